import { randomUUID } from 'node:crypto'
import { number, object, optional, regex, string } from 'zod/mini'
import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { isOriginAllowed } from '../../page/isOriginAllowed.js'
import { FarcasterSignInError, verifyFarcasterSignIn } from '../../farcaster/verifyFarcasterSignIn.js'
import { FrameApiError } from './FrameApiError.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { readJsonBody } from './readJsonBody.js'
import { deviceIdField } from './requestSchemas.js'
import { routeTable } from './routeTable.js'

/** Where the frame backend finds the Sign In With Farcaster relay. */
export interface FarcasterLoginOptions {
  /** The relay's URL (its API under `/v1`), read when a login starts. */
  readonly relayUrl: () => string
  /** How long one connect call waits for the Farcaster app before answering 202; default 20 s. */
  readonly waitMs?: number
  /** Between two status reads; default 500 ms. */
  readonly pollMs?: number
}

/** The e-mail-shaped id a Farcaster user has in the user model (one user per fid). */
export function farcasterUserId(fid: number): string {
  return `fid-${fid}@farcaster.invalid`
}

interface PendingChannel {
  readonly channelToken: string
  readonly nonce: string
  readonly domain: string
  readonly origin: string
}

const originField = string().check(regex(/^https?:\/\/[^/\s]{1,253}$/, 'origin: scheme://host[:port]'))
const startBody = object({ origin: originField })
const connectBody = object({ channel: string().check(regex(/^[\w-]{1,100}$/, 'channel: an opaque id')), origin: originField, deviceId: deviceIdField })
const relayStatus = object({ state: string(), message: optional(string()), signature: optional(string()), fid: optional(number()), username: optional(string()) })

/**
 * Sign In With Farcaster, the frame backend being the relay's app: start opens a channel for
 * an allowed app origin (domain = its host, a fresh nonce) and gives its URL for the QR;
 * connect waits for the relay to report completion (202 `pending` after `waitMs`: call
 * again), verifies the signed message offline (domain, nonce, signature, custody), and opens
 * a session for the fid's user. An expired channel is 410 `channel_expired`.
 * @example routes.push(farcasterRoutes(context, { relayUrl: () => relay.url, allowedOrigins }))
 */
export function farcasterRoutes(context: FrameRouteContext, options: FarcasterLoginOptions & { readonly allowedOrigins: readonly string[] }): Route {
  const { store } = context
  const pending = new Map<string, PendingChannel>()
  const waitMs = options.waitMs ?? 20_000
  const pollMs = options.pollMs ?? 500
  const relay = (path: string, init?: RequestInit) => fetch(`${options.relayUrl()}/v1/${path}`, init)
  return routeTable({
    'POST /v1/farcaster/start': async (request, response) => {
      const { origin } = await readJsonBody(request, startBody)
      if (!isOriginAllowed(origin, options.allowedOrigins)) throw new FrameApiError(403, 'origin_not_allowed', 'This app origin may not use Sign In With Farcaster.')
      const domain = new URL(origin).host
      const created = await relay('channel', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siweUri: `${origin}/`, domain }) }).catch(() => undefined)
      if (created?.status !== 201) throw new FrameApiError(502, 'relay_unavailable', 'The Farcaster relay did not answer.')
      const { channelToken, url, nonce } = (await created.json()) as { channelToken: string; url: string; nonce: string }
      const channel = randomUUID()
      pending.set(channel, { channelToken, nonce, domain, origin })
      sendJson(response, 200, { url, channel })
    },

    'POST /v1/farcaster/connect': async (request, response) => {
      const body = await readJsonBody(request, connectBody)
      const channel = pending.get(body.channel)
      if (!channel) throw new FrameApiError(410, 'channel_expired', 'This Farcaster code has expired.')
      if (channel.origin !== body.origin) throw new FrameApiError(403, 'origin_mismatch', 'This Farcaster sign-in belongs to another app.')
      const deadline = Date.now() + waitMs
      let closed = false
      request.once('close', () => (closed = true))
      for (;;) {
        const answer = await relay('channel/status', { headers: { authorization: `Bearer ${channel.channelToken}` } }).catch(() => undefined)
        if (!answer) throw new FrameApiError(502, 'relay_unavailable', 'The Farcaster relay did not answer.')
        if (answer.status === 401) {
          pending.delete(body.channel)
          throw new FrameApiError(410, 'channel_expired', 'This Farcaster code has expired.')
        }
        if (answer.status === 200) {
          pending.delete(body.channel)
          const status = relayStatus.parse(await answer.json())
          if (!status.message || !status.signature || !/^0x[0-9a-fA-F]+$/.test(status.signature)) throw new FrameApiError(403, 'farcaster_refused', 'Farcaster sign-in refused: no signed message.')
          let fid: number
          try {
            ;({ fid } = await verifyFarcasterSignIn({ message: status.message, signature: status.signature as `0x${string}`, domain: channel.domain, nonce: channel.nonce }))
          } catch (error) {
            if (error instanceof FarcasterSignInError) throw new FrameApiError(403, 'farcaster_refused', error.message)
            throw error
          }
          const userName = status.username ?? `fid:${fid}`
          // The same user model as the email and social logins: one user (one wallet) per fid.
          const user = await store.ensureUser(farcasterUserId(fid))
          await store.rememberDevice(user, body.deviceId)
          return sendJson(response, 200, { ...(await store.openSession(user)), userName })
        }
        if (closed || Date.now() + pollMs > deadline) return sendJson(response, 202, { state: 'pending' })
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    },
  })
}
