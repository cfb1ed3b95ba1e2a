import { createHash } from 'node:crypto'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PgliteSqlClient } from '../store/PgliteSqlClient.js'
import { PgPoolSqlClient } from '../store/PgPoolSqlClient.js'
import { MIGRATIONS_DIR, runMigrations } from '../store/runMigrations.js'
import type { SqlClient } from '../store/SqlClient.js'
import { SKIP_POSTGRES_ENV, startPostgres } from './startPostgres.js'

/** A migrated database for one test file; `close` also stops a server started for it. */
const PGLITE_VERSION = '0.5.16'

export interface TestDatabase {
  readonly client: SqlClient
  /** Set for PostgreSQL: what `startFrameBackend({ databaseUrl })` would connect to. */
  readonly databaseUrl?: string
  readonly close: () => Promise<void>
}

export type TestDatabaseKind = 'pglite' | 'postgres'

/**
 * The databases every store and API suite runs on, for `describe.each`: PGlite and a throwaway
 * PostgreSQL 15, so the one schema and the one store are proven on both. PostgreSQL is left out
 * only when WALLETPORT_SKIP_POSTGRES=1; missing binaries fail the suite instead.
 * @example describe.each(TEST_DATABASES)('%s', (_name, open) => { beforeAll(async () => (db = await open())) })
 */
export const TEST_DATABASES: ReadonlyArray<readonly [TestDatabaseKind, () => Promise<TestDatabase>]> = [
  ['pglite', openPglite] as const,
  ...(process.env[SKIP_POSTGRES_ENV] === '1' ? [] : [['postgres', openPostgres] as const]),
]

/** Empties every table but the migrations' record, between tests (much cheaper than a new database). */
export async function resetFrameTables(client: SqlClient): Promise<void> {
  await client.exec(
    'truncate users, devices, otps, device_links, sessions, session_handles, key_backups, result_handles, email_updates, outbox restart identity cascade',
  )
}

async function openPglite(): Promise<TestDatabase> {
  const client = await migratedPglite()
  return { client, close: () => client.close() }
}

/**
 * A migrated PGlite, from a snapshot cached in the temp dir when there is one: creating the
 * cluster is most of PGlite's cold start, and every test file would pay it again.
 */
async function migratedPglite(): Promise<PgliteSqlClient> {
  const migrations = await Promise.all((await readdir(MIGRATIONS_DIR)).sort().map((name) => readFile(join(MIGRATIONS_DIR, name))))
  const key = createHash('sha256').update(PGLITE_VERSION).update(Buffer.concat(migrations)).digest('hex').slice(0, 16)
  const cached = join(tmpdir(), `walletport-pglite-${key}.tar`)
  const snapshot = await readFile(cached).catch(() => undefined)
  if (snapshot) return PgliteSqlClient.open({ snapshot: new Blob([snapshot]) })
  const client = await PgliteSqlClient.open()
  await runMigrations(client)
  // Written aside then renamed: a file running beside never reads half a snapshot.
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`
  await writeFile(partial, Buffer.from(await (await client.snapshot()).arrayBuffer()))
  await rename(partial, cached)
  return client
}

async function openPostgres(): Promise<TestDatabase> {
  const postgres = await startPostgres()
  const client = new PgPoolSqlClient({ databaseUrl: postgres.databaseUrl })
  try {
    await runMigrations(client)
  } catch (error) {
    await client.close()
    await postgres.stop()
    throw error
  }
  return {
    client,
    databaseUrl: postgres.databaseUrl,
    close: async () => {
      await client.close()
      await postgres.stop()
    },
  }
}
