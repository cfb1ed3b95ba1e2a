import * as fc from 'fast-check'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { isolatedRegistry, FakeSolanaNode } from '../../adapters/solana/fakeSolanaRpc.fixture.js'
import { parseStandardWallet } from '../../adapters/solana/parseStandardWallet.js'
import { parseWalletAccounts } from '../../adapters/solana/parseWalletAccounts.js'
import { SolanaChainAdapter } from '../../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../../adapters/solana/SolanaWalletDiscovery.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { solanaDevnet } from '../../core/network/presets.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { WalletStandardTestWallet, type WalletStandardChange } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { checkProperty, fuzzTimeout, nearValid, oddValue } from './fuzzRuns.js'
import { expectValidState } from './walletStateSchema.js'

/** A real test wallet as a plain object (so `nearValid` can reach its fields): version, name, icon, chains, accounts, features. */
function snapshotOf(wallet: WalletStandardTestWallet): Record<string, unknown> {
  return {
    version: wallet.version,
    name: wallet.name,
    icon: wallet.icon,
    chains: [...wallet.chains],
    accounts: wallet.accounts.map((account) => ({ address: account.address, publicKey: account.publicKey, chains: [...account.chains], features: [...account.features] })),
    features: { ...wallet.features },
  }
}

// Keys are derived once: a few seeds give the wallets and accounts the cases pick from.
const SEEDS = [1, 2, 3, 4].map((fill) => new Uint8Array(32).fill(fill))
const BUILT = SEEDS.map((seed) => new WalletStandardTestWallet({ seed, chains: ['solana:devnet'] }))
const seeds = fc.constantFrom(...SEEDS)
const testWallet = fc.tuple(fc.constantFrom(...BUILT), fc.string({ minLength: 1, maxLength: 12 })).map(([wallet, name]) => ({ ...snapshotOf(wallet), name }))

