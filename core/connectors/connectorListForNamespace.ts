import type { ChainNamespace } from '../network/Network.js'
import type { ConnectorListGroup } from './buildConnectorList.js'
import type { Connector } from './Connector.js'

/**
 * The connect list narrowed to one namespace's wallets: connectors of that chain; listed
 * wallets (directory, custom) only when a WalletConnect connector serves that namespace,
 * since they pair through it. Groups left empty are dropped; the order is kept.
 * @example connectorListForNamespace({ groups, connectors, namespace: 'solana' })
 */
export function connectorListForNamespace(params: {
  readonly groups: readonly ConnectorListGroup[]
  /** Every connector the adapters offer (the WalletConnect one may be absent from the list). */
  readonly connectors: readonly Connector[]
  readonly namespace: ChainNamespace
}): readonly ConnectorListGroup[] {
  const { groups, connectors, namespace } = params
  const pairsHere = connectors.some((connector) => connector.type === 'WALLET_CONNECT' && connector.chain === namespace)
  return groups
    .map((group) => ({
      group: group.group,
      items: group.items.filter((item) => (item.kind === 'connector' ? item.connector.chain === namespace : pairsHere)),
    }))
    .filter((group) => group.items.length > 0)
}
