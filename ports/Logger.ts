export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug', 'trace'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface LogEntry {
  readonly level: Exclude<LogLevel, 'silent'>
  readonly time: number
  readonly message: string
  readonly data?: unknown
}

/**
 * Leveled logging with an in-memory buffer of recent entries (about 1 MB)
 * that an integrator can read back for a bug report.
 */
export interface Logger {
  readonly level: LogLevel
  setLevel(level: LogLevel): void
  error(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  debug(message: string, data?: unknown): void
  trace(message: string, data?: unknown): void
  /** The buffered entries, oldest first. */
  entries(): readonly LogEntry[]
}
