import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { DEFAULT_BLOCKCHAIN_API_URL } from '../../core/options/serviceDefaults.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import type { BlockchainApi } from '../../ports/BlockchainApi.js'
import { fixtureBlockchainApi } from './fixtures/blockchainFixtureApi.js'

/** How the fake API is reached and what it holds. */
export interface BlockchainApiHandlersOptions {
  /** Default: the provider's API (DEFAULT_BLOCKCHAIN_API_URL). */
  readonly baseUrl?: string
  /** The data behind the handlers. Default: `fixtureBlockchainApi()` (a fresh copy per call). */
  readonly api?: BlockchainApi
  /** When given, any other projectId answers 401 `Invalid projectId` (APKT007). */
  readonly projectIds?: readonly string[]
  /** When given, a request whose Origin header is not listed answers 403 `Origin not allowed` (APKT002). */
  readonly allowedOrigins?: readonly string[]
}

type Params = Readonly<Record<string, string>>
type Handle = (api: BlockchainApi, params: Params, query: URLSearchParams, body: Record<string, unknown>) => Promise<unknown>

const optional = (query: URLSearchParams, key: string): string | undefined => query.get(key) ?? undefined
const required = (query: URLSearchParams, key: string): string => query.get(key) ?? ''

/** Every Blockchain API path with the port call that answers it, in the real wire shape. */
const ROUTES: readonly { readonly method: 'get' | 'post'; readonly path: string; readonly handle: Handle }[] = [
  { method: 'get', path: '/v1/supported-chains', handle: (api) => api.getSupportedChains() },
  { method: 'get', path: '/v1/identity/:address', handle: (api, params, query) => api.getIdentity({ address: params['address'] ?? '', caipNetworkId: required(query, 'sender') }) },
  {
    method: 'get',
    path: '/v1/account/:address/history',
    handle: (api, params, query) =>
      api.getTransactionHistory({
        account: params['address'] ?? '',
        ...definedOnly({ cursor: optional(query, 'cursor'), chainId: optional(query, 'chainId') }),
        ...(query.get('onramp') === 'coinbase' ? { onramp: 'coinbase' as const } : {}),
      }),
  },
  {
    method: 'get',
    path: '/v1/account/:address/balance',
    handle: async (api, params, query) => {
      if (query.get('currency') !== 'usd') throw badRequest('currency must be usd')
      return { balances: await api.getBalances({ address: params['address'] ?? '', caipNetworkId: required(query, 'chainId') }) }
    },
  },
  {
    method: 'post',
    path: '/v1/fungible/price',
    handle: async (api, _params, _query, body) => ({
      fungibles: await api.fetchFungiblePrices({ currency: String(body['currency'] ?? ''), addresses: stringList(body['addresses']) }),
    }),
  },
  { method: 'get', path: '/v1/convert/tokens', handle: async (api, _p, query) => ({ tokens: await api.getSwapTokens({ chainId: required(query, 'chainId') }) }) },
  {
    method: 'get',
    path: '/v1/convert/quotes',
    handle: async (api, _p, query) => ({
      quotes: await api.getSwapQuote({
        amount: required(query, 'amount'),
        userAddress: required(query, 'userAddress'),
        from: required(query, 'from'),
        to: required(query, 'to'),
        gasPrice: required(query, 'gasPrice'),
      }),
    }),
  },
  {
    method: 'get',
    path: '/v1/convert/allowance',
    handle: async (api, _p, query) => ({
      allowance: await api.getSwapAllowance({ tokenAddress: required(query, 'tokenAddress'), userAddress: required(query, 'userAddress') }),
    }),
  },
  { method: 'get', path: '/v1/convert/gas-price', handle: (api, _p, query) => api.getGasPrice({ chainId: required(query, 'chainId') }) },
  {
    method: 'get',
    path: '/v1/convert/build-approve',
    handle: async (api, _p, query) => ({
      tx: await api.buildApproveTransaction({
        userAddress: required(query, 'userAddress'),
        from: required(query, 'from'),
        to: required(query, 'to'),
        ...definedOnly({ amount: optional(query, 'amount') }),
      }),
    }),
  },
  {
    method: 'post',
    path: '/v1/convert/build-transaction',
    handle: async (api, _p, _q, body) => ({
      tx: await api.buildSwapTransaction(body as unknown as Parameters<BlockchainApi['buildSwapTransaction']>[0]),
    }),
  },
  { method: 'get', path: '/v1/profile/account/:name', handle: (api, params) => api.lookupName({ name: params['name'] ?? '' }) },
  { method: 'get', path: '/v1/profile/reverse/:address', handle: (api, params) => api.reverseLookup({ address: params['address'] ?? '' }) },
  {
    method: 'get',
    path: '/v1/profile/suggestions/:name',
    handle: async (api, params) => ({ suggestions: await api.getNameSuggestions({ name: params['name'] ?? '' }) }),
  },
  { method: 'post', path: '/v1/profile/account', handle: (api, _p, _q, body) => api.registerName(body as unknown as Parameters<BlockchainApi['registerName']>[0]) },
  { method: 'post', path: '/v1/generators/onrampurl', handle: (api, _p, _q, body) => api.generateOnrampUrl(body) },
  { method: 'get', path: '/v1/onramp/options', handle: (api) => api.getOnrampOptions() },
  { method: 'post', path: '/v1/onramp/quote', handle: (api, _p, _q, body) => api.getOnrampQuote(body as unknown as Parameters<BlockchainApi['getOnrampQuote']>[0]) },
  { method: 'get', path: '/v1/sessions/:caipAddress', handle: (api, params) => api.getSessions({ caipAddress: params['caipAddress'] ?? '' }) },
  {
    method: 'post',
    path: '/v1/sessions/:address/revoke',
    handle: async (api, params) => {
      await api.revokeSession({ address: params['address'] ?? '' })
      return { success: true }
    },
  },
]

