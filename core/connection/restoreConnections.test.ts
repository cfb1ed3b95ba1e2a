import { describe, expect, it } from 'vitest'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import type { CoreContext } from '../CoreContext.js'
import { EMBEDDED_STORAGE_KEYS } from '../embedded/embeddedStorageKeys.js'
import { mainnet, solana } from '../network/presets.js'
import { Store } from '../state/Store.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import { createWalletState } from '../state/WalletState.js'
import { restoreConnections } from './restoreConnections.js'

const STORED = [{ namespace: 'eip155', connectorId: 'fake-wallet', caipNetworkId: 'eip155:1', status: 'connected' }]

function setup(stored: unknown, namespaces: readonly string[], embedded: { readonly emailLoginUsed: boolean } | undefined = undefined, chunk: { readonly fails?: boolean } = {}) {
  const storage = new InMemoryStorage({
    ...(stored === undefined ? {} : { [STORAGE_KEYS.connections]: JSON.stringify(stored) }),
    ...(embedded?.emailLoginUsed ? { [EMBEDDED_STORAGE_KEYS.emailLoginUsed]: 'true' } : {}),
  })
  const state = new Store(createWalletState([mainnet, solana], mainnet))
  const context = { storage, state, adapters: new Map(namespaces.map((namespace) => [namespace, {}])), embedded: embedded ? () => Promise.reject(new Error('not loaded here')) : undefined } as unknown as CoreContext
  const calls: unknown[] = []
  const options: unknown[] = []
  const statusWhenCalled: unknown[] = []
  const useCases = {
    reconnectWallets: async (_context: CoreContext, entries: unknown, given: unknown) => {
      statusWhenCalled.push(state.getSnapshot().accounts.eip155?.status)
      if (chunk.fails) throw new Error('Failed to fetch dynamically imported module')
      calls.push(entries)
      options.push(given)
    },
  }
  return { context, calls, options, useCases, statusWhenCalled }
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

  it('behavior: a returning visitor whose email login was used resumes the embedded wallet even with nothing stored', async () => {
    const { context, calls, options, useCases } = setup(undefined, ['eip155'], { emailLoginUsed: true })
    await restoreConnections(context, useCases)
    expect(calls).toEqual([[]])
    expect(options).toEqual([{ resumeEmbedded: true }])
  })

  it('behavior: the email-login flag without an embedded wallet configured resumes nothing', async () => {
    const { context, calls, useCases } = setup(undefined, ['eip155'])
    await context.storage.set(EMBEDDED_STORAGE_KEYS.emailLoginUsed, 'true')
    await restoreConnections(context, useCases)
    expect(calls).toEqual([])
  })

  it('behavior: a returning visitor’s stored wallet reads connecting before the use cases’ chunk is asked', async () => {
    const { context, useCases, statusWhenCalled } = setup(STORED, ['eip155'])
    await restoreConnections(context, useCases)
    expect(statusWhenCalled).toEqual(['connecting'])
  })

  it('behavior: when the chunk never arrives, the account is not left connecting and the failure reaches the caller', async () => {
    const { context, useCases } = setup(STORED, ['eip155'], undefined, { fails: true })
    await expect(restoreConnections(context, useCases)).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(context.state.getSnapshot().accounts.eip155?.status).toBe('disconnected')
  })
})
