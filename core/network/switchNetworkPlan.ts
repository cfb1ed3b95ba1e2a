import type { ConnectorType } from '../connectors/Connector.js'
import type { ChainNamespace } from './Network.js'

/** The inputs of `switchNetworkPlan`. */
export interface SwitchNetworkPlanParameters {
  readonly targetNamespace: ChainNamespace
  /** The active chain namespace; `undefined` before any is active. */
  readonly activeNamespace: ChainNamespace | undefined
  /** True when an account is connected in the target namespace. */
  readonly hasAddressInTarget: boolean
  /** True when the embedded wallet exists for the target namespace (see isEmbeddedWalletAvailable). */
  readonly targetSupportsEmbedded: boolean
  /** Type of the connector holding the active connection; `undefined` when none. */
  readonly connectorType: ConnectorType | undefined
}

/** How the account is synced after the network is set. */
export type AccountSync = 'wallet-connect' | 'account' | 'none'

/** What a network switch must do, decided before any port is called. */
export type SwitchNetworkPlan =
  | { readonly kind: 'adapter-switch' }
  | {
      readonly kind: 'embedded-connect-or-switch'
      /** 'switch' when the embedded wallet already has an address in the target namespace. */
      readonly embedded: 'connect' | 'switch'
      /** Used when the embedded provider fails. */
      readonly fallback: 'adapter-switch'
    }
  | { readonly kind: 'set-network-and-sync-account'; readonly sync: AccountSync }

/**
 * How a network switch proceeds; the rules in this order, first match wins:
 * 1. Same namespace (the target is the active chain) with an address: the adapter
 *    switches. Without an address there is no wallet to ask, so it falls to rule 4.
 * 2. Different namespace the embedded wallet supports, while the embedded wallet (AUTH)
 *    is the connector: connect (no address yet) or switch via the embedded provider,
 *    falling back to an adapter switch. Requiring AUTH keeps an external wallet's
 *    session from being replaced by an embedded login the visitor never asked for.
 * 3. Different namespace with an address: set the network and sync the account, through
 *    the wallet-connect session when that is the connector, else the adapter.
 * 4. No address in the target: only set the network; there is no account to sync.
 */
export function switchNetworkPlan(parameters: SwitchNetworkPlanParameters): SwitchNetworkPlan {
  const { targetNamespace, activeNamespace, hasAddressInTarget, targetSupportsEmbedded, connectorType } = parameters
  const isTargetActiveChain = targetNamespace === activeNamespace
  if (isTargetActiveChain && hasAddressInTarget) return { kind: 'adapter-switch' }
  if (!isTargetActiveChain && targetSupportsEmbedded && connectorType === 'AUTH') {
    return { kind: 'embedded-connect-or-switch', embedded: hasAddressInTarget ? 'switch' : 'connect', fallback: 'adapter-switch' }
  }
  if (!hasAddressInTarget) return { kind: 'set-network-and-sync-account', sync: 'none' }
  return { kind: 'set-network-and-sync-account', sync: connectorType === 'WALLET_CONNECT' ? 'wallet-connect' : 'account' }
}
