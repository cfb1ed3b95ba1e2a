import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { mainnet } from '../../core/network/presets.js'
import type { Walletport } from '../../core/Walletport.js'
import { demoLocale, isSiwxRequired } from '../../demo/demoQuery.js'
import { FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { FakeEmbeddedWalletFrame } from '../../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { finishSocialReturn, RESULT_URI_PARAMETER } from '../../ui-react/socialReturn.js'
import { checkProperty, fuzzTimeout } from './fuzzRuns.js'
import { expectValidState } from './walletStateSchema.js'

/** Query strings as links carry them: known keys with near-valid and odd values, repeated keys, encoded garbage. */
const queryText = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('locale', 'theme', 'siwx', 'telegram', RESULT_URI_PARAMETER, 'utm_source'), fc.string({ maxLength: 8 })),
      fc.oneof(fc.constantFrom('de', 'DE', 'pt-BR', 'en_US', 'zh-Hans-CN', 'x', '', 'required', '1', '<script>', 'de-', 'de--x', 'https://frame.example/result?h=1'), fc.string({ unit: 'binary', maxLength: 12 })),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString())

describe('fuzz: URL parameters', () => {
  it(
    'property: the demo’s query → a locale createWalletport accepts (or none), whatever the link says',
    async () => {
      await checkProperty(
        fc.property(queryText, (search) => {
          const query = new URLSearchParams(search)
          const locale = demoLocale(query)
          expect(typeof isSiwxRequired(query)).toBe('boolean')
          const walletport = createWalletport({ networks: [mainnet], ...(locale ? { locale } : {}) }, { chainAdapters: [new FakeChainAdapter({ chainId: 1 })], storage: new InMemoryStorage(), clock: new ManualClock() })
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(20_000),
  )

  it(
    'property: any address with result_uri → it leaves the address bar (other parameters stay), the first value goes to connectSocialResult, a failure is logged, nothing throws',
    async () => {
      await checkProperty(
        fc.asyncProperty(queryText, fc.constantFrom('', '#/account', '#result_uri=x'), fc.boolean(), async (search, hash, fails) => {
          const href = `https://app.example/path?${search}${hash}`
          const page = { location: { href }, history: { state: { keep: 1 }, replaceState: (_state: unknown, _title: string, url: string) => void (page.location.href = url) } }
          const given: string[] = []
          const logged: unknown[] = []
          const walletport = { connectSocialResult: async ({ resultUri }: { readonly resultUri: string }) => (given.push(resultUri), fails ? Promise.reject(new Error('refused')) : { address: '0x', caipNetworkId: 'eip155:1' }) } as unknown as Walletport
          await finishSocialReturn(() => Promise.resolve(walletport), page as unknown as Window, (_message, error) => logged.push(error))
          const before = new URL(href).searchParams
          const after = new URL(page.location.href)
          expect(after.searchParams.has(RESULT_URI_PARAMETER)).toBe(false)
          expect([...after.searchParams]).toEqual([...before].filter(([key]) => key !== RESULT_URI_PARAMETER))
          expect(after.hash).toBe(new URL(href).hash)
          expect(given).toEqual(before.has(RESULT_URI_PARAMETER) ? [before.get(RESULT_URI_PARAMETER)] : [])
          expect(logged).toHaveLength(given.length > 0 && fails ? 1 : 0)
        }),
      )
    },
    fuzzTimeout(),
  )

  it(
    'property: connectSocialResult with any result_uri → connected with a valid state, or a typed error',
    async () => {
      await checkProperty(
        fc.asyncProperty(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string({ unit: 'binary' })), async (resultUri) => {
          const walletport = createWalletport(
            { networks: [mainnet], projectId: 'p1', features: { socials: ['google'] } },
            { chainAdapters: [new FakeChainAdapter({ chainId: 1 })], embeddedWalletFrame: new FakeEmbeddedWalletFrame(), storage: new InMemoryStorage(), clock: new ManualClock(), telemetry: new RecordingTelemetry() },
          )
          try {
            await walletport.connectSocialResult({ resultUri })
          } catch (error) {
            expect(error).toBeInstanceOf(BaseError)
          }
          await flushMicrotasks()
          expectValidState(walletport.getState())
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

describe('regressions found by fuzzing: URL parameters', () => {
  it('regression: ?locale=en_US or ?locale=<script> starts the demo in the default language instead of an InvalidOptionsError; ?locale=DE reads as de', () => {
    expect(demoLocale(new URLSearchParams('locale=en_US'))).toBeUndefined()
    expect(demoLocale(new URLSearchParams('locale=%3Cscript%3E'))).toBeUndefined()
    expect(demoLocale(new URLSearchParams('locale=DE'))).toBe('de')
    expect(demoLocale(new URLSearchParams('locale=pt-BR'))).toBe('pt-BR')
  })
})
