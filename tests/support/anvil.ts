/**
 * Real local EVM nodes for integration tests and the benchmark (Node only).
 *
 * `startAnvil` spawns the anvil binary shipped in the `@foundry-rs/anvil-<platform>-<arch>`
 * package on a free loopback port, and puts a tiny counting HTTP proxy in front of it so a
 * test can say how many JSON-RPC requests a flow cost. Nothing listens beyond 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A running anvil with its counting proxy. */
export interface AnvilInstance {
  /** The counting proxy in front of anvil: what clients under test should use. */
  readonly rpcUrl: string
  /** Anvil itself (not counted): for test set-up and assertions that must not skew the counters. */
  readonly directUrl: string
  readonly chainId: number
  /** Live counters of what went through the proxy (a JSON-RPC batch is 1 HTTP request and N calls). */
  readonly stats: AnvilStats
  /** Zeroes the counters. */
  resetStats(): void
  /** Kills anvil and closes the proxy; safe to call more than once. */
  stop(): Promise<void>
}

/** What the proxy has seen since the start or the last `resetStats`. Reading a field always gives the current value. */
export interface AnvilStats {
  /** POST requests (each carries one JSON-RPC call or one batch). */
  readonly httpRequests: number
  /** JSON-RPC calls, batch entries counted one by one. */
  readonly rpcCalls: number
  /** The method of every call, in arrival order. */
  readonly methods: readonly string[]
}

/** Options of `startAnvil`. */
export interface StartAnvilOptions {
  /** Default 31337 (anvil's own default). */
  readonly chainId?: number
  /** Interval mining in seconds; default: automine (a block per transaction). */
  readonly blockTime?: number
  /** Path of the anvil executable; default: the binary of the installed platform package. */
  readonly binaryPath?: string
  /** How long anvil may take to print its port, in ms. Default 10 000. */
  readonly startTimeoutMs?: number
  /**
   * The loopback port of `rpcUrl` (the proxy), e.g. 8545 for a well-known local chain (the demo).
   * Default 0: a free port. Anvil itself always takes a free port behind it. A port already in
   * use rejects with an error naming it.
   */
  readonly port?: number
}

/** Anvil's first three default accounts (mnemonic "test test … junk"), each funded with 10 000 ETH. */
export const ANVIL_ACCOUNTS: readonly { readonly address: `0x${string}`; readonly privateKey: `0x${string}` }[] = Object.freeze([
  Object.freeze({
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  }),
  Object.freeze({
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  }),
  Object.freeze({
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  }),
] as const)

const DEFAULT_CHAIN_ID = 31337
const DEFAULT_START_TIMEOUT_MS = 10_000
const KILL_GRACE_MS = 2_000
const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'])

/**
 * The watchdog beside each anvil: it waits for its stdin to close (our process ended, however
 * it ended: exit, crash, SIGKILL, a vitest worker thread torn down), then kills anvil. A shell
 * `read` costs ~1 ms; Node (~50 ms) only where there is no POSIX shell.
 */
const WATCHDOG_SH = 'read -r _; kill -9 "$0" 2>/dev/null'
const WATCHDOG_NODE = `
const pid = Number(process.argv[1])
const killAnvil = () => { try { process.kill(pid, 'SIGKILL') } catch {} process.exit(0) }
process.stdin.on('end', killAnvil)
process.stdin.on('error', killAnvil)
process.stdin.resume()
`

/** Every anvil still running, so none outlives a main-thread process that forgot stop(). */
const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Starts anvil on a free loopback port behind a counting proxy: `const anvil = await startAnvil({ chainId: 31338 })`. */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID
  const binaryPath = options.binaryPath ?? resolveAnvilBinary()
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--color', 'never']
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))

  const child = await spawnAnvil(binaryPath, args, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS)
  const anvilPort = child.port
  const counters = { httpRequests: 0, rpcCalls: 0, methods: [] as string[] }
  let proxy: Server
  try {
    proxy = await startProxy(anvilPort, options.port ?? 0, (body) => count(counters, body))
  } catch (error) {
    await killChild(child.process)
    throw error
  }
  const proxyPort = (proxy.address() as AddressInfo).port

  const stats: AnvilStats = Object.freeze({
    get httpRequests(): number {
      return counters.httpRequests
    },
    get rpcCalls(): number {
      return counters.rpcCalls
    },
    get methods(): readonly string[] {
      return Object.freeze([...counters.methods])
    },
  })

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${proxyPort}`,
    directUrl: `http://127.0.0.1:${anvilPort}`,
    chainId,
    stats,
    resetStats(): void {
      counters.httpRequests = 0
      counters.rpcCalls = 0
      counters.methods = []
    },
    stop(): Promise<void> {
      stopping ??= Promise.all([closeProxy(proxy), killChild(child.process)]).then(() => undefined)
      return stopping
    },
  }
}

