import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { StorageKeyValueStorage } from '../../adapters/walletconnect/StorageKeyValueStorage.js'
import { WALLET_CONNECT_CONNECTOR_ID, WalletConnectChainAdapter } from '../../adapters/walletconnect/WalletConnectChainAdapter.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { persistedConnectionsSchema } from '../../core/connection/persistedConnections.js'
import { recentWalletsSchema } from '../../core/connectors/recentWallets.js'
import { EMBEDDED_STORAGE_KEYS } from '../../core/embedded/embeddedStorageKeys.js'
import { mainnet, polygon, solana } from '../../core/network/presets.js'
import { SIWX_SESSIONS_KEY } from '../../core/siwx/SiwxSessionStore.js'
import { STORAGE_KEYS } from '../../core/state/storageKeys.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { asText, checkProperty, fuzzTimeout, nearValid, oddValue } from './fuzzRuns.js'
import { ScriptedSignClient } from './scriptedSignClient.js'
import { expectValidState } from './walletStateSchema.js'

const NETWORKS = [mainnet, polygon] as const

/** What each key holds when walletport wrote it. */
const storedValues: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  [STORAGE_KEYS.connections]: fc.array(
    fc.record({
      namespace: fc.constantFrom('eip155', 'solana', 'bip122'),
      connectorId: fc.constantFrom(FAKE_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID, 'gone'),
      caipNetworkId: fc.constantFrom('eip155:1', 'eip155:137', 'eip155:999', solana.caipNetworkId),
      status: fc.constant('connected'),
    }),
    { maxLength: 3 },
  ),
  [STORAGE_KEYS.recentWallets]: fc.array(fc.record({ id: fc.string({ minLength: 1 }), rdns: fc.constantFrom('io.metamask', 'com.example') }), { maxLength: 3 }),
  [STORAGE_KEYS.activeNamespace]: fc.constantFrom('eip155', 'solana'),
  [STORAGE_KEYS.activeCaipNetworkIds]: fc.dictionary(fc.constantFrom('eip155', 'solana'), fc.constantFrom('eip155:1', 'eip155:137')),
  [SIWX_SESSIONS_KEY]: fc.array(fc.record({ data: fc.record({ chainId: fc.constant('eip155:1') }), message: fc.string(), signature: fc.string() }), { maxLength: 2 }),
  [EMBEDDED_STORAGE_KEYS.emailLoginUsed]: fc.constantFrom(true, 'true'),
  [EMBEDDED_STORAGE_KEYS.lastEmailLoginTime]: fc.nat(),
}

/** Each key absent, as walletport wrote it (JSON), near it, or any text. */
const storageContents = fc.record(
  Object.fromEntries(
    Object.entries(storedValues).map(([key, valid]) => [
      key,
      fc.oneof(
        nearValid(valid).map(asText),
        fc.string({ unit: 'binary' }),
      ),
    ]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, string>>

describe('fuzz: stored values', () => {
  it(
    'property: any value under each storage key → restore settles on a valid state; an unreadable connection list or recent-wallet list is removed, not half-applied',
    async () => {
      await checkProperty(
        fc.asyncProperty(storageContents, async (contents) => {
          const storage = new InMemoryStorage(contents)
          const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
          const walletport = createWalletport({ networks: [...NETWORKS] }, { chainAdapters: [chain], storage, clock: new ManualClock(), telemetry: new RecordingTelemetry() })
          await walletport.ready
          const state = walletport.getState()
          expectValidState(state)
          expect(state.accounts.eip155?.status).not.toBe('connecting')
          for (const [key, schema] of [
            [STORAGE_KEYS.connections, persistedConnectionsSchema],
            [STORAGE_KEYS.recentWallets, recentWalletsSchema],
          ] as const) {
            const left = storage.dump()[key]
            if (left !== undefined) expect(schema.safeParse(parseOrUndefined(left)).success).toBe(true)
          }
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: any WalletConnect session sign-client kept → a reload reconnects with valid accounts, or stays disconnected with a valid state',
    async () => {
      const stored = fc.record({
        topic: fc.constant('a'.repeat(64)),
        expiry: fc.constantFrom(1, 4_000_000_000),
        peer: fc.constant({ metadata: { name: 'Wallet', url: 'https://wallet.example' } }),
        namespaces: fc.record({
          eip155: fc.record({
            chains: fc.constantFrom(['eip155:1'], ['eip155:137', 'eip155:1'], ['eip155:abc']),
            accounts: fc.constantFrom([`eip155:1:0x${'11'.repeat(20)}`], [`eip155:1:0x${'Ab'.repeat(20)}`], []),
            methods: fc.constant(['personal_sign']),
            events: fc.constant([]),
          }),
        }),
      })
      await checkProperty(
        fc.asyncProperty(fc.array(nearValid(stored).filter(isRecord), { maxLength: 2 }), async (sessions) => {
          const client = new ScriptedSignClient()
          client.stored = sessions
          const clock = new ManualClock()
          const adapter = new WalletConnectChainAdapter({ networks: [...NETWORKS], loadSignClient: client.module, clock, storage: new InMemoryStorage() })
          const storage = new InMemoryStorage({ [STORAGE_KEYS.connections]: JSON.stringify([{ namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID, caipNetworkId: 'eip155:1', status: 'connected' }]) })
          const walletport = createWalletport({ networks: [...NETWORKS] }, { chainAdapters: [adapter], storage, clock, telemetry: new RecordingTelemetry() })
          await walletport.ready
          expectValidState(walletport.getState())
          expect(walletport.getAccount().status).not.toBe('connecting')
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: any text under walletconnect:* keys → sign-client’s store reads a value or absent, the index is strings; nothing throws',
    async () => {
      await checkProperty(
        fc.asyncProperty(fc.dictionary(fc.constantFrom('walletconnect:keys', 'walletconnect:wc@2:client:0.3//session', 'walletconnect:other'), fc.oneof(fc.json(), fc.string(), oddValue().map(asText))), async (contents) => {
          const store = new StorageKeyValueStorage(new InMemoryStorage(contents))
          const keys = await store.getKeys()
          expect(keys.every((key) => typeof key === 'string')).toBe(true)
          const entries = await store.getEntries()
          expect(entries.every(([key, value]) => keys.includes(key) && value !== undefined)).toBe(true)
          await store.setItem('wc@2:client:0.3//session', [])
          expect(await store.getKeys()).toContain('wc@2:client:0.3//session')
        }),
      )
    },
    fuzzTimeout(),
  )
})

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
