import { map, type Observable } from 'rxjs'
import { combineLatestOf } from '../state/combineLatestOf.js'
import type { Connector } from '../model/Connector.js'
import type { RecentWallet } from '../model/Wallet.js'
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
}): Observable<readonly ConnectorListGroup[]> {
  const { options } = params
  return combineLatestOf<[readonly Connector[], readonly RecentWallet[], readonly Connection[]]>([params.connectors$, params.recent$, params.connections$]).pipe(
    map(([connectors, recent, connections]) =>
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
      }),
    ),
  )
}
