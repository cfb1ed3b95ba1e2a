import { afterEach, describe, expect, it, vi } from 'vitest'
import { SystemClock } from '../adapters/clock/SystemClock.js'
import { MemoryStorage } from '../adapters/storage/MemoryStorage.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet } from '../core/network/presets.js'
import { parseOptions } from '../core/options/parseOptions.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { bootPorts } from './bootPorts.js'

const options = (logLevel?: 'warn') => parseOptions({ networks: [mainnet], ...(logLevel ? { logLevel } : {}) })

afterEach(() => vi.unstubAllGlobals())

describe('bootPorts', () => {
  it('behavior: defaults are the system clock, a buffered logger at the options’ level, memory storage in Node, no chain adapters', () => {
    const boot = bootPorts(options('warn'), {})

    expect(boot.clock).toBeInstanceOf(SystemClock)
    expect(boot.logger).toBeInstanceOf(BufferedLogger)
    expect(boot.logger.level).toBe('warn')
    expect(boot.storage).toBeInstanceOf(MemoryStorage)
    expect(boot.chainAdapters).toEqual([])
  })

  it('behavior: each override is used as given', () => {
    const overrides = { clock: new ManualClock(), logger: new BufferedLogger({ clock: new ManualClock() }), storage: new InMemoryStorage(), chainAdapters: [new FakeChainAdapter()] }

    expect(bootPorts(options(), overrides)).toEqual(overrides)
    expect(bootPorts(options(), overrides).storage).toBe(overrides.storage)
  })

  it('behavior: the default logger stamps its entries with the overriding clock', () => {
    const clock = new ManualClock({ now: 1_000 })
    const { logger } = bootPorts(options(), { clock })

    logger.debug('first')
    clock.advance(500)
    logger.debug('second')

    expect(logger.entries().map((entry) => entry.time)).toEqual([1_000, 1_500])
  })

  it('behavior: an overriding storage means localStorage is never probed; the default probes it once', () => {
    const localStorage = { setItem: vi.fn(), removeItem: vi.fn(), getItem: vi.fn() }
    vi.stubGlobal('localStorage', localStorage)

    bootPorts(options(), { storage: new InMemoryStorage() })
    expect(localStorage.setItem).not.toHaveBeenCalled()
    bootPorts(options(), {})
    expect(localStorage.setItem).toHaveBeenCalledTimes(1)
  })
})
