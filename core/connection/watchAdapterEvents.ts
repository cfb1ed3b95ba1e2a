import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import type { CoreContext } from '../CoreContext.js'
import type { Connector } from '../connectors/Connector.js'
import type { LazyCalls } from '../lazy/lazyModule.js'
import type { UseCases } from '../lazy/importUseCases.js'
import type { Store } from '../state/Store.js'

/**
 * Follows every adapter's events: a changed connector set refreshes the connectors at once;
 * any other event (accounts, chain, disconnect) goes to `handleAdapterEvent`. Returns the
 * teardown: it unsubscribes, then destroys each adapter.
 */
export function watchAdapterEvents(parameters: {
  readonly context: CoreContext
  readonly adapters: readonly ChainAdapter[]
  readonly connectors: Store<readonly Connector[]>
  readonly useCases: LazyCalls<Pick<UseCases, 'handleAdapterEvent'>>
}): () => void {
  const { context, adapters, connectors, useCases } = parameters
  const stops = adapters.map((adapter) =>
    adapter.on((event) => {
      if (event.type === 'connectorsChanged') return connectors.set(adapters.flatMap((each) => each.getConnectors()))
      useCases.handleAdapterEvent(context, adapter.namespace, event).catch((error: unknown) => context.logger.error('failed to apply a wallet event', error))
    }),
  )
  return () => {
    for (const stop of stops) stop()
    // The adapters given are the instance's: their wallets' listeners and discovery end with it.
    for (const adapter of adapters) void adapter.destroy?.()
  }
}
