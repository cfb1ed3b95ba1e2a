import { mergeOrder } from '../options/mergeOrder.js'

/** The connect methods of the Connect view. */
export const CONNECT_METHODS = ['wallet', 'email', 'social'] as const
type ConnectMethod = (typeof CONNECT_METHODS)[number]

/** Default when an injected or announced wallet is shown: the wallet is right there. */
export const CONNECT_METHODS_ORDER_WITH_WALLET: readonly ConnectMethod[] = ['wallet', 'email', 'social']
/** Default when no injected or announced wallet is shown. */
export const CONNECT_METHODS_ORDER_WITHOUT_WALLET: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/**
 * The order of connect methods: wallet, email, social when an injected/announced
 * wallet is shown (a wallet is right there), else email, social, wallet. A configured order
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
