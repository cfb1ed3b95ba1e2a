import { describe, expect, it } from 'vitest'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import type { CoreContext } from '../CoreContext.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import { restoreConnections } from './restoreConnections.js'

const STORED = [{ namespace: 'eip155', connectorId: 'fake-wallet', caipNetworkId: 'eip155:1', status: 'connected' }]

function setup(stored: unknown, namespaces: readonly string[]) {
  const storage = new InMemoryStorage(stored === undefined ? {} : { [STORAGE_KEYS.connections]: JSON.stringify(stored) })
  const context = { storage, adapters: new Map(namespaces.map((namespace) => [namespace, {}])) } as unknown as CoreContext
  const calls: unknown[] = []
  const useCases = { reconnectWallets: async (_context: CoreContext, entries: unknown) => void calls.push(entries) }
  return { context, calls, useCases }
}

describe('restoreConnections', () => {
  it('default: stored connections of a configured namespace are reconnected', async () => {
    const { context, calls, useCases } = setup(STORED, ['eip155'])
    await restoreConnections(context, useCases)
    expect(calls).toEqual([STORED])
  })

  it('behavior: nothing stored, or only namespaces without an adapter: the use cases are not called (their chunk stays unloaded)', async () => {
    for (const [stored, namespaces] of [[undefined, ['eip155']], [STORED, ['solana']]] as const) {
      const { context, calls, useCases } = setup(stored, namespaces)
      await restoreConnections(context, useCases)
      expect(calls).toEqual([])
    }
  })
})
