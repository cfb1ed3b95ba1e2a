import { ContainerModule } from 'inversify'
import { createDefaultStorage } from '../../adapters/storage/createDefaultStorage.js'
import type { Storage } from '../../ports/Storage.js'
import { TOKENS } from '../../ports/tokens.js'

/**
 * The default Storage: `localStorage` when it works, else memory. Built only if no
 * override replaces it, so an integrator's storage means `localStorage` is never probed.
 * @example container.load(storageModule())
 */
export function storageModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Storage>(TOKENS.storage)
      .toResolvedValue(() => createDefaultStorage())
      .inSingletonScope()
  })
}