describe('fuzz: Wallet Standard wallets and change events', () => {
  it(
    'property: any registered wallets → the connector list holds exactly the wallets that pass the check, once per name, with data:image icons',
    async () => {
      await checkProperty(
        fc.property(fc.array(nearValid(testWallet), { minLength: 1, maxLength: 3 }), (candidates) => {
          const registry = isolatedRegistry()
          const logger = new BufferedLogger({ clock: { now: () => 0 }, level: 'warn' })
          const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry, clock: new ManualClock(), logger })
          for (const candidate of candidates) registry.register(candidate as Wallet)
          const connectors = adapter.getConnectors()
          const accepted = candidates.filter((candidate) => parseStandardWallet(candidate as Wallet).ok)
          const names = [...new Set(accepted.map((candidate) => solanaConnectorIdOf((candidate as { name: string }).name)))]
          expect(connectors.map((connector) => connector.id)).toEqual(names)
          for (const connector of connectors) expect(connector.imageUrl).toMatch(/^data:image\//)
        }),
      )
    },
    fuzzTimeout(),
  )

  it(
    'property: a connected wallet emitting any `change` → the state stays valid; a change with malformed accounts changes nothing',
    async () => {
      const change = fc.record(
        {
          accounts: fc.oneof(
            fc.constant('current'),
            fc.constant('empty'),
            nearValid(fc.constantFrom(...BUILT).map((other) => snapshotOf(other)['accounts'])),
          ),
          chains: nearValid(fc.subarray(['solana:devnet', 'solana:mainnet', 'solana:localnet'])),
          features: oddValue(),
        },
        { requiredKeys: [] },
      )
      await checkProperty(
        fc.asyncProperty(seeds, fc.array(fc.oneof(change, oddValue()), { minLength: 1, maxLength: 3 }), async (seed, script) => {
          const registry = isolatedRegistry()
          const wallet = new WalletStandardTestWallet({ seed, chains: ['solana:devnet'] })
          wallet.register(registry)
          const node = new FakeSolanaNode()
          const clock = new ManualClock()
          const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry, clock, createRpc: () => node.rpc(), logger: new BufferedLogger({ clock, level: 'silent' }) })
          const walletport = createWalletport({ networks: [solanaDevnet] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock, telemetry: new RecordingTelemetry() })
          await walletport.connect({ connectorId: solanaConnectorIdOf(wallet.name) })
          for (const step of script) {
            const emitted = resolveAccounts(step, wallet)
            const before = walletport.getState()
            wallet.emitChange(emitted as WalletStandardChange)
            await flushMicrotasks()
            expectValidState(walletport.getState())
            if (hasMalformedAccounts(emitted)) expect(walletport.getState()).toBe(before)
          }
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

/** 'current' and 'empty' stand for the wallet's own accounts and none (a disconnect). */
function resolveAccounts(step: unknown, wallet: WalletStandardTestWallet): unknown {
  if (typeof step !== 'object' || step === null || !('accounts' in step)) return step
  const { accounts } = step as { accounts: unknown }
  if (accounts === 'current') return { ...step, accounts: wallet.accounts }
  if (accounts === 'empty') return { ...step, accounts: [] }
  return step
}

function hasMalformedAccounts(change: unknown): boolean {
  if (typeof change !== 'object' || change === null || (change as { accounts?: unknown }).accounts === undefined) return false
  try {
    parseWalletAccounts((change as { accounts: unknown }).accounts)
    return false
  } catch {
    return true
  }
}

describe('fuzz: Wallet Standard answers', () => {
  it(
    'property: any standard:connect and solana:signMessage answers (values or throws, Error or not) → connected and signed, or a typed error; a refused connect leaves nothing connected',
    async () => {
      const account = (wallet: WalletStandardTestWallet) => ({ accounts: snapshotOf(wallet)['accounts'] })
      const answer = <T>(valid: fc.Arbitrary<T>) =>
        fc.oneof({ weight: 4, arbitrary: nearValid(valid).map((value) => () => Promise.resolve(value)) }, { weight: 1, arbitrary: oddValue().map((error) => () => Promise.reject(error)) })
      await checkProperty(
        fc.asyncProperty(fc.constantFrom(...BUILT), answer(fc.constantFrom(...BUILT).map(account)), answer(fc.constant([{ signedMessage: new Uint8Array([1]), signature: new Uint8Array(64).fill(7) }])), async (real, connect, sign) => {
          const registry = isolatedRegistry()
          const wallet = { ...snapshotOf(real), features: { ...real.features, 'standard:connect': { version: '1.0.0', connect }, 'solana:signMessage': { version: '1.0.0', signMessage: sign } } }
          registry.register(wallet as unknown as Wallet)
          const clock = new ManualClock()
          const node = new FakeSolanaNode()
          const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry, clock, createRpc: () => node.rpc(), logger: new BufferedLogger({ clock, level: 'silent' }) })
          const walletport = createWalletport({ networks: [solanaDevnet] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock, telemetry: new RecordingTelemetry() })
          try {
            await walletport.connect({ connectorId: solanaConnectorIdOf(real.name) })
          } catch (error) {
            expect(error).toBeInstanceOf(BaseError)
            expect(walletport.getState().connections).toEqual([])
          }
          expectValidState(walletport.getState())
          if (walletport.getState().connections.length > 0) {
            try {
              expect(typeof (await walletport.signMessage({ message: 'fuzz' }))).toBe('string')
            } catch (error) {
              expect(error).toBeInstanceOf(BaseError)
            }
          }
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

describe('regressions found by fuzzing: Wallet Standard', () => {
  it('regression: a registry holding null (any page script can register it) → the other wallets are listed, a warning, no TypeError', () => {
    const registry = isolatedRegistry()
    const logger = new BufferedLogger({ clock: { now: () => 0 }, level: 'warn' })
    const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry, clock: new ManualClock(), logger })
    registry.register(null as unknown as Wallet)
    const wallet = new WalletStandardTestWallet({ chains: ['solana:devnet'] })
    wallet.register(registry)

    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([solanaConnectorIdOf(wallet.name)])
    expect(logger.entries().filter((entry) => entry.level === 'warn')).not.toHaveLength(0)
  })
})
