import type { CoreContext } from '../CoreContext.js'
import type { ChainNamespace } from '../network/Network.js'
import { EMBEDDED_WALLET_NAMESPACES } from './isEmbeddedWalletAvailable.js'

/**
 * The namespace an embedded login connects in: the active one when the embedded wallet serves it
 * and the app has its adapter, else the first served namespace the app has; none without one.
 * @example embeddedNamespace(context) // 'solana' while a solana network is active
 */
export function embeddedNamespace(context: Pick<CoreContext, 'state' | 'adapters'>): ChainNamespace | undefined {
  const active = context.state.getSnapshot().activeNamespace
  if (active !== undefined && EMBEDDED_WALLET_NAMESPACES.includes(active) && context.adapters.has(active)) return active
  return EMBEDDED_WALLET_NAMESPACES.find((namespace) => context.adapters.has(namespace))
}
