import * as fc from 'fast-check'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { BalanceRetryBlockedError } from '../../adapters/http/blockchainApi/BalanceRetryBlockedError.js'
import { OfetchBlockchainApi } from '../../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { OfetchProjectConfig } from '../../adapters/http/config/OfetchProjectConfig.js'
import { OfetchWalletDirectory } from '../../adapters/http/directory/OfetchWalletDirectory.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { blockchainApiHandlers } from '../../test-doubles/msw/blockchainApiHandlers.js'
import { configHandlers } from '../../test-doubles/msw/configHandlers.js'
import { directoryHandlers } from '../../test-doubles/msw/directoryHandlers.js'
import { FIXTURE_ADDRESS } from '../../test-doubles/msw/fixtures/blockchainAccount.js'
import { asText, checkProperty, fuzzTimeout, mutate, oddValue } from './fuzzRuns.js'

const API_URL = 'https://api.fuzz.test'
const DIRECTORY_URL = 'https://directory.fuzz.test'
const HANDLERS = [...blockchainApiHandlers({ baseUrl: API_URL }), ...directoryHandlers({ baseUrl: DIRECTORY_URL }), ...configHandlers({ baseUrl: DIRECTORY_URL })]
const CAIP = 'eip155:1'

const answers = new Map<string, Promise<{ status: number; body: unknown }>>()

/**
 * The service's real answer (msw handlers in the wire shape) to `request`, asked once per method,
 * URL and body: the handlers answer these calls from a fixed fixture, and matching them per case
 * was most of the file's time. Each case gets its own copy to bend.
 */
async function validAnswer(request: Request): Promise<{ status: number; body: unknown }> {
  const key = `${request.method} ${request.url} ${request.method === 'GET' ? '' : await request.clone().text()}`
  let answer = answers.get(key)
  if (!answer) answers.set(key, (answer = askHandlers(request)))
  const { status, body } = await answer
  return { status, body: structuredClone(body) }
}

async function askHandlers(request: Request): Promise<{ status: number; body: unknown }> {
  const response = await getResponse(HANDLERS, request)
  if (!response) return { status: 404, body: { message: 'no handler' } }
  const text = await response.text()
  try {
    return { status: response.status, body: JSON.parse(text) as unknown }
  } catch {
    return { status: response.status, body: text }
  }
}

/** How one answer is bent: kept, one place mutated, replaced, or not JSON; under some status. */
const answerEdit = fc.record({
  kind: fc.constantFrom('valid', 'mutated', 'mutated', 'mutated', 'replaced', 'text'),
  steps: fc.array(fc.nat(), { maxLength: 5 }),
  odd: oddValue(),
  mutation: fc.constantFrom('replace', 'delete', 'wrap', 'stringify') as fc.Arbitrary<'replace' | 'delete' | 'wrap' | 'stringify'>,
  status: fc.constantFrom(200, 200, 200, 200, 400, 401, 403, 404, 429, 500, 503),
})

type AnswerEdit = typeof answerEdit extends fc.Arbitrary<infer Edit> ? Edit : never

/** A fetch that asks the real handlers, then bends the answer by the edits drawn for this case. */
function bentFetch(draw: () => AnswerEdit): typeof globalThis.fetch {
  return async (input, init) => {
    const { status, body } = await validAnswer(new Request(input, init))
    const edit = draw()
    const bent = edit.kind === 'valid' ? body : edit.kind === 'mutated' ? mutate(body, edit.steps, edit.odd, edit.mutation) : edit.kind === 'replaced' ? edit.odd : '<html>502 Bad Gateway</html>'
    return new Response(edit.kind === 'text' ? (bent as string) : asText(bent), { status: edit.kind === 'valid' ? status : edit.status, headers: { 'content-type': 'application/json' } })
  }
}

const plainFetch: typeof globalThis.fetch = async (input, init) => {
  const { status, body } = await validAnswer(new Request(input, init))
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Settles a call whose retries wait on the virtual clock (up to 3 retries, 30 s cap). */
async function settle<T>(promise: Promise<T>, clock: ManualClock): Promise<{ value?: T; error?: unknown }> {
  const outcome: { value?: T; error?: unknown; done?: boolean } = {}
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: unknown) => Object.assign(outcome, { error, done: true }),
  )
  for (let round = 0; round < 40 && !outcome.done; round += 1) await clock.advanceAsync(31_000)
  expect(outcome.done).toBe(true)
  return outcome
}

type Services = { api: OfetchBlockchainApi; directory: OfetchWalletDirectory; config: OfetchProjectConfig }

