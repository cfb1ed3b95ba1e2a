/** The statements a store runs: one parameterised query, or a script of several statements. */
export interface SqlQueries {
  /** One statement with `$1…` parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>
  /** Several statements, no parameters (migrations). */
  exec(script: string): Promise<void>
}

/**
 * The little the frame store needs from a PostgreSQL-speaking database: queries, transactions
 * and closing. Small on purpose so PGlite and `pg` both fit it (PgliteSqlClient, PgPoolSqlClient).
 */
export interface SqlClient extends SqlQueries {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>
  close(): Promise<void>
}
