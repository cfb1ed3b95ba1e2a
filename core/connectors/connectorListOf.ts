import { combineLatest, map, of, type Observable } from 'rxjs'
import type { Connector } from '../model/Connector.js'
import type { RecentWallet, Wallet } from '../model/Wallet.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import type { Connection } from '../state/WalletState.js'
import { buildConnectorList, type ConnectorListGroup } from './buildConnectorList.js'

/** The connect list as an observable over the connectors, recent wallets and connections. */
export function connectorListOf(params: {
  readonly connectors$: Observable<readonly Connector[]>
  readonly recent$: Observable<readonly RecentWallet[]>
  readonly connections$: Observable<readonly Connection[]>
  readonly options: ResolvedOptions
  readonly isMobile: boolean
  /** The directory's featured and recommended wallets, once loaded (default: none). */
  readonly directory$?: Observable<{ readonly featured: readonly Wallet[]; readonly recommended: readonly Wallet[] }>
}): Observable<readonly ConnectorListGroup[]> {
  const { options } = params
  const directory$ = params.directory$ ?? of({ featured: [], recommended: [] })
  return combineLatest([params.connectors$, params.recent$, params.connections$, directory$]).pipe(
    map(([connectors, recent, connections, directory]) =>
      buildConnectorList({
        connectors,
        recent,
        isMobile: params.isMobile,
        enableWalletConnect: options.enableWalletConnect,
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
