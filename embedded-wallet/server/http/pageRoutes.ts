import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { framePageHtml, type FramePageConfig } from '../framePageHtml.js'
import { frameContentSecurityPolicy } from './frameSecurityHeaders.js'
import { routeTable } from './routeTable.js'
import { sendHtmlPage } from './sendHtmlPage.js'

/**
 * The frame page with its config and CSP, its bundle, the social popup's loading page, and
 * the health check.
 * @example routes.push(pageRoutes({ config: { allowedOrigins }, script, connectSources }))
 */
export function pageRoutes(options: { readonly config: FramePageConfig; readonly script: string; readonly connectSources?: readonly string[] }): Route {
  const policy = frameContentSecurityPolicy({ allowedOrigins: options.config.allowedOrigins, connectSources: options.connectSources ?? [] })
  const html = framePageHtml(options.config)
  return routeTable({
    'GET /frame': async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'content-security-policy': policy }).end(html)
    },

    'GET /frame.js': async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': Buffer.byteLength(options.script) }).end(options.script)
    },

    'GET /loading': async (_request, response) => {
      sendHtmlPage(response, 200, 'Loading…', '<p>Loading…</p>', policy)
    },

    'GET /healthz': async (_request, response) => {
      sendJson(response, 200, { ok: true })
    },
  })
}
