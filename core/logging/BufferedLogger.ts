import type { Clock } from '../../ports/Clock.js'
import { LOG_LEVELS, type LogEntry, type Logger, type LogLevel } from '../../ports/Logger.js'
import { toLoggable } from './toLoggable.js'

/** About 1 MB of log entries. */
export const LOG_BUFFER_BYTES = 1_024 * 1_024

export const DEFAULT_LOG_LEVEL = 'error'

/** Where printed entries go; `console` fits. `trace` entries go to `debug`. */
export interface LogSink {
  error(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  debug(message: string, ...data: unknown[]): void
}

/** Clock, levels, sink and bound of a BufferedLogger. */
export interface BufferedLoggerOptions {
  readonly clock: Pick<Clock, 'now'>
  /** What reaches the sink (default 'error'). */
  readonly level?: LogLevel
  readonly sink?: LogSink
  /**
   * What is kept in the buffer, independently of `level` (default 'debug'):
   * a bug report needs the context that led to an error, which the sink hides.
   * 'silent' keeps nothing beyond what `level` lets through.
   */
  readonly bufferLevel?: LogLevel
  /** Approximate bound of the buffer (default about 1 MB). */
  readonly maxBytes?: number
}

interface BufferedEntry {
  readonly level: LogEntry['level']
  readonly time: number
  readonly message: string
  /** The data serialized at log time: a snapshot, and it holds no live object in memory. */
  readonly json: string | undefined
  readonly bytes: number
}

// Keys, level, time and punctuation of one serialized entry.
const ENTRY_OVERHEAD_BYTES = 64
const TRUNCATED = '"[truncated: larger than the log buffer]"'
const SINK_METHOD = { error: 'error', warn: 'warn', info: 'info', debug: 'debug', trace: 'debug' } as const

const rank = (level: LogLevel): number => LOG_LEVELS.indexOf(level)

/**
 * The Logger port over an optional console-shaped sink and a ring buffer bounded
 * by approximate serialized size (oldest dropped first):
 * `new BufferedLogger({ clock, sink: console }).entries()` for a bug report.
 */
export class BufferedLogger implements Logger {
  #level: LogLevel
  readonly #bufferLevel: LogLevel
  readonly #clock: Pick<Clock, 'now'>
  readonly #sink: LogSink | undefined
  readonly #maxBytes: number
  // A ring: live entries are #buffer[#head...]; the dead prefix is compacted now and then.
  #buffer: BufferedEntry[] = []
  #head = 0
  #bytes = 0

  constructor(options: BufferedLoggerOptions) {
    this.#clock = options.clock
    this.#level = options.level ?? DEFAULT_LOG_LEVEL
    this.#bufferLevel = options.bufferLevel ?? 'debug'
    this.#sink = options.sink
    this.#maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES
  }

  get level(): LogLevel {
    return this.#level
  }

  /** Approximate serialized size of the buffered entries, always at most `maxBytes`. */
  get bufferedBytes(): number {
    return this.#bytes
  }

  setLevel(level: LogLevel): void {
    this.#level = level
  }

  error(message: string, data?: unknown): void {
    this.#log('error', message, data)
  }

  warn(message: string, data?: unknown): void {
    this.#log('warn', message, data)
  }

  info(message: string, data?: unknown): void {
    this.#log('info', message, data)
  }

  debug(message: string, data?: unknown): void {
    this.#log('debug', message, data)
  }

  trace(message: string, data?: unknown): void {
    this.#log('trace', message, data)
  }

  /** The buffered entries, oldest first; `data` is a JSON copy taken when it was logged. */
  entries(): readonly LogEntry[] {
    return this.#buffer.slice(this.#head).map(({ level, time, message, json }) =>
      json === undefined ? { level, time, message } : { level, time, message, data: JSON.parse(json) as unknown },
    )
  }

  /** Empties the buffer (e.g. after a bug report was sent). */
  clear(): void {
    this.#buffer = []
    this.#head = 0
    this.#bytes = 0
  }

  #log(level: LogEntry['level'], message: string, data: unknown): void {
    const entryRank = rank(level)
    if (entryRank <= rank(this.#level)) this.#print(level, message, data)
    if (entryRank <= Math.max(rank(this.#level), rank(this.#bufferLevel))) {
      this.#push(level, message, data)
    }
  }

  #print(level: LogEntry['level'], message: string, data: unknown): void {
    if (!this.#sink) return
    try {
      const method = SINK_METHOD[level]
      if (data === undefined) this.#sink[method](message)
      else this.#sink[method](message, data)
    } catch {
      // Logging must never break the code that logs; there is nowhere left to report this.
    }
  }

  #push(level: LogEntry['level'], message: string, data: unknown): void {
    let text = message
    let json = data === undefined ? undefined : JSON.stringify(toLoggable(data))
    let bytes = ENTRY_OVERHEAD_BYTES + text.length + (json?.length ?? 0)
    if (bytes > this.#maxBytes) {
      // Keep the fact that something was logged, not a payload that would evict everything else.
      json = TRUNCATED
      text = text.slice(0, Math.max(0, this.#maxBytes - ENTRY_OVERHEAD_BYTES - json.length))
      bytes = ENTRY_OVERHEAD_BYTES + text.length + json.length
      if (bytes > this.#maxBytes) return
    }
    this.#buffer.push({ level, time: this.#clock.now(), message: text, json, bytes })
    this.#bytes += bytes
    while (this.#bytes > this.#maxBytes) {
      const oldest = this.#buffer[this.#head]
      if (!oldest) break
      this.#bytes -= oldest.bytes
      this.#head += 1
    }
    if (this.#head > 1_024 && this.#head * 2 > this.#buffer.length) {
      this.#buffer = this.#buffer.slice(this.#head)
      this.#head = 0
    }
  }
}
