import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Route } from '../../scripts/referenceServer/route.js'
import { sendJson } from '../../scripts/referenceServer/http.js'
import { buildFramePage, FRAME_PAGE_ENTRY } from './buildFramePage.js'
import { DeviceApprovalWaiters } from './DeviceApprovalWaiters.js'
import { FrameMailer, type SmtpOptions } from './FrameMailer.js'
import { DEVICE_WAIT_MS } from './frameRules.js'
import { emailUpdateRoutes } from './http/emailUpdateRoutes.js'
import { FrameApiError } from './http/FrameApiError.js'
import type { FrameRouteContext } from './http/FrameRouteContext.js'
import { BASE_SECURITY_HEADERS } from './http/frameSecurityHeaders.js'
import { keyRoutes } from './http/keyRoutes.js'
import { loginRoutes } from './http/loginRoutes.js'
import { outboxRoutes } from './http/outboxRoutes.js'
import { pageRoutes } from './http/pageRoutes.js'
import { sessionRoutes } from './http/sessionRoutes.js'
import { socialRoutes } from './http/socialRoutes.js'
import { farcasterRoutes, type FarcasterLoginOptions } from './http/farcasterRoutes.js'
import { telegramRoutes, type TelegramOptions } from './http/telegramRoutes.js'
import { SocialRelyingParty, type SocialLoginOptions } from './social/SocialRelyingParty.js'
import type { Randomness } from './Randomness.js'
import type { FrameStore } from './store/FrameStore.js'
import { PgliteSqlClient } from './store/PgliteSqlClient.js'
import { PgPoolSqlClient } from './store/PgPoolSqlClient.js'
import { runMigrations } from './store/runMigrations.js'
import type { SqlClient } from './store/SqlClient.js'
import { SqlFrameStore } from './store/SqlFrameStore.js'

/** The frame backend's default port (`WALLETPORT_FRAME_PORT` in main.ts). */
export const FRAME_BACKEND_PORT = 7400

export interface FrameBackendOptions {
  /** Default 7400; 0 = any free port. */
  readonly port?: number
  /** Default 127.0.0.1. */
  readonly host?: string
  /** App origins allowed to embed the frame (its CSP frame-ancestors and the page's own check). */
  readonly allowedOrigins: readonly string[]
  /** The chains where the frame offers smart accounts (the factory deployed there), with the RPC URL its page reads each through. */
  readonly smartAccountNetworks?: readonly { readonly chainId: number; readonly rpcUrl: string }[]
  /** More CSP connect-src origins (the chains' RPC endpoints). */
  readonly connectSources?: readonly string[]
  /** `postgres://…`: a PostgreSQL server through pg. Default: embedded PGlite. */
  readonly databaseUrl?: string
  /** PGlite's data directory; default in memory. */
  readonly dataDir?: string
  /** An open database to use instead (tests share one across servers); migrated, and left open by stop(). */
  readonly database?: SqlClient
  /** Also deliver the mails by SMTP. */
  readonly smtp?: SmtpOptions
  readonly clock?: { now(): number }
  readonly random?: Randomness
  /** The frame page's entry bundled into /frame.js; default embedded-wallet/page/main.ts. */
  readonly pageEntry?: string
  /** How long POST /v1/device/wait holds a request; default 25 s. */
  readonly deviceWaitMs?: number
  /** The social login through an OpenID Connect provider (its routes are absent without it). */
  readonly social?: SocialLoginOptions
  /** Sign In With Farcaster through a relay (its routes are absent without it). */
  readonly farcaster?: FarcasterLoginOptions
  /** The Telegram bot whose mini app's launch data POST /v1/telegram/verify checks (absent without it). */
  readonly telegram?: TelegramOptions
  readonly log?: (line: string) => void
}

