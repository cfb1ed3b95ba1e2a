import pg from 'pg'
import type { SqlClient, SqlQueries } from './SqlClient.js'

/** A shared PostgreSQL server through a `pg` connection pool (several backends can share one database). */
export class PgPoolSqlClient implements SqlClient {
  readonly #pool: pg.Pool

  constructor(options: { readonly databaseUrl: string; readonly maxConnections?: number }) {
    this.#pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 })
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    this.#pool.on('error', () => undefined)
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<{ rows: T[] }> {
    const result = await this.#pool.query(sql, [...params])
    return { rows: result.rows as T[] }
  }

  async exec(script: string): Promise<void> {
    // Without parameters pg sends the simple protocol, which runs several statements.
    await this.#pool.query(script)
  }

  async transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    const connection = await this.#pool.connect()
    try {
      await connection.query('begin')
      const result = await work({
        query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await connection.query(sql, [...params])).rows as R[] }),
        exec: async (script: string) => {
          await connection.query(script)
        },
      })
      await connection.query('commit')
      return result
    } catch (error) {
      await connection.query('rollback').catch(() => undefined)
      throw error
    } finally {
      connection.release()
    }
  }

  async close(): Promise<void> {
    await this.#pool.end()
  }
}
