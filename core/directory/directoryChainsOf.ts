import type { Network } from '../network/Network.js'

/**
 * The `chains` filter of directory queries: the app's mainnet networks (CAIP-2), so the
 * listing shows only wallets that can use the app. Testnets and local
 * chains are left out: the directory knows no wallet for them, and a filter of only such
 * chains would list nothing (then there is no filter at all: `undefined`).
 * @example directoryChainsOf([mainnet, sepolia]) // ['eip155:1']
 */
export function directoryChainsOf(networks: readonly Pick<Network, 'caipNetworkId' | 'testnet'>[]): readonly string[] | undefined {
  const chains = [...new Set(networks.filter((network) => network.testnet !== true).map((network) => network.caipNetworkId))]
  return chains.length > 0 ? chains : undefined
}
