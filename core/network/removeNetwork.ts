import { NetworkNotFoundError } from '../errors/notFoundErrors.js'
import { updateNetwork } from '../state/updateWalletState.js'
import type { CoreContext } from '../CoreContext.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Removes a configured network. Removing the active network switches
 * to the first remaining one (through the wallet when connected). The last
 * network of the app cannot be removed.
 */
export async function removeNetwork(context: CoreContext, params: { readonly caipNetworkId: string }): Promise<void> {
  const state = context.state.getSnapshot()
  const all = Object.values(state.networks).flatMap((networkState) => networkState?.requestedCaipNetworks ?? [])
  const removed = all.find((network) => network.caipNetworkId === params.caipNetworkId)
  const remaining = all.filter((network) => network.caipNetworkId !== params.caipNetworkId)
  const next = remaining.find((network) => network.chainNamespace === removed?.chainNamespace) ?? remaining[0]
  if (!removed || !next) throw new NetworkNotFoundError({ caipNetworkId: params.caipNetworkId })
  const wasActive = state.networks[removed.chainNamespace]?.caipNetwork?.caipNetworkId === removed.caipNetworkId
  if (wasActive) await switchNetwork(context, { network: next })
  context.state.update((current) =>
    updateNetwork(current, removed.chainNamespace, (previous) => ({
      ...previous,
      requestedCaipNetworks: previous.requestedCaipNetworks.filter((network) => network.caipNetworkId !== removed.caipNetworkId),
      caipNetwork:
        previous.caipNetwork?.caipNetworkId !== removed.caipNetworkId
          ? previous.caipNetwork
          : next.chainNamespace === removed.chainNamespace
            ? next
            : undefined,
    })),
  )
}
