// `npm start`: the offline demo. Two local anvil chains, a production build of demo/ served on
// loopback, the URL printed; Ctrl-C stops everything. `npm run dev` serves the same page through
// vite's dev server instead (reload on save). `startDemo` is the same thing for tests.
import { createReadStream, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { build, createServer as createViteServer } from 'vite'
import { DEFAULT_PORTS, PORT_ENV, demoChains, portsFromEnv, type DemoChain, type DemoPorts } from '../demo/chains.js'
import { DEFAULT_OUT_DIR, demoViteConfig } from '../demo/vite.config.js'
import { startLocalRelay, type LocalRelay } from '../test-doubles/relay/index.js'
import { startAnvil, type AnvilInstance } from '../tests/support/anvil.js'
import { createSiwxEndpoint, siwxEndpointVitePlugin } from './siwxEndpoint.js'
import { startReferenceServer } from './referenceServer/startReferenceServer.js'

/** Options of `startDemo`. */
export interface StartDemoOptions {
  /** Ports of the two anvils, the site, the WalletConnect relay and the reference API; 0 = any free port. Default `DEFAULT_PORTS` (8545, 8546, 5173, 8555, 8560). */
  readonly ports?: Partial<DemoPorts>
  /** Where the production build goes. Default: a fresh temporary folder, deleted by `stop()`. */
  readonly outDir?: string
  /** 'production' (default): build, then serve the files. 'dev': vite's dev server (reload on save). */
  readonly mode?: 'production' | 'dev'
  /** Progress lines (default: none). */
  readonly log?: (line: string) => void
}

/** A running demo. */
export interface RunningDemo {
  /** The site, e.g. `http://127.0.0.1:5173/`; the WalletConnect demo wallet is at `${url}wallet/`. */
  readonly url: string
  /** The local WalletConnect relay the page's connector uses, e.g. `ws://127.0.0.1:8555`. */
  readonly relayUrl: string
  /** The local reference API (Blockchain API over the two anvils), e.g. `http://127.0.0.1:8560`. */
  readonly apiUrl: string
  /** The two chains as the page knows them, plus anvil's own URL behind each (`directUrl`). */
  readonly chains: readonly (DemoChain & { readonly directUrl: string })[]
  /** Milliseconds from the call to ready, and of them the build. */
  readonly timings: { readonly readyMs: number; readonly buildMs: number }
  /** Stops the site and both anvils (no process is left) and deletes a temporary build; safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the offline demo: anvil A (chain 31337) and anvil B (chain 31338) on loopback, a
 * production build of `demo/` with their URLs baked in, served at `http://127.0.0.1:<port>/`.
 * Everything started is stopped again when a later step fails.
 * @example const demo = await startDemo({ ports: { anvilA: 0, anvilB: 0, demo: 0 } }); …; await demo.stop()
 */
export async function startDemo(options: StartDemoOptions = {}): Promise<RunningDemo> {
  const started = performance.now()
  const ports = { ...DEFAULT_PORTS, ...options.ports }
  const log = options.log ?? (() => undefined)
  const mode = options.mode ?? 'production'
  const cleanups: (() => Promise<void>)[] = []
  const stopAll = async (): Promise<void> => {
    const steps = cleanups.splice(0).reverse()
    for (const step of steps) await step().catch(() => undefined)
  }

  try {
    // 1. The chains, and (production) the site's socket: both fail fast on a port in use.
    const [anvilA, anvilB, site, relay] = await settleAll(
      [
        startAnvil({ chainId: 31337, port: ports.anvilA }).catch((error: unknown) => rethrowWithHint(error, 'anvilA')),
        startAnvil({ chainId: 31338, port: ports.anvilB }).catch((error: unknown) => rethrowWithHint(error, 'anvilB')),
        mode === 'production' ? listen(ports.demo).catch((error: unknown) => rethrowWithHint(error, 'demo')) : Promise.resolve(undefined),
        startLocalRelay({ port: ports.relay }).catch((error: unknown) => rethrowWithHint(error, 'relay')),
      ] as const,
      (value) => {
        if (value && 'stop' in value) cleanups.push(() => (value as AnvilInstance | LocalRelay).stop())
        else if (value) cleanups.push(() => closeServer(value as Server))
      },
    )
    log(`relay     ${relay.url}  (WalletConnect)`)
    const [chainA, chainB] = demoChains(portOf(anvilA.rpcUrl), portOf(anvilB.rpcUrl))
    const chains = [
      { ...chainA, directUrl: anvilA.directUrl },
      { ...chainB, directUrl: anvilB.directUrl },
    ]
    log(`anvil A   ${chainA.rpcUrl}  chain ${chainA.chainId}`)
    log(`anvil B   ${chainB.rpcUrl}  chain ${chainB.chainId}`)

    // 1b. The reference API over both chains (it deploys the demo tokens first). It reads the
    //     anvils directly, so the page's own JSON-RPC calls stay countable behind the proxies.
    const api = await startReferenceServer({
      chains: [
        { chainId: chainA.chainId, rpcUrl: anvilA.directUrl },
        { chainId: chainB.chainId, rpcUrl: anvilB.directUrl },
      ],
      port: ports.api,
    }).catch((error: unknown) => rethrowWithHint(error, 'api'))
    cleanups.push(() => api.stop())
    log(`api       ${api.url}  (balances, activity, names over both chains)`)

    // 2a. Dev: vite's dev server.
    if (mode === 'dev') {
      const config = demoViteConfig({ chains: [chainA, chainB], port: ports.demo, mode: 'development', relayUrl: relay.url, apiUrl: api.url })
      // + the sign-in backend of `?siwx=required` (scripts/siwxEndpoint.ts), on the page's own origin.
      const vite = await createViteServer({ configFile: false, ...config, plugins: [...(config.plugins ?? []), siwxEndpointVitePlugin([chainA, chainB])] })
      cleanups.push(() => vite.close())
      await vite.listen().catch((error: unknown) => rethrowWithHint(error, 'demo'))
      const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${ports.demo}/`
      return running(url, relay.url, api.url, chains, { readyMs: performance.now() - started, buildMs: 0 }, stopAll)
    }

    // 2b. Production: build, then serve the files.
    const outDir = options.outDir ?? (await mkdtemp(join(tmpdir(), 'walletport-demo-')))
    if (!options.outDir) cleanups.unshift(() => rm(outDir, { recursive: true, force: true }))
    const buildStarted = performance.now()
    await build({ configFile: false, ...demoViteConfig({ chains: [chainA, chainB], outDir, relayUrl: relay.url, apiUrl: api.url }) })
    const buildMs = performance.now() - buildStarted
    log(`built     ${outDir} in ${(buildMs / 1000).toFixed(1)} s`)
    if (!site) throw new Error('demo: the site socket is missing')
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`
    // The sign-in backend of `?siwx=required` (scripts/siwxEndpoint.ts), then the built files.
    const siwxEndpoint = createSiwxEndpoint({ origin: url, chains: [chainA, chainB] })
    site.on('request', (request: IncomingMessage, response: ServerResponse) => siwxEndpoint(request, response) || serveFile(outDir, request, response))
    return running(url, relay.url, api.url, chains, { readyMs: performance.now() - started, buildMs }, stopAll)
  } catch (error) {
    await stopAll()
    throw error
  }
}

function running(url: string, relayUrl: string, apiUrl: string, chains: RunningDemo['chains'], timings: RunningDemo['timings'], stopAll: () => Promise<void>): RunningDemo {
  let stopping: Promise<void> | undefined
  return { url, relayUrl, apiUrl, chains, timings, stop: () => (stopping ??= stopAll()) }
}

/**
 * Like Promise.all, but waits for every promise and hands each success to `onSuccess` (so it
 * can be cleaned up) before rethrowing the first failure.
 */
async function settleAll<const T extends readonly Promise<unknown>[]>(
  promises: T,
  onSuccess: (value: Awaited<T[number]>) => void,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  for (const result of results) if (result.status === 'fulfilled') onSuccess(result.value as Awaited<T[number]>)
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}

/** A port in use names the environment variable that moves it. */
function rethrowWithHint(error: unknown, port: keyof DemoPorts): never {
  const message = error instanceof Error ? error.message : String(error)
  if (/already in use|EADDRINUSE/.test(message)) {
    throw new Error(`${message}. Set ${PORT_ENV[port]} to use another port (0 = any free port).`, { cause: error })
  }
  throw error
}

function portOf(url: string): number {
  return Number(new URL(url).port)
}

/** A loopback HTTP server on `port` with no handler yet (the files come once they are built). */
function listen(port: number): Promise<Server> {
  const server = createServer()
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`demo: port ${port} on 127.0.0.1 is already in use`, { cause: error }) : error),
    )
    server.listen(port, '127.0.0.1', () => resolvePromise(server))
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise())
    server.closeAllConnections()
  })
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

