import { ContainerModule } from 'inversify'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import type { Clock } from '../../ports/Clock.js'
import type { Logger, LogLevel } from '../../ports/Logger.js'
import { TOKENS } from '../../ports/tokens.js'

/**
 * The default Logger: buffered, printed to the console from `level` up, its entries stamped
 * by the Clock the container holds (an overriding clock's time, not the system's).
 * @example container.load(loggingModule('error'))
 */
export function loggingModule(level: LogLevel): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Logger>(TOKENS.logger)
      .toResolvedValue((clock: Clock) => new BufferedLogger({ clock, level, sink: globalThis.console }), [TOKENS.clock])
      .inSingletonScope()
  })
}
