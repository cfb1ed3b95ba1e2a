import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { maxLength, object, optional, regex, string } from 'zod/mini'
import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { isOriginAllowed } from '../../page/isOriginAllowed.js'
import { SocialLoginError, type SocialLoginResult, type SocialRelyingParty } from '../social/SocialRelyingParty.js'
import { escapeHtml } from './escapeHtml.js'
import { FrameApiError } from './FrameApiError.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { readJsonBody } from './readJsonBody.js'
import { deviceIdField } from './requestSchemas.js'
import { routeTable } from './routeTable.js'

/** A social login's result handle lives at most this long (the popup hands it to the app at once). */
export const SOCIAL_RESULT_TTL_MS = 60_000

const originField = string().check(regex(/^https?:\/\/[^/\s]{1,253}$/, 'origin: scheme://host[:port]'))
const socialStartBody = object({ provider: string().check(regex(/^[a-z]{1,20}$/, 'provider: a social name')), origin: originField, returnUrl: optional(string().check(maxLength(2048))) })
const socialConnectBody = object({ resultUri: string().check(regex(/^[\w-]{1,200}$/, 'resultUri: an opaque handle')), origin: originField, deviceId: deviceIdField })

/**
 * The social login, the frame backend being the OpenID Connect relying party: start (the
 * provider's authorization URL for an allowed app origin), the provider's callback (a
 * single-use result handle, ≤ 60 s, bound to the login and its app origin, posted by the
 * popup page to its opener at that origin only), and connect (the handle for a session, from
 * the frame embedded by that same origin).
 * @example routes.push(socialRoutes(context, { rp, allowedOrigins }))
 */
export function socialRoutes(context: FrameRouteContext, options: { readonly rp: SocialRelyingParty; readonly allowedOrigins: readonly string[] }): Route {
  const { store } = context
  const { rp, allowedOrigins } = options
  return routeTable({
    'POST /v1/social/start': async (request, response) => {
      const body = await readJsonBody(request, socialStartBody)
      if (!isOriginAllowed(body.origin, allowedOrigins)) throw new FrameApiError(403, 'origin_not_allowed', 'This app origin may not use the social login.')
      const returnUrl = body.returnUrl === undefined ? undefined : checkedReturnUrl(body.returnUrl, body.origin)
      try {
        sendJson(response, 200, await rp.start({ provider: body.provider, appOrigin: body.origin, returnUrl }))
      } catch (error) {
        if (error instanceof SocialLoginError) throw new FrameApiError(400, error.code, error.message)
        throw error
      }
    },

    'GET /social/callback': async (_request, response, url) => {
      const appOrigin = rp.appOriginOf(url.searchParams.get('state') ?? '')
      let result: SocialLoginResult
      try {
        result = await rp.finish(url)
      } catch (error) {
        if (!(error instanceof SocialLoginError)) throw error
        return sendPopupPage(response, 400, { error: error.message }, appOrigin)
      }
      const payload = { provider: result.provider, email: result.email, userName: result.userName }
      const handle = await store.issueResultHandle({ purpose: 'social', payload, origin: result.appOrigin, ttlMs: SOCIAL_RESULT_TTL_MS })
      if (result.returnUrl) return sendReturnRedirect(response, result.returnUrl, handle)
      sendPopupPage(response, 200, { resultUri: handle }, result.appOrigin)
    },

    'POST /v1/social/connect': async (request, response) => {
      const body = await readJsonBody(request, socialConnectBody)
      const result = await store.consumeResultHandle({ handle: body.resultUri, purpose: 'social' })
      if (!result) throw new FrameApiError(410, 'invalid_result', 'This sign-in result has expired or was already used: sign in again.')
      if (result.origin !== body.origin) throw new FrameApiError(403, 'origin_mismatch', 'This sign-in result belongs to another app.')
      const { email, userName, provider } = result.payload as { readonly email: string; readonly userName: string; readonly provider: string }
      // The same user model as the email login: one user per address, so the wallet is the same.
      const user = await store.ensureUser(email)
      await store.rememberDevice(user, body.deviceId)
      sendJson(response, 200, { ...(await store.openSession(user)), userName, provider })
    },
  })
}

/**
 * A top-level login's return URL (the Telegram mini app), checked so the backend never
 * redirects elsewhere: an absolute http(s) URL on the app origin that started the login (itself
 * one of the allowed origins), without credentials.
 */
function checkedReturnUrl(value: string, appOrigin: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new FrameApiError(403, 'return_url_not_allowed', 'This return URL is not on the app origin.')
  }
  if (url.origin !== appOrigin || url.username !== '' || url.password !== '') throw new FrameApiError(403, 'return_url_not_allowed', 'This return URL is not on the app origin.')
  // A stale handle is dropped; the fragment stays (Telegram passes its launch parameters there).
  url.searchParams.delete('result_uri')
  return url.href
}

/** Back to the app's page with the handle in `result_uri` (the app removes it from the address bar at once). */
function sendReturnRedirect(response: ServerResponse, returnUrl: string, handle: string): void {
  const url = new URL(returnUrl)
  url.searchParams.set('result_uri', handle)
  response.writeHead(303, { location: url.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'content-length': 0 }).end()
}

/**
 * The popup's last page: posts `message` to its opener, only at `appOrigin` (nowhere when
 * unknown), and says what happened for a visitor who still sees it.
 */
function sendPopupPage(response: ServerResponse, status: number, message: { readonly resultUri: string } | { readonly error: string }, appOrigin: string | undefined): void {
  const script = appOrigin
    ? `window.opener&&window.opener.postMessage(${jsonForScript(message)},${jsonForScript(appOrigin)})`
    : ''
  const policy = `default-src 'none'; script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  const text = 'resultUri' in message ? 'Signed in. You can close this window.' : message.error
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status === 200 ? 'Signed in' : 'Sign-in failed'}</title></head><body><p>${escapeHtml(text)}</p><script>${script}</script></body></html>`
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'content-security-policy': policy }).end(html)
}

/** JSON that cannot close the script element it sits in. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
