import { describe, expect, it } from 'vitest'
import { mainnet, polygon, solana, solanaDevnet } from './presets.js'
import { createWalletState, type Connection, type WalletState } from '../state/WalletState.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import { setNamespaceNetwork } from './setNamespaceNetwork.js'

const EVM: Connection = { namespace: 'eip155', connectorId: 'evm', caipNetworkId: 'eip155:1', addresses: ['0xa'] }
const SOL: Connection = { namespace: 'solana', connectorId: 'sol', caipNetworkId: solana.caipNetworkId, addresses: ['So1'] }

/** Both namespaces connected, Solana most recent and active. */
function twoConnected(): WalletState {
  const state = createWalletState([mainnet, polygon, solana, solanaDevnet], mainnet)
  return {
    ...state,
    activeNamespace: 'solana',
    connections: [SOL, EVM],
    accounts: {
      ...state.accounts,
      eip155: { ...state.accounts.eip155!, status: 'connected', address: '0xa', caipAddress: 'eip155:1:0xa' },
      solana: { ...state.accounts.solana!, status: 'connected', address: 'So1', caipAddress: `${solana.caipNetworkId}:So1` },
    },
  }
}

describe('setActiveNetwork', () => {
  it('default: activates the namespace and moves its connection first (the stored order brings it back active)', () => {
    const next = setActiveNetwork(twoConnected(), polygon)
    expect(next.activeNamespace).toBe('eip155')
    expect(next.connections.map((connection) => [connection.namespace, connection.caipNetworkId])).toEqual([
      ['eip155', 'eip155:137'],
      ['solana', solana.caipNetworkId],
    ])
    expect(next.accounts.eip155?.caipAddress).toBe('eip155:137:0xa')
  })

  it('behavior: nothing to change returns the same reference', () => {
    const state = twoConnected()
    expect(setActiveNetwork(state, solana)).toBe(state)
  })
})

describe('setNamespaceNetwork', () => {
  it('behavior: moves the namespace’s network, connection and CAIP address, and leaves the active namespace and the order alone', () => {
    const next = setNamespaceNetwork(twoConnected(), polygon)
    expect(next.activeNamespace).toBe('solana')
    expect(next.connections.map((connection) => connection.namespace)).toEqual(['solana', 'eip155'])
    expect(next.networks.eip155?.caipNetwork).toBe(polygon)
    expect(next.accounts.eip155?.caipAddress).toBe('eip155:137:0xa')
  })

  it('behavior: the same network returns the same reference', () => {
    const state = twoConnected()
    expect(setNamespaceNetwork(state, mainnet)).toBe(state)
  })
})
