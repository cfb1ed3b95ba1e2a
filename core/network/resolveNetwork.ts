import type { ChainNamespace, Network } from './Network.js'

/**
 * The configured network a wallet's chain id points to, or a minimal
 * "unknown" network so the UnsupportedChain rule can see it.
 */
export function resolveNetwork(
  requested: readonly Network[],
  namespace: ChainNamespace,
  chainId: number | string,
): { readonly network: Network; readonly supported: boolean } {
  const caipNetworkId = `${namespace}:${chainId}` as const
  const known = requested.find((network) => network.caipNetworkId === caipNetworkId)
  if (known) return { network: known, supported: true }
  const template = requested[0]
  return {
    supported: false,
    network: {
      id: chainId,
      caipNetworkId,
      chainNamespace: namespace,
      name: `Unknown network (${caipNetworkId})`,
      nativeCurrency: template?.nativeCurrency ?? { name: 'Unknown', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
  }
}
