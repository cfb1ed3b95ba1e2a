import { describe, expect, it } from 'vitest'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import type { CoreContext } from '../CoreContext.js'
import { EMBEDDED_STORAGE_KEYS } from '../embedded/embeddedStorageKeys.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import { restoreConnections } from './restoreConnections.js'

const STORED = [{ namespace: 'eip155', connectorId: 'fake-wallet', caipNetworkId: 'eip155:1', status: 'connected' }]

function setup(stored: unknown, namespaces: readonly string[], embedded: { readonly emailLoginUsed: boolean } | undefined = undefined) {
  const storage = new InMemoryStorage({
    ...(stored === undefined ? {} : { [STORAGE_KEYS.connections]: JSON.stringify(stored) }),
    ...(embedded?.emailLoginUsed ? { [EMBEDDED_STORAGE_KEYS.emailLoginUsed]: 'true' } : {}),
  })
  const context = { storage, adapters: new Map(namespaces.map((namespace) => [namespace, {}])), embedded: embedded ? () => Promise.reject(new Error('not loaded here')) : undefined } as unknown as CoreContext
  const calls: unknown[] = []
  const options: unknown[] = []
  const useCases = {
    reconnectWallets: async (_context: CoreContext, entries: unknown, given: unknown) => {
      calls.push(entries)
      options.push(given)
    },
  }
  return { context, calls, options, useCases }
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
})
