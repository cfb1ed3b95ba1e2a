import { BehaviorSubject, map, type Observable } from 'rxjs'
import { combineLatestOf } from '../state/combineLatestOf.js'
import type { Connector } from './Connector.js'
import type { RecentWallet, Wallet } from './Wallet.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import type { Connection } from '../state/WalletState.js'
import { buildConnectorList, type ConnectorListGroup } from './buildConnectorList.js'

/** The directory's featured and recommended wallets. */
type DirectorySlice = { readonly featured: readonly Wallet[]; readonly recommended: readonly Wallet[] }
const NO_DIRECTORY: DirectorySlice = Object.freeze({ featured: [], recommended: [] })

/** The connect list as an observable over the connectors, recent wallets and connections. */
export function connectorListOf(params: {
  readonly connectors$: Observable<readonly Connector[]>
  readonly recent$: Observable<readonly RecentWallet[]>
  readonly connections$: Observable<readonly Connection[]>
  readonly options: ResolvedOptions
  readonly isMobile: boolean
  /** The directory's featured and recommended wallets, once loaded (default: none). */
  readonly directory$?: Observable<DirectorySlice>
}): Observable<readonly ConnectorListGroup[]> {
  const { options } = params
  const directory$ = params.directory$ ?? new BehaviorSubject<DirectorySlice>(NO_DIRECTORY)
  return combineLatestOf<[readonly Connector[], readonly RecentWallet[], readonly Connection[], DirectorySlice]>([params.connectors$, params.recent$, params.connections$, directory$]).pipe(
    map(([connectors, recent, connections, directory]) =>
      buildConnectorList({
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
      }),
    ),
  )
}