/**
 * A minimal static file server for the built site, as a production host would serve it:
 * GET/HEAD only, `/` is index.html, hashed assets cached for good, gzip when asked, no
 * directory listing, nothing outside `root`.
 */
async function serveFile(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
  } catch {
    response.writeHead(400).end()
    return
  }
  const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`)
  const inside = file.startsWith(resolve(root) + sep)
  const info = inside ? await stat(file).catch(() => undefined) : undefined
  if (info?.isDirectory() && !pathname.endsWith('/')) {
    // /wallet → /wallet/ so the page's relative asset URLs resolve.
    response.writeHead(301, { location: `${pathname}/` }).end()
    return
  }
  if (!info?.isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  const extension = extname(file)
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': String(info.size) }),
  })
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  if (gzip) {
    const body = await gzipped(file, info.mtimeMs).catch(() => undefined)
    if (body) response.end(body)
    else response.destroy()
    return
  }
  const stream = createReadStream(file)
  stream.on('error', () => response.destroy())
  stream.pipe(response)
}

// Compressed once per file (the build output does not change while served), as a production
// host serves precompressed assets: a request costs no compression time.
const GZIPPED = new Map<string, Promise<Buffer>>()
function gzipped(file: string, modified: number): Promise<Buffer> {
  const key = `${file}@${modified}`
  let pending = GZIPPED.get(key)
  if (!pending) {
    pending = readFile(file).then((bytes) => gzipAsync(bytes, { level: 9 }))
    pending.catch(() => GZIPPED.delete(key))
    GZIPPED.set(key, pending)
  }
  return pending
}

// ── The command line ──────────────────────────────────────────────────────────

async function main(argv: readonly string[]): Promise<void> {
  const mode = argv.includes('--dev') ? 'dev' : 'production'
  console.log(`walletport demo (${mode === 'dev' ? 'vite dev server' : 'production build'})`)
  // The build is kept (DEFAULT_OUT_DIR) so a person can look at what is served.
  const starting = startDemo({ ports: portsFromEnv(process.env), mode, outDir: DEFAULT_OUT_DIR, log: (line) => console.log(`  ${line}`) })
  let stopping = false
  const shutdown = (reason: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${reason}: stopping the demo and both chains…`)
    // A signal during start-up waits for it, then stops what started.
    void starting.then((demo) => demo.stop(), () => undefined).finally(() => process.exit(0))
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown)
  watchParent(() => shutdown('the parent process ended'))

  let demo: RunningDemo
  try {
    demo = await starting
  } catch (error) {
    console.error(`\nThe demo did not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  if (stopping) return
  console.log(`  ready in ${(demo.timings.readyMs / 1000).toFixed(1)} s`)
  console.log(`\n  ➜  ${demo.url}\n`)
  console.log(`  ➜  ${demo.url}wallet/  (WalletConnect demo wallet: paste a pairing URI)\n`)
  console.log('Open it in a browser and connect the Dev Wallet, or pick WalletConnect and pair the wallet page in a second tab. Ctrl-C stops everything.')
  console.log(`Other ports: ${PORT_ENV.demo}, ${PORT_ENV.anvilA}, ${PORT_ENV.anvilB}, ${PORT_ENV.relay}, ${PORT_ENV.api} (0 = any free port).`)
}

/**
 * Our own watchdog (the anvil launcher has one per anvil): `npm start` runs us under `sh -c`,
 * and a SIGTERM or SIGKILL sent to npm alone ends npm (and maybe that shell) without telling
 * us. We watch our parent and, where /proc tells us, its parent; once either is gone we stop
 * everything (within half a second).
 */
function watchParent(onGone: () => void): void {
  const parent = process.ppid
  const grandparent = parentOf(parent)
  const timer = setInterval(() => {
    if (process.ppid === parent && (grandparent === undefined || isAlive(grandparent))) return
    clearInterval(timer)
    onGone()
  }, 500)
  timer.unref()
}

/** The parent of `pid` from /proc (Linux); undefined elsewhere or for init. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2))