/** Each call walletport makes of the three services, with arguments the fixture answers. */
const CALLS: readonly (readonly [string, (services: Services) => Promise<unknown>])[] = [
  ['getSupportedChains', ({ api }) => api.getSupportedChains()],
  ['getIdentity', ({ api }) => api.getIdentity({ address: FIXTURE_ADDRESS, caipNetworkId: CAIP })],
  ['getBalances', ({ api }) => api.getBalances({ address: FIXTURE_ADDRESS, caipNetworkId: CAIP })],
  ['getTransactionHistory', ({ api }) => api.getTransactionHistory({ account: FIXTURE_ADDRESS, chainId: CAIP })],
  ['reverseLookup', ({ api }) => api.reverseLookup({ address: FIXTURE_ADDRESS })],
  ['getNameSuggestions', ({ api }) => api.getNameSuggestions({ name: 'satoshi' })],
  ['getOnrampOptions', ({ api }) => api.getOnrampOptions()],
  ['getSwapTokens', ({ api }) => api.getSwapTokens({ chainId: CAIP })],
  ['getGasPrice', ({ api }) => api.getGasPrice({ chainId: CAIP })],
  ['getSessions', ({ api }) => api.getSessions({ caipAddress: `${CAIP}:${FIXTURE_ADDRESS}` })],
  ['getWallets', ({ directory }) => directory.getWallets({ page: 1, entries: 40 })],
  ['getFeatures', ({ config }) => config.getFeatures()],
  ['getAllowedOrigins', ({ config }) => config.getAllowedOrigins()],
]

function services(fetch: typeof globalThis.fetch, clock: ManualClock, storage: InMemoryStorage): Services {
  return {
    api: new OfetchBlockchainApi({ baseUrl: API_URL, projectId: 'p1', clock, storage, fetch }),
    directory: new OfetchWalletDirectory({ baseUrl: DIRECTORY_URL, projectId: 'p1', clock, fetch }),
    config: new OfetchProjectConfig({ baseUrl: DIRECTORY_URL, projectId: 'p1', clock, fetch }),
  }
}

describe('fuzz: Blockchain API, directory and project config bodies', () => {
  it('default: with the service’s own answers every call resolves (the property below starts from valid bodies)', async () => {
    const clock = new ManualClock()
    const all = services(plainFetch, clock, new InMemoryStorage())
    for (const [name, call] of CALLS) {
      const outcome = await settle(call(all), clock)
      expect([name, outcome.error]).toEqual([name, undefined])
    }
  })

  it(
    'property: any body and status → a value or a typed error, never another throw; the next call with a good answer works (a bad body poisons no cache)',
    async () => {
      await checkProperty(
        fc.asyncProperty(fc.constantFrom(...CALLS), fc.gen(), async ([name, call], gen) => {
          const clock = new ManualClock()
          const storage = new InMemoryStorage()
          const outcome = await settle(call(services(bentFetch(() => gen(() => answerEdit)), clock, storage)), clock)
          if ('error' in outcome && outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(BaseError)
          const again = await settle(call(services(plainFetch, clock, storage)), clock)
          // A failed balance read blocks its retries for a while, on purpose (the spec's retry block, kept in storage).
          if (name === 'getBalances' && outcome.error !== undefined) expect(again.error === undefined || again.error instanceof BalanceRetryBlockedError).toBe(true)
          else expect(again.error).toBeUndefined()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: any value under the API’s cache keys (identity, portfolio, the retry block) → the next call answers from the service or a still-valid entry, never throws',
    async () => {
      await checkProperty(
        fc.asyncProperty(fc.constantFrom(...CALLS), fc.array(fc.tuple(fc.array(fc.nat(), { maxLength: 4 }), oddValue(), fc.constantFrom('replace', 'delete', 'wrap', 'stringify') as fc.Arbitrary<'replace' | 'delete' | 'wrap' | 'stringify'>), { minLength: 1, maxLength: 3 }), async ([name, call], edits) => {
          const clock = new ManualClock()
          const storage = new InMemoryStorage()
          await settle(call(services(plainFetch, clock, storage)), clock)
          const keys = storage.keys().filter((key) => key.startsWith('blockchainApi:'))
          edits.forEach(([steps, odd, mutation], index) => {
            const key = keys[index % Math.max(1, keys.length)]
            if (key === undefined) return
            storage.seed({ [key]: asText(mutate(parseOrText(storage.dump()[key] ?? ''), steps, odd, mutation)) })
          })
          const again = await settle(call(services(plainFetch, clock, storage)), clock)
          if (name === 'getBalances' && again.error instanceof BalanceRetryBlockedError) return
          expect(again.error).toBeUndefined()
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
