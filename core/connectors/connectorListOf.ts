import { map } from 'rxjs'
import { combineLatestOf } from '../state/combineLatestOf.js'
import type { Readable } from '../state/Readable.js'
import type { Connector } from './Connector.js'
import type { RecentWallet, Wallet } from './Wallet.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import type { Connection } from '../state/WalletState.js'
import { buildConnectorList, type ConnectorListGroup } from './buildConnectorList.js'

/** The directory's featured and recommended wallets. */
type DirectorySlice = { readonly featured: readonly Wallet[]; readonly recommended: readonly Wallet[] }
type Inputs = readonly [readonly Connector[], readonly RecentWallet[], readonly Connection[], DirectorySlice]

/**
 * The connect list over the connectors, recent wallets, connections and directory wallets.
 * The snapshot is built when read and kept while its inputs stay the same references, so
 * `getSnapshot()` returns a stable value and `state$` emits that same value.
 */
export function connectorListOf(params: {
  readonly connectors: Readable<readonly Connector[]>
  readonly recent: Readable<readonly RecentWallet[]>
  readonly connections: Readable<readonly Connection[]>
  readonly directory: Readable<DirectorySlice>
  readonly options: ResolvedOptions
  readonly isMobile: boolean
}): Readable<readonly ConnectorListGroup[]> {
  const { options } = params
  let last: { readonly inputs: Inputs; readonly list: readonly ConnectorListGroup[] } | undefined
  const listOf = (inputs: Inputs): readonly ConnectorListGroup[] => {
    if (last && inputs.every((input, index) => input === last?.inputs[index])) return last.list
    const [connectors, recent, connections, directory] = inputs
    const list = buildConnectorList({
      connectors,
      recent,
      isMobile: params.isMobile,
      enableWalletConnect: options.enableWalletConnect,
      enableInjected: options.enableInjected,
      enableEIP6963: options.enableEIP6963,
      connectedThroughWalletConnect: connections.some((connection) =>
        connectors.some((connector) => connector.id === connection.connectorId && connector.type === 'WALLET_CONNECT'),
      ),
      connectorTypeOrder: options.connectorTypeOrder,
      excludeWalletIds: options.excludeWalletIds,
      featuredWalletIds: options.featuredWalletIds,
      customWallets: options.customWallets,
      featured: directory.featured,
      recommended: directory.recommended,
    })
    last = { inputs, list }
    return list
  }
  const sources = [params.connectors, params.recent, params.connections, params.directory] as const
  return {
    getSnapshot: () => listOf([sources[0].getSnapshot(), sources[1].getSnapshot(), sources[2].getSnapshot(), sources[3].getSnapshot()]),
    state$: combineLatestOf<[...Inputs]>([sources[0].state$, sources[1].state$, sources[2].state$, sources[3].state$]).pipe(map((inputs) => listOf(inputs))),
  }
}
