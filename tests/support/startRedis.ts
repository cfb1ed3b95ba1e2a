import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's Redis 7 (package `redis-server`; `.ci/run` installs it). */
export const REDIS_SERVER_BIN = '/usr/bin/redis-server'
const READY_TIMEOUT_MS = 10_000

/** A throwaway Redis on a loopback port, no persistence. */
export interface RunningRedis {
  readonly port: number
  /** `redis://127.0.0.1:<port>` */
  readonly url: string
  /** Kills the server (its data goes with it); `start` brings a fresh one back on the same port. */
  readonly kill: () => Promise<void>
  readonly start: () => Promise<void>
  /** Stops the server and deletes its directory. */
  readonly stop: () => Promise<void>
}

/**
 * Starts Debian's `redis-server` on a free loopback port, in a temp dir, saving nothing.
 * Missing binary is an error, not a skip: a green run means Redis was really tested.
 * @example const redis = await startRedis(); try { new Redis(redis.port, '127.0.0.1') … } finally { await redis.stop() }
 */
export async function startRedis(): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER_BIN)) throw new Error(`Redis is not installed (${REDIS_SERVER_BIN} is missing): install Debian's redis-server package (.ci/run does)`)
  const dir = await mkdtemp(join(tmpdir(), 'walletport-redis-'))
  const port = await freePort()
  let server: ChildProcess | undefined
  let log = ''

  const kill = async (): Promise<void> => {
    const running = server
    server = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
    running.kill('SIGKILL')
    await exited
  }
  const start = async (): Promise<void> => {
    if (server) return
    const child = spawn(REDIS_SERVER_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'no', '--loglevel', 'warning'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server = child
    const keep = (chunk: Buffer): void => void (log = (log + chunk.toString()).slice(-4_000))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    try {
      await untilAccepting(port, () => child.exitCode !== null)
    } catch (error) {
      await kill()
      throw new Error(`redis-server did not start on port ${port}: ${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error })
    }
  }
  const stop = async (): Promise<void> => {
    await kill()
    await rm(dir, { recursive: true, force: true })
  }

  try {
    await start()
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return { port, url: `redis://127.0.0.1:${port}`, kill, start, stop }
}

/** Waits until the server answers PING with PONG. */
async function untilAccepting(port: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (await pings(port)) return
    if (hasExited()) throw new Error('the redis-server process exited')
    if (Date.now() > deadline) throw new Error(`no PONG within ${READY_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    let answer = ''
    const done = (ok: boolean): void => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString()
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'))
    })
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}
