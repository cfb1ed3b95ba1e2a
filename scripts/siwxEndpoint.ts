// The demo's sign-in backend: `walletport/siwx/server` behind two routes on the demo's own
// server (same origin, so the page needs no CORS). `?siwx=required` pages get their nonces
// here and have each signed session confirmed here before they keep it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { createSiwxServer, SiwxStoreUnavailableError, type SiwxServer } from '../adapters/siwx/server/index.js'
import { anvilAt } from '../core/network/presets.js'
import type { DemoChain } from '../demo/chains.js'
import type { DemoSolana } from '../demo/solanaDemo.js'

/** The routes, as the page calls them (demo/siwxDemo.ts). */
export const SIWX_ENDPOINT_PATHS = Object.freeze({ nonce: '/siwx/nonce', verify: '/siwx/verify' })

/** Larger bodies are refused (413): a sign-in message and its signature are well under 4 kB. */
const MAX_BODY_BYTES = 32_768

/** Options of `createSiwxEndpoint`. */
export interface SiwxEndpointOptions {
  /**
   * The site's origin as the browser sees it (`http://127.0.0.1:5173`), or a function giving it
   * once the server listens (a free port is known only then). Its host is the only domain accepted.
   */
  readonly origin: string | (() => string)
  /** The chains that may sign in; their RPC answers contract-wallet (EIP-1271 / EIP-6492) checks. */
  readonly chains: readonly DemoChain[]
  /** The local Solana cluster that may sign in too (Sign In With Solana), by its genesis hash. */
  readonly solana?: DemoSolana
  /** Replaces the default `createSiwxServer` (tests: a fixed clock). */
  readonly server?: SiwxServer
}

/** A request handler: true when the request was one of its routes (it answers), false to let the caller serve it. */
export type SiwxEndpoint = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * `GET /siwx/nonce` → `{ nonce, expiresAt }` (single use, 5 minutes); `POST /siwx/verify` with
 * `{ message, signature }` → 200 `{ ok: true, session }`, or 401 `{ ok: false, reason, message }`
 * (domain, URI, chain, times, nonce, signature); 400 bad JSON, 405 wrong method, 413 too large,
 * 503 when a shared store is unavailable.
 * @example site.on('request', (req, res) => siwxEndpoint(req, res) || serveFile(req, res))
 */
export function createSiwxEndpoint(options: SiwxEndpointOptions): SiwxEndpoint {
  let server = options.server
  const serverFor = (): SiwxServer => {
    if (server) return server
    const origin = new URL(typeof options.origin === 'string' ? options.origin : options.origin())
    const { solana } = options
    server = createSiwxServer({
      domain: origin.host,
      uri: origin.origin,
      chainIds: [...options.chains.map((chain) => `eip155:${chain.chainId}`), ...(solana ? [`solana:${solana.genesisHash.slice(0, 32)}`] : [])],
      networks: options.chains.map((chain) => anvilAt(chain.rpcUrl, chain.chainId)),
      ...(solana ? { solanaLocalnetGenesisHash: solana.genesisHash } : {}),
    })
    return server
  }
  return (request, response) => {
    const path = pathOf(request.url)
    if (path !== SIWX_ENDPOINT_PATHS.nonce && path !== SIWX_ENDPOINT_PATHS.verify) return false
    answer(serverFor(), path, request).then(
      ({ status, body }) => send(response, status, body),
      // A shared store that is down (RedisNonceStore, …) is the server's fault and passes: 503, retry.
      (error: unknown) => (error instanceof SiwxStoreUnavailableError ? send(response, 503, { ok: false, error: error.name, message: error.shortMessage }) : send(response, 500, { ok: false })),
    )
    return true
  }
}

/**
 * The endpoint on vite's dev server (`npm run dev`): a plugin, so the routes come before vite's
 * own middlewares (its 404 would answer them otherwise), bound to the URL the server listens on.
 */
export function siwxEndpointVitePlugin(chains: readonly DemoChain[], solana?: DemoSolana): Plugin {
  return {
    name: 'walletport-demo-siwx-endpoint',
    configureServer(server) {
      const origin = (): string => server.resolvedUrls?.local[0] ?? `http://${server.config.server.host}:${server.config.server.port}/`
      const endpoint = createSiwxEndpoint({ origin, chains, ...(solana ? { solana } : {}) })
      server.middlewares.use((request, response, next) => endpoint(request, response) || next())
    },
  }
}

async function answer(server: SiwxServer, path: string, request: IncomingMessage): Promise<{ readonly status: number; readonly body: unknown }> {
  if (path === SIWX_ENDPOINT_PATHS.nonce) {
    if (request.method !== 'GET') return { status: 405, body: { ok: false } }
    return { status: 200, body: await server.issueNonce() }
  }
  if (request.method !== 'POST') return { status: 405, body: { ok: false } }
  const text = await readBody(request)
  if (text === undefined) return { status: 413, body: { ok: false } }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { status: 400, body: { ok: false, reason: 'invalidMessage' } }
  }
  const { message, signature } = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  const result = await server.verify({ message, signature })
  return { status: result.ok ? 200 : 401, body: result }
}

/** The body as text, or undefined once it passes `MAX_BODY_BYTES`. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(JSON.stringify(body))
}

function pathOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname
  } catch {
    return undefined
  }
}
