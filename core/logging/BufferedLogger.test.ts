import { describe, expect, it, vi } from 'vitest'
import type { LogLevel } from '../../ports/Logger.js'
import { BufferedLogger, DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, type LogSink } from './BufferedLogger.js'

function recordingSink() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } satisfies LogSink
}

function steppingClock(start = 1_000) {
  let now = start
  return { now: () => now++ }
}

function logAll(logger: BufferedLogger) {
  logger.error('e')
  logger.warn('w')
  logger.info('i')
  logger.debug('d')
  logger.trace('t')
}

describe('BufferedLogger', () => {
  describe('sink', () => {
    it("default: level 'error' prints only errors", () => {
      const sink = recordingSink()
      const logger = new BufferedLogger({ clock: steppingClock(), sink })

      logAll(logger)

      expect(logger.level).toBe('error')
      expect(sink.error).toHaveBeenCalledWith('e')
      expect(sink.warn).not.toHaveBeenCalled()
      expect(sink.info).not.toHaveBeenCalled()
      expect(sink.debug).not.toHaveBeenCalled()
    })

    it.each<[LogLevel, readonly string[]]>([
      ['silent', []],
      ['error', ['e']],
      ['warn', ['e', 'w']],
      ['info', ['e', 'w', 'i']],
      ['debug', ['e', 'w', 'i', 'd']],
      ['trace', ['e', 'w', 'i', 'd', 't']],
    ])("parameters: level '%s' prints %j", (level, printed) => {
      const sink = recordingSink()
      const logger = new BufferedLogger({ clock: steppingClock(), sink, level })

      logAll(logger)

      const calls = [sink.error, sink.warn, sink.info, sink.debug].flatMap((method) => method.mock.calls.map((call) => call[0] as string))
      expect(calls.sort()).toEqual([...printed].sort())
    })

    it('behavior: trace goes to the sink debug method, with its data', () => {
      const sink = recordingSink()
      const logger = new BufferedLogger({ clock: steppingClock(), sink, level: 'trace' })
      const data = { id: 1 }

      logger.trace('t', data)

      expect(sink.debug).toHaveBeenCalledWith('t', data)
    })

    it('behavior: setLevel changes what is printed from then on', () => {
      const sink = recordingSink()
      const logger = new BufferedLogger({ clock: steppingClock(), sink })

      logger.setLevel('warn')
      logger.warn('now printed')

      expect(logger.level).toBe('warn')
      expect(sink.warn).toHaveBeenCalledWith('now printed')
    })

    it('behavior: a throwing sink never throws out of the logger, and the entry is still buffered', () => {
      const sink = { ...recordingSink(), error: vi.fn(() => { throw new Error('console gone') }) }
      const logger = new BufferedLogger({ clock: steppingClock(), sink })

      expect(() => logger.error('still fine')).not.toThrow()
      expect(logger.entries().map((entry) => entry.message)).toEqual(['still fine'])
    })
  })

  describe('buffer', () => {
    it("default: keeps error…debug even though only errors are printed; trace is not kept", () => {
      const logger = new BufferedLogger({ clock: steppingClock() })

      logAll(logger)

      expect(logger.entries().map((entry) => entry.level)).toEqual(['error', 'warn', 'info', 'debug'])
    })

    it("parameters: bufferLevel 'silent' keeps only what the level lets through", () => {
      const logger = new BufferedLogger({ clock: steppingClock(), bufferLevel: 'silent', level: 'warn' })

      logAll(logger)

      expect(logger.entries().map((entry) => entry.level)).toEqual(['error', 'warn'])
    })

    it("parameters: level 'trace' also keeps trace entries", () => {
      const logger = new BufferedLogger({ clock: steppingClock(), level: 'trace' })

      logAll(logger)

      expect(logger.entries()).toHaveLength(5)
    })

    it("parameters: level and bufferLevel both 'silent' keep nothing", () => {
      const logger = new BufferedLogger({ clock: steppingClock(), level: 'silent', bufferLevel: 'silent' })

      logAll(logger)

      expect(logger.entries()).toEqual([])
      expect(logger.bufferedBytes).toBe(0)
    })

    it('behavior: entries come oldest first, stamped by the clock, data only when given', () => {
      const logger = new BufferedLogger({ clock: steppingClock(5_000) })

      logger.error('first', { n: 1 })
      logger.warn('second')

      expect(logger.entries()).toEqual([
        { level: 'error', time: 5_000, message: 'first', data: { n: 1 } },
        { level: 'warn', time: 5_001, message: 'second' },
      ])
    })

    it('behavior: data is a snapshot taken at log time', () => {
      const logger = new BufferedLogger({ clock: steppingClock() })
      const state = { status: 'connecting' }

      logger.info('state', state)
      state.status = 'connected'

      expect(logger.entries()[0]?.data).toEqual({ status: 'connecting' })
    })

    it('behavior: unserializable data (cycle, bigint, error) is logged, not thrown', () => {
      const logger = new BufferedLogger({ clock: steppingClock() })
      const data: Record<string, unknown> = { value: 1n, error: new Error('boom') }
      data.self = data

      expect(() => logger.error('odd', data)).not.toThrow()
      expect(logger.entries()[0]?.data).toMatchObject({ value: '1n', error: { message: 'boom' }, self: '[Circular]' })
    })

    it('behavior: clear empties the buffer', () => {
      const logger = new BufferedLogger({ clock: steppingClock() })
      logger.error('x')

      logger.clear()

      expect(logger.entries()).toEqual([])
      expect(logger.bufferedBytes).toBe(0)
    })
  })

  describe('bound', () => {
    it('parameters: maxBytes — the oldest entries are dropped first and the size stays under the bound', () => {
      const logger = new BufferedLogger({ clock: steppingClock(), maxBytes: 2_000 })

      for (let index = 0; index < 100; index += 1) logger.error(`entry ${index}`, { payload: 'x'.repeat(100) })

      const messages = logger.entries().map((entry) => entry.message)
      expect(logger.bufferedBytes).toBeLessThanOrEqual(2_000)
      expect(messages.length).toBeGreaterThan(5)
      expect(messages.length).toBeLessThan(100)
      expect(messages.at(-1)).toBe('entry 99')
      // Contiguous newest run: nothing newer was dropped before something older.
      expect(messages).toEqual(messages.map((_, index) => `entry ${100 - messages.length + index}`))
    })

    it('default: about 1 MB — after 2 MB of logs about 1 MB is kept, never more', () => {
      const logger = new BufferedLogger({ clock: steppingClock() })
      const payload = 'y'.repeat(1_000)

      for (let index = 0; index < 2_000; index += 1) logger.error(`entry ${index}`, payload)

      expect(logger.bufferedBytes).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
      expect(logger.bufferedBytes).toBeGreaterThan(LOG_BUFFER_BYTES - 1_200)
      expect(JSON.stringify(logger.entries()).length).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
      expect(logger.entries().at(-1)?.message).toBe('entry 1999')
    })

    it('behavior: one entry larger than the whole buffer is kept truncated, without evicting the rest', () => {
      const logger = new BufferedLogger({ clock: steppingClock(), maxBytes: 1_000 })
      logger.error('before')

      logger.error('huge', 'z'.repeat(10_000))

      expect(logger.entries().map((entry) => [entry.message, entry.data])).toEqual([
        ['before', undefined],
        ['huge', '[truncated: larger than the log buffer]'],
      ])
      expect(logger.bufferedBytes).toBeLessThanOrEqual(1_000)
    })

    it('behavior: stays correct across many evictions (ring compaction)', () => {
      const logger = new BufferedLogger({ clock: steppingClock(), maxBytes: 1_000 })

      for (let index = 0; index < 10_000; index += 1) logger.error(`m${index}`)

      const messages = logger.entries().map((entry) => entry.message)
      expect(messages.at(-1)).toBe('m9999')
      expect(messages).toEqual(messages.map((_, index) => `m${10_000 - messages.length + index}`))
      expect(logger.bufferedBytes).toBeLessThanOrEqual(1_000)
    })
  })
})

describe('BufferedLogger: pinned values', () => {
  it('default: the spec values', () => {
    expect({ LOG_BUFFER_BYTES, DEFAULT_LOG_LEVEL }).toStrictEqual({
      LOG_BUFFER_BYTES: 1_048_576,
      DEFAULT_LOG_LEVEL: 'error',
    })
  })
})
