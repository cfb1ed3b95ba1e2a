import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('./siwxRedisServer.ts', import.meta.url))
const READY_TIMEOUT_MS = 20_000

/** A sign-in server in its own Node process (scripts/siwxRedisServer.ts). */
export interface SiwxServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  readonly pid: number
  /** SIGTERM, then waits for the exit. */
  readonly stop: () => Promise<void>
}

/** Options of `startSiwxServerProcess`. */
export interface SiwxServerProcessOptions {
  readonly redisUrl: string
  /** The site's origin, the same for every process (as behind one load balancer). */
  readonly origin: string
  readonly nonceTtlMs?: number
  readonly redisTimeoutMs?: number
}

/**
 * Starts one sign-in server process on a shared Redis and waits until it listens on loopback.
 * @example const a = await startSiwxServerProcess({ redisUrl: redis.url, origin: 'https://app.example' })
 */
export async function startSiwxServerProcess(options: SiwxServerProcessOptions): Promise<SiwxServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      WALLETPORT_REDIS_URL: options.redisUrl,
      WALLETPORT_SIWX_ORIGIN: options.origin,
      WALLETPORT_SIWX_NONCE_TTL_MS: options.nonceTtlMs === undefined ? '' : String(options.nonceTtlMs),
      WALLETPORT_REDIS_TIMEOUT_MS: options.redisTimeoutMs === undefined ? '' : String(options.redisTimeoutMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stderr.on('data', (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-4_000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      const timer = setTimeout(() => reject(new Error(`no port within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const line = out.split('\n').find((each) => each.startsWith('{"port":'))
        if (!line) return
        clearTimeout(timer)
        resolve((JSON.parse(line) as { port: number }).port)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`exited with ${code}`))
      })
    })
    return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop }
  } catch (error) {
    await stop()
    throw new Error(`the sign-in server process did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error })
  }
}
