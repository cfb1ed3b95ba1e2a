import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Route } from '../../../scripts/referenceServer/route.js'

/** Answers one method + path; throws FrameApiError to refuse. */
export type FrameHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>

/**
 * A Route answering exact `'<METHOD> <path>'` keys; other requests fall through to the next route.
 * @example routeTable({ 'GET /healthz': async (_request, response) => sendJson(response, 200, { ok: true }) })
 */
export function routeTable(handlers: Readonly<Record<string, FrameHandler>>): Route {
  return async (request, response, url) => {
    const handler = handlers[`${request.method ?? 'GET'} ${url.pathname}`]
    if (!handler) return false
    await handler(request, response, url)
    return true
  }
}