/** The anvil executable inside `@foundry-rs/anvil-<platform>-<arch>` (the layout of @foundry-rs/anvil 1.x). */
function resolveAnvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  let packageJson: string
  try {
    packageJson = createRequire(import.meta.url).resolve(`${platformPackage}/package.json`)
  } catch (cause) {
    throw new Error(
      `anvil: the platform package ${platformPackage} is not installed (it comes with the dev dependency @foundry-rs/anvil; run npm install)`,
      { cause },
    )
  }
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** Spawns anvil and resolves once it prints its port; rejects with what it printed when it fails to start. */
function spawnAnvil(binaryPath: string, args: readonly string[], timeoutMs: number): Promise<{ process: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binaryPath, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
    track(child)
    guard(child)
    let stdout = ''
    let stderr = ''
    let settled = false

    const fail = (message: string, cause?: unknown): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void killChild(child)
      const printed = (stderr.trim() || stdout.trim()).slice(-2_000)
      reject(new Error(`anvil (${binaryPath}) ${message}${printed ? `:\n${printed}` : ''}`, { cause }))
    }
    const timer = setTimeout(() => fail(`printed no "Listening on 127.0.0.1:PORT" within ${timeoutMs} ms`), timeoutMs)

    const onStdout = (chunk: Buffer): void => {
      stdout += chunk.toString('utf8')
      const match = LISTENING.exec(stdout)
      if (!match || settled) return
      settled = true
      clearTimeout(timer)
      // Anvil logs every call; keep draining its pipes so it never blocks on a full one.
      child.stdout?.off('data', onStdout)
      child.stdout?.resume()
      child.stderr?.off('data', onStderr)
      child.stderr?.resume()
      resolve({ process: child, port: Number(match[1]) })
    }
    const onStderr = (chunk: Buffer): void => {
      stderr += chunk.toString('utf8')
    }
    child.stdout?.on('data', onStdout)
    child.stderr?.on('data', onStderr)
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? 'could not start: no such executable' : `could not start (${error.message})`, error),
    )
    // 'close', not 'exit': it comes after the pipes are drained, so the message has all it printed
    // ('exit' could come first, and the message then lacked the reason).
    child.once('close', (code, signal) => fail(`exited before listening (${signal ?? `code ${String(code)}`})`))
  })
}

/** Starts the watchdog of `child` (see WATCHDOG_SH); it goes when anvil goes. */
function guard(child: ChildProcess): void {
  if (child.pid === undefined) return
  const pid = String(child.pid)
  const [command, args] = process.platform === 'win32' ? [process.execPath, ['-e', WATCHDOG_NODE, pid]] : ['/bin/sh', ['-c', WATCHDOG_SH, pid]]
  const watchdog = spawn(command, args, { stdio: ['pipe', 'ignore', 'ignore'], windowsHide: true })
  watchdog.on('error', () => undefined)
  watchdog.stdin?.on('error', () => undefined)
  // The watchdog never keeps this process alive.
  watchdog.unref()
  ;(watchdog.stdin as { unref?: () => void } | null)?.unref?.()
  child.once('exit', () => watchdog.kill())
}

function track(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  child.once('error', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Synchronous last resort: a test that forgot stop(), or a worker torn down early, leaves no orphan.
  process.once('exit', () => {
    for (const process_ of running) process_.kill('SIGKILL')
  })
}

/** Ends anvil (SIGTERM, then SIGKILL after a grace period) and resolves when it has exited. */
function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    running.delete(child)
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
    forceKill.unref()
    child.once('exit', () => {
      clearTimeout(forceKill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** A loopback HTTP server that forwards every request to anvil and reports each POST body before forwarding it. */
function startProxy(anvilPort: number, port: number, onPost: (body: Buffer) => void): Promise<Server> {
  const agent = new Agent({ keepAlive: true })
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (req.method === 'POST') onPost(body)
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: anvilPort,
          method: req.method,
          path: req.url,
          headers: { ...forwardable(req.headers), host: `127.0.0.1:${anvilPort}`, 'content-length': String(body.length) },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
          answer.pipe(res)
        },
      )
      upstream.on('error', (error) => {
        if (res.headersSent) return void res.destroy(error)
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: `anvil proxy: anvil unreachable (${error.message})` } }))
      })
      upstream.end(body)
    })
  })
  server.on('close', () => agent.destroy())
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException): void => {
      server.close()
      reject(error.code === 'EADDRINUSE' ? new Error(`anvil proxy: port ${port} on 127.0.0.1 is already in use`, { cause: error }) : error)
    }
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail)
      resolve(server)
    })
  })
}

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())))
}

function closeProxy(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Clients keep sockets alive (fetch does); without this close() would wait for them.
    server.closeAllConnections()
  })
}

/** Counts one POST body: a call, a batch of N calls, or (unparsable) no call at all. */
function count(counters: { httpRequests: number; rpcCalls: number; methods: string[] }, body: Buffer): void {
  counters.httpRequests += 1
  let payload: unknown
  try {
    payload = JSON.parse(body.toString('utf8'))
  } catch {
    return
  }
  const calls = Array.isArray(payload) ? payload : [payload]
  for (const call of calls) {
    counters.rpcCalls += 1
    const method = (call as { method?: unknown } | null)?.method
    counters.methods.push(typeof method === 'string' ? method : '(no method)')
  }
}
