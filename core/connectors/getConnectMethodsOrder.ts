import { mergeOrder } from '../options/mergeOrder.js'

/** The connect methods of the Connect view. */
export const CONNECT_METHODS = ['wallet', 'email', 'social'] as const
type ConnectMethod = (typeof CONNECT_METHODS)[number]

/** Default when an injected or announced wallet is shown (spec §2, REFERENCE.md). */
export const CONNECT_METHODS_ORDER_WITH_WALLET: readonly ConnectMethod[] = ['wallet', 'email', 'social']
/** Default otherwise: the spec's "earlier reading" and REFERENCE.md's fallback. */
export const CONNECT_METHODS_ORDER_WITHOUT_WALLET: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/**
 * Spec §2 ordering of connect methods. The spec's two readings are reconciled as
 * REFERENCE.md does: wallet, email, social when an injected/announced wallet is
 * shown (a wallet is right there), else email, social, wallet (the "earlier
 * reading", the default constant the spec does not show). A configured order
 * wins whatever is installed; it goes through mergeOrder (unknown and duplicate
 * entries dropped, missing methods appended in the situation's default order).
 * @example getConnectMethodsOrder({ hasInjectedOrAnnouncedWallet: false }) // ['email', 'social', 'wallet']
 */
export function getConnectMethodsOrder(params: {
  readonly configured?: readonly unknown[] | undefined
  readonly hasInjectedOrAnnouncedWallet: boolean
}): ConnectMethod[] {
  const defaults = params.hasInjectedOrAnnouncedWallet
    ? CONNECT_METHODS_ORDER_WITH_WALLET
    : CONNECT_METHODS_ORDER_WITHOUT_WALLET
  return mergeOrder(params.configured, defaults)
}
