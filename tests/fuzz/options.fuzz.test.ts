import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from '../../core/options/InvalidOptionsError.js'
import { base, mainnet, polygon, solana, solanaDevnet } from '../../core/network/presets.js'
import { FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryProjectConfig } from '../../test-doubles/InMemoryProjectConfig.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { InMemoryWalletDirectory } from '../../test-doubles/InMemoryWalletDirectory.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { checkProperty, fuzzTimeout, nearValid } from './fuzzRuns.js'
import { expectValidState } from './walletStateSchema.js'

const NETWORKS = [mainnet, polygon, base, solana, solanaDevnet]

/** Options as an integrator writes them: every field drawn from its valid values. */
const validOptions = fc.record(
  {
    networks: fc.subarray(NETWORKS, { minLength: 1 }),
    projectId: fc.string({ minLength: 1, maxLength: 12 }),
    metadata: fc.record({ name: fc.string({ minLength: 1 }), description: fc.string(), url: fc.webUrl(), icons: fc.array(fc.webUrl(), { maxLength: 2 }) }),
    themeMode: fc.constantFrom('light', 'dark'),
    themeVariables: fc.dictionary(fc.stringMatching(/^--wp-[a-z0-9-]{1,8}$/), fc.oneof(fc.string(), fc.double())),
    locale: fc.constantFrom('en', 'de', 'pt-BR', 'ar', 'zh-Hans'),
    featuredWalletIds: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
    excludeWalletIds: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
    customWallets: fc.array(fc.record({ id: fc.string({ minLength: 1 }), name: fc.string({ minLength: 1 }), homepage: fc.webUrl() }), { maxLength: 2 }),
    allWallets: fc.constantFrom('SHOW', 'HIDE', 'ONLY_MOBILE'),
    features: fc.record(
      {
        email: fc.boolean(),
        socials: fc.oneof(fc.constant(false as const), fc.subarray(['google', 'x', 'discord', 'github'])),
        send: fc.boolean(),
        swaps: fc.boolean(),
        history: fc.boolean(),
        analytics: fc.boolean(),
        connectMethodsOrder: fc.shuffledSubarray(['wallet', 'email', 'social']),
      },
      { requiredKeys: [] },
    ),
    enableReconnect: fc.boolean(),
    allowUnsupportedChain: fc.boolean(),
    debug: fc.boolean(),
    logLevel: fc.constantFrom('debug', 'info', 'warn', 'error', 'silent'),
    apiUrls: fc.record({ blockchainApi: fc.webUrl(), directory: fc.webUrl() }, { requiredKeys: [] }),
    termsConditionsUrl: fc.webUrl(),
  },
  { requiredKeys: ['networks'] },
)

/** Builds an instance on in-memory doubles (nothing leaves the process). */
function build(options: unknown) {
  return createWalletport(options as Parameters<typeof createWalletport>[0], {
    chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137, 8453] })],
    storage: new InMemoryStorage(),
    clock: new ManualClock(),
    telemetry: new RecordingTelemetry(),
    blockchainApi: new InMemoryBlockchainApi(),
    walletDirectory: new InMemoryWalletDirectory([]),
    projectConfig: new InMemoryProjectConfig(),
  })
}

describe('fuzz: createWalletport options', () => {
  it(
    'property: any options → a typed configuration error or a working instance with a valid state',
    async () => {
      await checkProperty(
        fc.asyncProperty(nearValid(validOptions), async (options) => {
          let walletport
          try {
            walletport = build(options)
          } catch (error) {
            expect(error).toBeInstanceOf(BaseError)
            expect([InvalidOptionsError, ConflictingSiwxOptionsError].some((type) => error instanceof type)).toBe(true)
            expect((error as BaseError).category).toBe('CONFIGURATION_ERROR')
            return
          }
          try {
            await walletport.ready
            expectValidState(walletport.getState())
            expect(walletport.getNetwork).toBeTypeOf('function')
          } finally {
            walletport.destroy()
          }
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})
