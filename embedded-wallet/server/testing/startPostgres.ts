import { spawn, execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

/** Debian's PostgreSQL 15 binaries (package `postgresql-15`). */
export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin'
/** Set to 1 to leave out the PostgreSQL variants of the store and API suites (machines without PostgreSQL 15). */
export const SKIP_POSTGRES_ENV = 'WALLETPORT_SKIP_POSTGRES'

const run = promisify(execFile)
const READY_TIMEOUT_MS = 15_000

/** A throwaway PostgreSQL cluster with one database. */
export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  readonly databaseUrl: string
  /** Stops the server and deletes its data directory. */
  readonly stop: () => Promise<void>
}

/**
 * Starts a throwaway PostgreSQL 15 on a free loopback port (fsync off) and creates a database.
 * PostgreSQL refuses to run as root, so a root caller runs it as the `postgres` user.
 * Missing binaries are an error, not a skip: a green run must mean both databases were tested.
 * @example const postgres = await startPostgres(); try { … postgres.databaseUrl … } finally { await postgres.stop() }
 */
export async function startPostgres(database = 'walletport'): Promise<RunningPostgres> {
  const initdb = join(POSTGRES_BIN_DIR, 'initdb')
  if (!existsSync(initdb)) {
    throw new Error(`PostgreSQL 15 is not installed (${initdb} is missing): install the postgresql-15 package, or set ${SKIP_POSTGRES_ENV}=1 to skip the PostgreSQL variants`)
  }
  const dir = await mkdtemp(join(tmpdir(), 'walletport-pg-'))
  const asRoot = process.getuid?.() === 0
  const command = (binary: string, args: readonly string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN_DIR, binary), ...args]] : [join(POSTGRES_BIN_DIR, binary), [...args]]
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const dataDir = join(dir, 'data')
  await run(...command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']))
  const port = await freePort()
  const [binary, args] = command('postgres', ['-D', dataDir, '-k', dir, '-p', String(port), '-h', '127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'])
  const server = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  server.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    // SIGINT is PostgreSQL's fast shutdown (rolls back, closes connections). It goes to the
    // postmaster itself: runuser does not pass SIGINT on to its child.
    if (server.exitCode === null) process.kill(await postmasterPid(dataDir).catch(() => server.pid ?? 0), 'SIGINT')
    await exited
    await rm(dir, { recursive: true, force: true })
  }
  try {
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
    await untilAccepting(adminUrl, () => server.exitCode !== null)
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${database}`).finally(() => admin.end())
    return { databaseUrl: `postgres://postgres@127.0.0.1:${port}/${database}`, stop }
  } catch (error) {
    await stop()
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error })
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  const pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) throw new Error('no postmaster pid')
  return pid
}

async function untilAccepting(url: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (hasExited()) throw new Error('the postgres process exited', { cause: error })
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
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
