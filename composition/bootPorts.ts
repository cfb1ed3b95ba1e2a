import { SystemClock } from '../adapters/clock/SystemClock.js'
import { createDefaultStorage } from '../adapters/storage/createDefaultStorage.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { ResolvedOptions } from '../core/options/WalletportOptions.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { Logger } from '../ports/Logger.js'
import type { Storage } from '../ports/Storage.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

/** The ports an instance runs on from its first moment: its state, timers, log and the stored connections it restores. */
export interface BootPorts {
  readonly clock: Clock
  readonly logger: Logger
  readonly storage: Storage
  readonly chainAdapters: readonly ChainAdapter[]
}

/**
 * Each boot port: the given override, else its default adapter (the system clock; a buffered
 * logger at `logLevel`, stamped by that clock; `localStorage` when it works, else memory; no
 * chain adapters). A default is built only when no override replaces it, so an integrator's
 * storage means `localStorage` is never probed.
 * @example const { clock, storage } = bootPorts(parseOptions(options), { storage: myStorage })
 */
export function bootPorts(resolved: ResolvedOptions, overrides: WalletportOverrides): BootPorts {
  const clock = overrides.clock ?? new SystemClock()
  return {
    clock,
    logger: overrides.logger ?? new BufferedLogger({ clock, level: resolved.logLevel, sink: globalThis.console }),
    storage: overrides.storage ?? createDefaultStorage(),
    chainAdapters: overrides.chainAdapters ?? [],
  }
}