/**
 * msw handlers for every Blockchain API path walletport calls, answering the real service's
 * wire shapes from a BlockchainApi (by default the fixture account: several chains, 3 pages
 * of history, spam, NFTs). A request without `projectId`, `st` and `sv` answers 400, like the
 * real service. Failures (429, 5xx, malformed bodies) are layered on with
 * `blockchainApiFailure` / `malformedBlockchainApiBody` through `server.use(...)`.
 * @example const server = setupServer(...blockchainApiHandlers({ baseUrl: 'https://api.test' }))
 */
export function blockchainApiHandlers(options: BlockchainApiHandlersOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? DEFAULT_BLOCKCHAIN_API_URL).replace(/\/+$/, '')
  const api = options.api ?? fixtureBlockchainApi()
  return ROUTES.map((route) =>
    http[route.method](`${baseUrl}${route.path}`, async ({ request, params }) => {
      const query = new URL(request.url).searchParams
      const refused = refusal(request, query, options)
      if (refused) return refused
      const body = route.method === 'post' ? await readBody(request) : {}
      if (body === undefined) return HttpResponse.json({ status: 'FAILED', reasons: [{ description: 'body is not JSON' }] }, { status: 400 })
      try {
        return HttpResponse.json((await route.handle(api, decodeParams(params), query, body)) as JsonBodyType)
      } catch (error) {
        return errorResponse(error)
      }
    }),
  )
}

/** The paths of the fake, as msw patterns relative to the base URL (for failure helpers and docs). */
export const BLOCKCHAIN_API_PATHS: readonly string[] = ROUTES.map((route) => route.path)

function refusal(request: Request, query: URLSearchParams, options: BlockchainApiHandlersOptions): Response | undefined {
  const projectId = query.get('projectId')
  if (!projectId || !query.get('st') || !query.get('sv')) {
    return HttpResponse.json({ status: 'FAILED', reasons: [{ description: 'Required query parameters: projectId, st, sv' }] }, { status: 400 })
  }
  if (options.projectIds && !options.projectIds.includes(projectId)) {
    return HttpResponse.json({ status: 'FAILED', reasons: [{ description: 'Invalid projectId' }] }, { status: 401 })
  }
  const origin = request.headers.get('origin')
  if (options.allowedOrigins && (!origin || !options.allowedOrigins.includes(origin))) {
    return HttpResponse.json({ status: 'FAILED', reasons: [{ description: 'Origin not allowed' }] }, { status: 403 })
  }
  return undefined
}

function errorResponse(error: unknown): Response {
  const status = error instanceof HttpRequestError && error.status !== undefined ? error.status : 500
  const reason = error instanceof HttpRequestError ? String(error.details['reason'] ?? error.shortMessage) : 'internal error'
  return HttpResponse.json({ status: 'FAILED', reasons: [{ description: reason }] }, { status })
}

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = await request.json()
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

function decodeParams(params: Readonly<Record<string, string | readonly string[] | undefined>>): Params {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(String(value ?? ''))]))
}

function badRequest(reason: string): HttpRequestError {
  return new HttpRequestError({ url: 'msw://blockchain-api', method: 'GET', status: 400, details: { reason } })
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function definedOnly<T extends Record<string, string | undefined>>(record: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: string }
}
