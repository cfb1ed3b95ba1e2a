import { mergeOrder } from '../options/mergeOrder.js'

export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number]

/**
 * Connector groups in DEFAULT_CONNECTOR_ORDER (walletConnect, recent,
 * injected, featured, custom, external, recommended). A configured
 * connectorTypeOrder takes precedence (through mergeOrder: unknown/duplicates
 * dropped, missing groups appended). The walletConnect group is shown only when
 * wallet-connect is enabled and the visitor is not already connected through it
 * — in a configured order too.
 * @example orderConnectorGroups({ walletConnectEnabled: false, connectedThroughWalletConnect: false })[0] // 'recent'
 */
export function orderConnectorGroups(params: {
  readonly connectorTypeOrder?: readonly unknown[] | undefined
  readonly walletConnectEnabled: boolean
  readonly connectedThroughWalletConnect: boolean
}): ConnectorGroup[] {
  const showWalletConnect = params.walletConnectEnabled && !params.connectedThroughWalletConnect
  return mergeOrder(params.connectorTypeOrder, DEFAULT_CONNECTOR_ORDER).filter(
    (group) => group !== 'walletConnect' || showWalletConnect,
  )
}
