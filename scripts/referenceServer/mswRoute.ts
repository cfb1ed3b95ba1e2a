import { getResponse, type HttpHandler } from 'msw'
import { readBody } from './http.js'
import type { Route } from './route.js'

/**
 * Serves msw handlers over a real HTTP server: the request is turned into a fetch Request,
 * answered by the first matching handler, and written back; no match → false (next route).
 * This is how the reference server answers the Blockchain API paths it has no chain data
 * for (names, swaps, onramp, sessions) with the very handlers the unit tests use. The handlers
 * are built for `baseUrl` (any fixed origin: only the path and query matter).
 */
export function mswRoute(handlers: readonly HttpHandler[], baseUrl: string): Route {
  return async (request, response, url) => {
    const method = request.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)
    const headers = new Headers()
    for (const [key, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(key, value)
    const target = new URL(`${url.pathname}${url.search}`, baseUrl)
    // The offline demo has no project: an empty projectId stands for a local one.
    if (target.searchParams.get('projectId') === '') target.searchParams.set('projectId', 'local')
    const fetchRequest = new Request(target, { method, headers, ...(body === undefined ? {} : { body }) })
    const answer = await getResponse([...handlers], fetchRequest)
    if (!answer) return false
    const responseHeaders: Record<string, string> = {}
    answer.headers.forEach((value, key) => {
      responseHeaders[key] = value
    })
    response.writeHead(answer.status, responseHeaders).end(Buffer.from(await answer.arrayBuffer()))
    return true
  }
}
