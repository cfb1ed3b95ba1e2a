import type { Connector } from './Connector.js'
import type { RecentWallet, Wallet } from './Wallet.js'
import type { ConnectorGroup, CustomWallet } from '../options/WalletportOptions.js'
import { orderConnectorGroups } from './orderConnectorGroups.js'
import { isBrowserWalletHidden } from './isBrowserWalletHidden.js'
import { isWalletExcluded } from './isWalletExcluded.js'

/** One row of the connect list: a live connector, or a wallet to reach another way. */
export type ConnectorListItem =
  | { readonly kind: 'connector'; readonly connector: Connector }
  | { readonly kind: 'wallet'; readonly wallet: Wallet | CustomWallet }

export interface ConnectorListGroup {
  readonly group: ConnectorGroup
  readonly items: readonly ConnectorListItem[]
}

export interface BuildConnectorListParams {
  readonly connectors: readonly Connector[]
  readonly recent: readonly RecentWallet[]
  readonly isMobile: boolean
  readonly enableWalletConnect: boolean
  /** false hides the `window.ethereum` (INJECTED) connectors (default true). */
  readonly enableInjected?: boolean | undefined
  /** false hides the EIP-6963 (ANNOUNCED) connectors (default true). */
  readonly enableEIP6963?: boolean | undefined
  readonly connectedThroughWalletConnect: boolean
  readonly connectorTypeOrder?: readonly ConnectorGroup[] | undefined
  readonly excludeWalletIds?: readonly string[] | undefined
  readonly featuredWalletIds?: readonly string[] | undefined
  /** Directory entries of the featured ids (any order; shown in `featuredWalletIds` order). */
  readonly featured?: readonly Wallet[] | undefined
  readonly customWallets?: readonly CustomWallet[] | undefined
  readonly recommended?: readonly Wallet[] | undefined
}

/** The generic `window.ethereum` connector. */
export const BROWSER_WALLET_CONNECTOR_ID = 'injected'

/**
 * The connect list, grouped and ordered (connectorTypeOrder wins), with
 * the Browser Wallet rule, exclusions by id, rdns or case-insensitive name, and each
 * wallet shown once (first group wins; de-duplicated by id and rdns). Empty groups are dropped.
 * enableInjected / enableEIP6963 false leave out those connector types everywhere, recent included.
 * The AUTH connector is never listed.
 */
export function buildConnectorList(params: BuildConnectorListParams): readonly ConnectorListGroup[] {
  const excluded = params.excludeWalletIds ?? []
  const hiddenTypes = [...(params.enableInjected === false ? ['INJECTED'] : []), ...(params.enableEIP6963 === false ? ['ANNOUNCED'] : [])]
  // The embedded wallet (AUTH) is reached through the email and social fields, never as a wallet row.
  const visible = params.connectors.filter(
    (connector) =>
      connector.type !== 'AUTH' &&
      !hiddenTypes.includes(connector.type) &&
      !isWalletExcluded({ rdns: connector.info?.rdns, name: connector.name }, excluded) &&
      !excluded.includes(connector.id) &&
      !(
        connector.id === BROWSER_WALLET_CONNECTOR_ID &&
        connector.type === 'INJECTED' &&
        isBrowserWalletHidden({ isMobile: params.isMobile, rdns: connector.info?.rdns, installed: connector.installed })
      ),
  )
  const wallets = (list: readonly (Wallet | CustomWallet)[] | undefined) =>
    (list ?? []).filter((wallet) => !excluded.includes(wallet.id) && !isWalletExcluded(wallet, excluded))
  const asConnectors = (list: readonly Connector[]) => list.map((connector): ConnectorListItem => ({ kind: 'connector', connector }))
  const asWallets = (list: readonly (Wallet | CustomWallet)[]) => list.map((wallet): ConnectorListItem => ({ kind: 'wallet', wallet }))

  const featuredOrder = params.featuredWalletIds ?? []
  const candidates: Record<ConnectorGroup, readonly ConnectorListItem[]> = {
    walletConnect: asConnectors(visible.filter((connector) => connector.type === 'WALLET_CONNECT')),
    recent: params.recent.flatMap((entry) => {
      const connector = visible.find((each) => each.id === entry.id || (entry.rdns !== undefined && each.info?.rdns === entry.rdns))
      return connector && connector.type !== 'WALLET_CONNECT' ? asConnectors([connector]) : []
    }),
    injected: asConnectors(visible.filter((connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED')),
    featured: asWallets(
      wallets(params.featured)
        .filter((wallet) => featuredOrder.includes(wallet.id))
        .sort((a, b) => featuredOrder.indexOf(a.id) - featuredOrder.indexOf(b.id)),
    ),
    custom: asWallets(wallets(params.customWallets)),
    external: asConnectors(visible.filter((connector) => ['EXTERNAL', 'MULTI_CHAIN'].includes(connector.type))),
    recommended: asWallets(wallets(params.recommended)),
  }

  const seen = new Set<string>()
  const firstTime = (item: ConnectorListItem): boolean => {
    const keys = item.kind === 'connector' ? [`id:${item.connector.id}`, item.connector.info?.rdns] : [`id:${item.wallet.id}`, item.wallet.rdns]
    const present = keys.filter((key): key is string => Boolean(key))
    if (present.some((key) => seen.has(key))) return false
    for (const key of present) seen.add(key)
    return true
  }
  return orderConnectorGroups({
    connectorTypeOrder: params.connectorTypeOrder,
    walletConnectEnabled: params.enableWalletConnect,
    connectedThroughWalletConnect: params.connectedThroughWalletConnect,
  })
    .map((group) => ({ group, items: candidates[group].filter(firstTime) }))
    .filter((entry) => entry.items.length > 0)
}
