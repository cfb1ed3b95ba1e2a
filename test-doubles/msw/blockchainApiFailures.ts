import { http, HttpResponse, type HttpHandler } from 'msw'
import { DEFAULT_BLOCKCHAIN_API_URL } from '../../core/options/serviceDefaults.js'

/** Which requests fail and how often. */
export interface BlockchainApiFailureTarget {
  /** An msw path relative to the base URL, e.g. `/v1/account/:address/balance` (see BLOCKCHAIN_API_PATHS). */
  readonly path: string
  readonly method?: 'get' | 'post'
  /** Default: the provider's API. */
  readonly baseUrl?: string
  /** Fail this many matching requests, then let them through to the next handler. Default: every one. */
  readonly times?: number
}

/**
 * Matching requests answer `status` (429 with an optional Retry-After in seconds, 5xx, 4xx)
 * with the real service's error body. Put it in front with `server.use(...)`.
 * @example server.use(blockchainApiFailure({ path: '/v1/account/:address/balance', status: 429, retryAfter: 2, times: 1 }))
 */
export function blockchainApiFailure(target: BlockchainApiFailureTarget & { readonly status: number; readonly retryAfter?: number }): HttpHandler {
  return limited(target, () =>
    HttpResponse.json(
      { status: 'FAILED', reasons: [{ description: target.status === 429 ? 'Too many requests' : `Failed with status ${target.status}` }] },
      { status: target.status, headers: target.retryAfter === undefined ? {} : { 'Retry-After': String(target.retryAfter) } },
    ),
  )
}

/**
 * Matching requests answer 200 with a body that is not the documented shape: `'not-json'`
 * (truncated JSON), or `'wrong-shape'` (valid JSON, wrong fields: the default).
 * @example server.use(malformedBlockchainApiBody({ path: '/v1/account/:address/history' }))
 */
export function malformedBlockchainApiBody(target: BlockchainApiFailureTarget & { readonly kind?: 'not-json' | 'wrong-shape' }): HttpHandler {
  return limited(target, () =>
    target.kind === 'not-json'
      ? new HttpResponse('{"balances": [{"name": "Ether', { status: 200, headers: { 'Content-Type': 'application/json' } })
      : HttpResponse.json({ data: 'unexpected', balances: [{ name: 42 }], next: 7, http: 'x' }),
  )
}

/**
 * Matching requests get no answer at all (a network error, as when the service is down).
 * @example server.use(unreachableBlockchainApi({ path: '/v1/account/:address/balance' }))
 */
export function unreachableBlockchainApi(target: BlockchainApiFailureTarget): HttpHandler {
  return limited(target, () => HttpResponse.error())
}

function limited(target: BlockchainApiFailureTarget, answer: () => Response): HttpHandler {
  const baseUrl = (target.baseUrl ?? DEFAULT_BLOCKCHAIN_API_URL).replace(/\/+$/, '')
  let left = target.times ?? Number.POSITIVE_INFINITY
  return http[target.method ?? 'get'](`${baseUrl}${target.path}`, () => {
    if (left <= 0) return undefined
    left -= 1
    return answer()
  })
}
