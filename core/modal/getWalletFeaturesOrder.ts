import { mergeOrder } from '../options/mergeOrder.js'

export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/**
 * Wallet features default to onramp, swaps, receive, send. A configured
 * order goes through mergeOrder (unknown/duplicates dropped, missing features
 * appended); whether a feature shows is decided by its feature flag, not here.
 * @example getWalletFeaturesOrder(['send']) // ['send', 'onramp', 'swaps', 'receive']
 */
export function getWalletFeaturesOrder(configured?: readonly unknown[]): WalletFeature[] {
  return mergeOrder(configured, DEFAULT_WALLET_FEATURES_ORDER)
}
