import { describe, expect, it } from 'vitest'
import { mainnet, polygon, solana, solanaDevnet } from '../network/presets.js'
import { createWalletState, type Connection, type WalletState } from '../state/WalletState.js'
import { setActiveNetwork } from '../network/setActiveNetwork.js'
import { routeForNetworkPick } from './routeForNetworkPick.js'

const connection = (namespace: Connection['namespace'], caipNetworkId: Connection['caipNetworkId']): Connection => ({
  namespace,
  connectorId: 'fake-wallet',
  caipNetworkId,
  addresses: ['a'],
})

function stateWith(connections: readonly Connection[], active = mainnet): WalletState {
  const state = setActiveNetwork(createWalletState([mainnet, polygon, solana, solanaDevnet], mainnet), active)
  return { ...state, connections }
}

describe('routeForNetworkPick', () => {
  it('default: the active network leads nowhere', () => {
    expect(routeForNetworkPick(stateWith([connection('eip155', 'eip155:1')]), mainnet)).toBeUndefined()
  })

  it('behavior: a network of the same namespace switches', () => {
    expect(routeForNetworkPick(stateWith([connection('eip155', 'eip155:1')]), polygon)).toEqual({ view: 'SwitchNetwork', params: { caipNetworkId: 'eip155:137' } })
  })

  it('behavior: another namespace without a connection, while one is connected, asks to connect first', () => {
    expect(routeForNetworkPick(stateWith([connection('eip155', 'eip155:1')]), solanaDevnet)).toEqual({
      view: 'SwitchActiveChain',
      params: { chainNamespace: 'solana', caipNetworkId: solanaDevnet.caipNetworkId },
    })
  })

  it('behavior: another namespace that is connected switches (it becomes the active one)', () => {
    const state = stateWith([connection('eip155', 'eip155:1'), connection('solana', solana.caipNetworkId)])
    expect(routeForNetworkPick(state, solanaDevnet)).toEqual({ view: 'SwitchNetwork', params: { caipNetworkId: solanaDevnet.caipNetworkId } })
    expect(routeForNetworkPick(state, solana)).toEqual({ view: 'SwitchNetwork', params: { caipNetworkId: solana.caipNetworkId } })
  })

  it('behavior: the embedded wallet as the active connection connects the other namespace itself: no wallet is asked for', () => {
    const state = stateWith([{ ...connection('eip155', 'eip155:1'), connectorId: 'auth' }])
    expect(routeForNetworkPick(state, solanaDevnet)).toEqual({ view: 'SwitchNetwork', params: { caipNetworkId: solanaDevnet.caipNetworkId } })
  })

  it('behavior: nothing connected: any network is only set', () => {
    expect(routeForNetworkPick(stateWith([]), solanaDevnet)).toEqual({ view: 'SwitchNetwork', params: { caipNetworkId: solanaDevnet.caipNetworkId } })
  })
})
