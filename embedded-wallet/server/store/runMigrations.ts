import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { SqlClient } from './SqlClient.js'

/** The one set of migrations, run on PGlite and on PostgreSQL alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url))

/** Any fixed number: the advisory lock that keeps two backends from migrating at once. */
const MIGRATION_LOCK = 7_400_001

/**
 * Applies the `NNN_name.sql` files not yet recorded in `schema_migrations`, in name order,
 * all in one transaction; returns the names it applied.
 * @example await runMigrations(client)
 */
export async function runMigrations(client: SqlClient, directory: string = MIGRATIONS_DIR): Promise<string[]> {
  const names = (await readdir(directory)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort()
  const scripts = await Promise.all(names.map(async (name) => ({ name, sql: await readFile(`${directory}/${name}`, 'utf8') })))
  return client.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())')
    const applied = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name))
    const pending = scripts.filter((script) => !applied.has(script.name))
    for (const script of pending) {
      await tx.exec(script.sql)
      await tx.query('insert into schema_migrations (name) values ($1)', [script.name])
    }
    return pending.map((script) => script.name)
  })
}
