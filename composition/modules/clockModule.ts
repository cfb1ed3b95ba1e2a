import { ContainerModule } from 'inversify'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import type { Clock } from '../../ports/Clock.js'
import { TOKENS } from '../../ports/tokens.js'

/**
 * The default Clock: the system's time and timers, built only if no override replaces it.
 * @example container.load(clockModule())
 */
export function clockModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Clock>(TOKENS.clock)
      .toResolvedValue(() => new SystemClock())
      .inSingletonScope()
  })
}
