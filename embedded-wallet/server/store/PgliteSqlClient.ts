import { PGlite } from '@electric-sql/pglite'
import type { SqlClient, SqlQueries } from './SqlClient.js'

/**
 * The embedded database: PostgreSQL compiled to WASM, in memory unless given a data directory.
 * Needs no server, so the demo and the tests run anywhere Node runs.
 */
export class PgliteSqlClient implements SqlClient {
  readonly #db: PGlite

  private constructor(db: PGlite) {
    this.#db = db
  }

  /**
   * Opens (and creates, the first time) the database; takes seconds cold. From a `snapshot`
   * (see `snapshot()`) it skips creating the cluster, which is most of that time.
   * @example const client = await PgliteSqlClient.open({ dataDir: './frame-data' })
   */
  static async open(options: { readonly dataDir?: string; readonly snapshot?: Blob } = {}): Promise<PgliteSqlClient> {
    return new PgliteSqlClient(
      await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) }),
    )
  }

  /** The whole database as a tar archive, to open copies of it quickly. */
  snapshot(): Promise<Blob> {
    return this.#db.dumpDataDir('none')
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<{ rows: T[] }> {
    const result = await this.#db.query<T>(sql, [...params])
    return { rows: result.rows }
  }

  async exec(script: string): Promise<void> {
    await this.#db.exec(script)
  }

  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) =>
      work({
        query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await tx.query<R>(sql, [...params])).rows }),
        exec: async (script: string) => {
          await tx.exec(script)
        },
      }),
    )
  }

  async close(): Promise<void> {
    if (!this.#db.closed) await this.#db.close()
  }
}
