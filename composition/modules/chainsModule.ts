import { ContainerModule } from 'inversify'
import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { TOKENS } from '../../ports/tokens.js'

/**
 * The default chain adapters: none. The adapters (`walletport/evm`, `walletport/walletconnect`)
 * are the integrator's to give, so a page pays only for the chains it uses.
 * @example container.load(chainsModule())
 */
export function chainsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<readonly ChainAdapter[]>(TOKENS.chainAdapters).toConstantValue([])
  })
}
