import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { closeServer, listenOnLoopback } from '../../scripts/demoServer/loopbackServer.js'
import { escapeHtml } from '../server/http/escapeHtml.js'
import { DEMO_FARCASTER_FID, DEMO_FARCASTER_USERNAME, demoFarcasterCustody } from './farcasterDemoAccount.js'

/** The local Sign In With Farcaster relay's default port (`WALLETPORT_FARCASTER_PORT`). */
export const FARCASTER_RELAY_PORT = 7402

/** How long a channel lives by default (the code in the QR expires with it). */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60_000

/** The SIWF statement and chain id (@farcaster/auth-client's constants). */
const SIWF_STATEMENT = 'Farcaster Auth'
const SIWF_CHAIN_ID = 10

export interface FarcasterRelayOptions {
  /** Default 7402; 0 = any free port. */
  readonly port?: number
  /** Channel lifetime; default 5 minutes. */
  readonly channelTtlMs?: number
  readonly log?: (line: string) => void
  readonly now?: () => number
}

export interface RunningFarcasterRelay {
  /** e.g. `http://127.0.0.1:7402` (no trailing slash); the relay API is under `${url}/v1`. */
  readonly url: string
  /** The key a Farcaster app sends as `X-Farcaster-Auth-Relay-Key` to authenticate a channel. */
  readonly authKey: string
  readonly stop: () => Promise<void>
}

interface SignatureParams {
  readonly siweUri: string
  readonly domain: string
  readonly nonce: string
  readonly notBefore?: string
  readonly expirationTime?: string
  readonly requestId?: string
  readonly redirectUrl?: string
}

interface Channel {
  readonly url: string
  readonly expiresAt: number
  readonly signatureParams: SignatureParams
  readonly acceptAuthAddress: boolean
  readonly metadata: { readonly ip: string; readonly userAgent: string }
  completed?: { readonly message: string; readonly signature: `0x${string}`; readonly fid: number; readonly username?: string; readonly displayName?: string; readonly bio?: string; readonly pfpUrl?: string; readonly authMethod: 'custody' | 'authAddress'; readonly custody?: `0x${string}` }
}

class RelayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A local Sign In With Farcaster relay with the public relay's API (what @farcaster/auth-client
 * calls): POST /v1/channel → 201 { channelToken, url, connectUri, nonce }; GET /v1/channel/status
 * with `Authorization: Bearer <channelToken>` → 202 pending / 200 completed with message,
 * signature, fid, username… (the channel is closed after that read); POST /v1/channel/authenticate (the Farcaster app, with the relay
 * key). A channel expires after `channelTtlMs` (then 401). Beside it, the "Farcaster app" a
 * channel URL opens: GET /app?channelToken=… shows the SIWF message, and its Sign in button
 * signs it with the demo custody key and completes the channel.
 * @example const relay = await startFarcasterRelay({ port: 0 }); …; await relay.stop()
 */
