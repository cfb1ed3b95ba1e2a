import { http, HttpResponse, type HttpHandler } from 'msw'
import { DEFAULT_DIRECTORY_API_URL } from '../../core/options/serviceDefaults.js'
import type { Wallet } from '../../core/connectors/Wallet.js'
import { directoryImageSvg } from './directoryImage.js'
import { DIRECTORY_IMAGE_COLOURS, DIRECTORY_WALLETS } from './directoryFixtures.js'
import { pageOfWallets, parseDirectoryQuery } from './directoryQuery.js'

/** What the fake directory serves. */
export interface DirectoryHandlersOptions {
  /** Default DEFAULT_DIRECTORY_API_URL. */
  readonly baseUrl?: string
  /** Default DIRECTORY_WALLETS (a dozen real wallets); `manyWallets(130)` for paging. */
  readonly wallets?: readonly Wallet[]
  /** When set, any other projectId is refused with 403 like the real service. */
  readonly projectId?: string
}

/**
 * msw handlers for the wallet directory, in the real service's wire shapes: `/getWallets` with paging and every
 * filter, and `/getWalletImage/{id}` answering a generated SVG for each listed image id (404
 * otherwise). A missing projectId is a 400, an unknown one a 403 when `projectId` is set.
 * @example server.use(...directoryHandlers({ wallets: manyWallets(130) }))
 */
export function directoryHandlers(options: DirectoryHandlersOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_DIRECTORY_API_URL).replace(/\/+$/, '')
  const wallets = options.wallets ?? DIRECTORY_WALLETS
  const refuse = (url: URL) => projectRefusal(url, options.projectId)
  return [
    http.get(`${base}/getWallets`, ({ request }) => {
      const url = new URL(request.url)
      const refused = refuse(url)
      if (refused) return refused
      const query = parseDirectoryQuery(url.searchParams)
      if (!query.ok) return HttpResponse.json({ message: query.reason }, { status: 400 })
      return HttpResponse.json(pageOfWallets(wallets, query))
    }),
    http.get(`${base}/getWalletImage/:imageId`, ({ request, params }) => {
      const refused = refuse(new URL(request.url))
      if (refused) return refused
      const wallet = wallets.find((candidate) => candidate.image_id === params.imageId)
      if (!wallet?.image_id) return HttpResponse.json({ message: 'image not found' }, { status: 404 })
      return new HttpResponse(directoryImageSvg(wallet.name, DIRECTORY_IMAGE_COLOURS[wallet.image_id] ?? '#3b82f6'), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      })
    }),
  ]
}

/** A failure the fake directory can play instead of an answer: an HTTP status, a bad body, or no response. */
export type DirectoryFailure = number | 'malformed' | 'network'

/**
 * One handler answering `path` with a failure: a status (429 with `Retry-After` when
 * `retryAfterSeconds` is given), a body of the wrong shape, or a dropped connection. Put it
 * before the normal handlers with `server.use(...)`; `once` (default true) plays it once.
 * @example server.use(directoryFailure(503, { path: '/getWallets' }))
 */
export function directoryFailure(
  failure: DirectoryFailure,
  options: { readonly baseUrl?: string; readonly path?: string; readonly retryAfterSeconds?: number; readonly once?: boolean } = {},
): HttpHandler {
  const base = (options.baseUrl ?? DEFAULT_DIRECTORY_API_URL).replace(/\/+$/, '')
  return http.get(
    `${base}${options.path ?? '/getWallets'}`,
    () => {
      if (failure === 'network') return HttpResponse.error()
      if (failure === 'malformed') return HttpResponse.json({ data: [{ id: 42, name: null }], count: 'many' })
      const headers: Record<string, string> = options.retryAfterSeconds === undefined ? {} : { 'retry-after': String(options.retryAfterSeconds) }
      return HttpResponse.json({ message: failure === 429 ? 'Too Many Requests' : 'Server Error' }, { status: failure, headers })
    },
    { once: options.once ?? true },
  )
}

function projectRefusal(url: URL, expected: string | undefined): HttpResponse<{ message: string }> | undefined {
  const projectId = url.searchParams.get('projectId')
  if (!projectId) return HttpResponse.json({ message: 'projectId is required' }, { status: 400 })
  if (expected !== undefined && projectId !== expected) return HttpResponse.json({ message: 'Invalid projectId' }, { status: 403 })
  return undefined
}
