import { describe, expect, it } from 'vitest'
import { mainnet, solana } from '../network/presets.js'
import { setActiveNetwork } from '../network/setActiveNetwork.js'
import { Store } from '../state/Store.js'
import { createWalletState } from '../state/WalletState.js'
import type { CoreContext } from '../CoreContext.js'
import { embeddedToResume } from './embeddedToResume.js'

function contextOn(active: typeof mainnet, namespaces: readonly string[] = ['eip155', 'solana']) {
  const state = new Store(setActiveNetwork(createWalletState([mainnet, solana], mainnet), active))
  return { state, adapters: new Map(namespaces.map((namespace) => [namespace, {}])) } as unknown as Pick<CoreContext, 'state' | 'adapters'>
}

describe('embeddedToResume', () => {
  it('default: nothing stored: the AUTH connection of the active namespace, on its network', () => {
    expect(embeddedToResume(contextOn(solana), [])).toEqual([{ namespace: 'solana', connectorId: 'auth', caipNetworkId: solana.caipNetworkId, status: 'connected' }])
    expect(embeddedToResume(contextOn(mainnet), [])).toEqual([expect.objectContaining({ namespace: 'eip155', caipNetworkId: 'eip155:1' })])
  })

  it('behavior: a wallet stored in a namespace the embedded wallet serves is restored instead', () => {
    expect(embeddedToResume(contextOn(mainnet), [{ namespace: 'solana', connectorId: 'phantom', caipNetworkId: solana.caipNetworkId, status: 'connected' }])).toEqual([])
  })

  it('behavior: an app with only a solana adapter resumes there whatever is active', () => {
    expect(embeddedToResume(contextOn(mainnet, ['solana']), [])).toEqual([expect.objectContaining({ namespace: 'solana' })])
  })
})
