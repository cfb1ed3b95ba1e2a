import { PgliteSqlClient } from '../store/PgliteSqlClient.js'
import { PgPoolSqlClient } from '../store/PgPoolSqlClient.js'
import { runMigrations } from '../store/runMigrations.js'
import type { SqlClient } from '../store/SqlClient.js'
import { SKIP_POSTGRES_ENV, startPostgres } from './startPostgres.js'

/** A migrated database for one test file; `close` also stops a server started for it. */
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
  const client = await PgliteSqlClient.open()
  await runMigrations(client)
  return { client, close: () => client.close() }
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