export interface RunningFrameBackend {
  /** e.g. `http://127.0.0.1:7400` (no trailing slash). */
  readonly url: string
  readonly store: FrameStore
  /** Answers held long polls, closes the server and the database it opened. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the reference backend of the embedded wallet frame: the frame page and its bundle,
 * the email login, sessions, key backup and email change API, and the demo outbox.
 * @example const backend = await startFrameBackend({ allowedOrigins: ['http://localhost:5173'], port: 0 })
 */
export async function startFrameBackend(options: FrameBackendOptions): Promise<RunningFrameBackend> {
  const log = options.log ?? (() => undefined)
  const [client, script] = await Promise.all([openDatabase(options), buildFramePage(options.pageEntry ?? FRAME_PAGE_ENTRY)])
  const ownsDatabase = client !== options.database
  try {
    await runMigrations(client)
  } catch (error) {
    if (ownsDatabase) await client.close()
    throw error
  }
  const store = new SqlFrameStore({ client, clock: options.clock ?? { now: () => Date.now() }, ...(options.random ? { random: options.random } : {}) })
  let url = ''
  const context: FrameRouteContext = {
    store,
    mailer: new FrameMailer({ store, log, ...(options.smtp ? { smtp: options.smtp } : {}) }),
    waiters: new DeviceApprovalWaiters(),
    deviceWaitMs: options.deviceWaitMs ?? DEVICE_WAIT_MS,
    baseUrl: () => url,
  }
  const routes: Route[] = [
    pageRoutes({ config: { allowedOrigins: options.allowedOrigins, ...(options.smartAccountNetworks ? { smartAccountNetworks: options.smartAccountNetworks } : {}) }, script, ...(options.connectSources ? { connectSources: options.connectSources } : {}) }),
    loginRoutes(context),
    sessionRoutes(context),
    keyRoutes(context),
    emailUpdateRoutes(context),
    outboxRoutes(context),
  ]
  if (options.social) {
    const clock = options.clock ?? { now: () => Date.now() }
    const rp = new SocialRelyingParty({ ...options.social, redirectUri: () => `${url}/social/callback`, now: () => clock.now() })
    routes.push(socialRoutes(context, { rp, allowedOrigins: options.allowedOrigins }))
  }
  if (options.farcaster) routes.push(farcasterRoutes(context, { ...options.farcaster, allowedOrigins: options.allowedOrigins }))
  if (options.telegram) {
    const clock = options.clock ?? { now: () => Date.now() }
    routes.push(telegramRoutes({ ...options.telegram, now: () => clock.now() }))
  }
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.setHeader(name, value)
    void answer(routes, request, response, log)
  })
  await listen(server, options.port ?? FRAME_BACKEND_PORT, options.host ?? '127.0.0.1').catch(async (error: unknown) => {
    if (ownsDatabase) await client.close()
    throw error
  })
  const address = server.address() as AddressInfo
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  let stopping: Promise<void> | undefined
  const stop = async (): Promise<void> => {
    context.waiters.closeAll()
    await close(server)
    if (ownsDatabase) await client.close()
  }
  return { url, store, stop: () => (stopping ??= stop()) }
}

async function answer(routes: readonly Route[], request: Parameters<Route>[0], response: Parameters<Route>[1], log: (line: string) => void): Promise<void> {
  try {
    const url = new URL(request.url ?? '/', 'http://frame.local')
    for (const route of routes) if (await route(request, response, url)) return
    sendJson(response, 404, { error: 'not_found', message: `No route for ${request.method ?? 'GET'} ${url.pathname}.` })
  } catch (error) {
    if (!(error instanceof FrameApiError)) log(`frame backend: ${request.method} ${request.url?.split('?')[0]} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    if (response.headersSent) return void response.destroy()
    // A refused oversized body is not read to its end: close the connection after answering.
    if (error instanceof FrameApiError && error.status === 413) response.setHeader('connection', 'close')
    if (error instanceof FrameApiError) sendJson(response, error.status, { ...error.extra, error: error.code, message: error.shortMessage })
    else sendJson(response, 500, { error: 'internal_error', message: 'The server could not answer.' })
  }
}

async function openDatabase(options: FrameBackendOptions): Promise<SqlClient> {
  if (options.database) return options.database
  if (options.databaseUrl) return new PgPoolSqlClient({ databaseUrl: options.databaseUrl })
  return PgliteSqlClient.open(options.dataDir ? { dataDir: options.dataDir } : {})
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