export async function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<RunningFarcasterRelay> {
  const ttl = options.channelTtlMs ?? FARCASTER_CHANNEL_TTL_MS
  const now = options.now ?? Date.now
  const log = options.log ?? (() => undefined)
  const authKey = randomBytes(16).toString('hex')
  const channels = new Map<string, Channel>()
  const server = await listenOnLoopback(options.port ?? FARCASTER_RELAY_PORT)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const channelOf = (token: string | undefined): Channel => {
    const channel = token ? channels.get(token) : undefined
    if (!channel) throw new RelayError(401, 'Unknown channel.')
    if (now() > channel.expiresAt) {
      channels.delete(token as string)
      throw new RelayError(401, 'This channel has expired.')
    }
    return channel
  }
  const statusOf = (channel: Channel) => ({
    state: channel.completed ? 'completed' : 'pending',
    nonce: channel.signatureParams.nonce,
    url: channel.url,
    ...channel.completed,
    signatureParams: channel.signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  })

  /** The Farcaster app's part: the SIWF message for this channel, signed with the custody key. */
  const signAsDemoApp = async (channel: Channel) => {
    const params = channel.signatureParams
    const message = createSiweMessage({
      domain: params.domain,
      address: demoFarcasterCustody.address,
      statement: SIWF_STATEMENT,
      uri: params.siweUri,
      version: '1',
      chainId: SIWF_CHAIN_ID,
      nonce: params.nonce,
      issuedAt: new Date(now()),
      ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
      ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
      ...(params.requestId ? { requestId: params.requestId } : {}),
      resources: [`farcaster://fid/${DEMO_FARCASTER_FID}`],
    })
    const signature = await demoFarcasterCustody.signMessage({ message })
    channel.completed = { message, signature, fid: DEMO_FARCASTER_FID, username: DEMO_FARCASTER_USERNAME, displayName: 'Walletport Demo', authMethod: 'custody', custody: demoFarcasterCustody.address }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const requestUrl = new URL(request.url ?? '/', url)
    const route = `${request.method ?? 'GET'} ${requestUrl.pathname}`
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (route === 'POST /v1/channel') {
      const body = (await readJson(request)) as Partial<Record<keyof SignatureParams | 'acceptAuthAddress', unknown>>
      if (typeof body.siweUri !== 'string' || typeof body.domain !== 'string') throw new RelayError(400, 'siweUri and domain are required.')
      const optional = (key: 'notBefore' | 'expirationTime' | 'requestId' | 'redirectUrl') => (typeof body[key] === 'string' ? { [key]: body[key] } : {})
      const channelToken = randomUUID()
      const nonce = typeof body.nonce === 'string' && /^[a-zA-Z0-9]{8,}$/.test(body.nonce) ? body.nonce : generateSiweNonce()
      const signatureParams: SignatureParams = { siweUri: body.siweUri, domain: body.domain, nonce, ...optional('notBefore'), ...optional('expirationTime'), ...optional('requestId'), ...optional('redirectUrl') }
      const channelUrl = `${url}/app?channelToken=${channelToken}`
      const connectUri = `farcaster://connect?${new URLSearchParams({ channelToken, nonce, siweUri: body.siweUri, domain: body.domain }).toString()}`
      channels.set(channelToken, {
        url: channelUrl,
        expiresAt: now() + ttl,
        signatureParams,
        acceptAuthAddress: body.acceptAuthAddress === true,
        metadata: { ip: request.socket.remoteAddress ?? '', userAgent: request.headers['user-agent'] ?? '' },
      })
      log(`farcaster channel ${channelToken} for ${body.domain}`)
      return sendJson(response, 201, { channelToken, url: channelUrl, connectUri, nonce })
    }
    if (route === 'GET /v1/channel/status') {
      const channel = channelOf(bearer)
      // A completed channel is closed after that read: its result is handed out once.
      if (channel.completed) channels.delete(bearer as string)
      return sendJson(response, channel.completed ? 200 : 202, statusOf(channel))
    }
    if (route === 'POST /v1/channel/authenticate') {
      if (request.headers['x-farcaster-auth-relay-key'] !== authKey) throw new RelayError(401, 'Unknown relay key.')
      const channel = channelOf(bearer)
      const body = (await readJson(request)) as Record<string, unknown>
      if (typeof body.message !== 'string' || typeof body.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(body.signature) || typeof body.fid !== 'number') {
        throw new RelayError(400, 'message, signature and fid are required.')
      }
      const text = (key: string) => (typeof body[key] === 'string' ? { [key]: body[key] as string } : {})
      channel.completed = {
        message: body.message,
        signature: body.signature as `0x${string}`,
        fid: body.fid,
        authMethod: body.authMethod === 'authAddress' ? 'authAddress' : 'custody',
        ...text('username'),
        ...text('displayName'),
        ...text('bio'),
        ...text('pfpUrl'),
      }
      return sendJson(response, 201, statusOf(channel))
    }
    if (route === 'GET /app') return sendAppPage(response, channelOf(requestUrl.searchParams.get('channelToken') ?? undefined), requestUrl.searchParams.get('channelToken') ?? '')
    if (route === 'POST /app/sign') {
      const form = new URLSearchParams(await readText(request))
      const channel = channelOf(form.get('channelToken') ?? undefined)
      if (!channel.completed) await signAsDemoApp(channel)
      return sendHtml(response, 200, 'Signed in', `<h1>Signed in</h1><p role="status">You signed in to ${escapeHtml(channel.signatureParams.domain)} as @${DEMO_FARCASTER_USERNAME}. You can go back to the app.</p>`)
    }
    throw new RelayError(404, 'Not found.')
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (request.url?.startsWith('/app')) return sendHtml(response, error instanceof RelayError ? error.status : 500, 'Farcaster', `<h1>Cannot sign in</h1><p role="alert">${escapeHtml(error instanceof Error ? error.message : 'Failed.')}</p>`)
      sendJson(response, error instanceof RelayError ? error.status : 500, { error: error instanceof Error ? error.message : 'Failed.' })
    })
  })
  log(`farcaster relay ${url}`)
  return { url, authKey, stop: () => closeServer(server) }
}

function sendAppPage(response: ServerResponse, channel: Channel, channelToken: string): void {
  const preview = createSiweMessage({
    domain: channel.signatureParams.domain,
    address: demoFarcasterCustody.address,
    statement: SIWF_STATEMENT,
    uri: channel.signatureParams.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: channel.signatureParams.nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${DEMO_FARCASTER_FID}`],
  })
  const body = channel.completed
    ? `<h1>Farcaster</h1><p role="status">Already signed in. You can go back to the app.</p>`
    : `<h1>Farcaster</h1>
<p><strong>${escapeHtml(channel.signatureParams.domain)}</strong> asks you to sign in as @${DEMO_FARCASTER_USERNAME} (fid ${DEMO_FARCASTER_FID}).</p>
<pre aria-label="Message to sign">${escapeHtml(preview)}</pre>
<form method="post" action="/app/sign"><input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}"><button type="submit">Sign in</button></form>`
  sendHtml(response, 200, 'Farcaster', body)
}

function sendHtml(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'cache-control': 'no-store',
  })
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f5;padding:.75rem;border-radius:8px}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;background:#7c65c1;color:#fff;border:0}</style></head><body><main>${body}</main></body></html>`)
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  response.end(JSON.stringify(body))
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 64_000) throw new RelayError(413, 'Body too large.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    const json: unknown = JSON.parse(await readText(request))
    if (typeof json !== 'object' || json === null) throw new Error('not an object')
    return json
  } catch (error) {
    if (error instanceof RelayError) throw error
    throw new RelayError(400, 'The body is not a JSON object.')
  }
}
