import { numberToHex } from 'viem'
import type { Network } from '../../core/network/Network.js'

/** The EIP-3085 `wallet_addEthereumChain` parameter, as plain JSON. */
export interface AddEthereumChainParameter {
  readonly chainId: string
  readonly chainName: string
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly rpcUrls: readonly string[]
  readonly blockExplorerUrls?: readonly string[]
}

/**
 * What a wallet needs to add a network (EIP-3085). `rpcUrls` falls back to the URL the
 * adapter itself reads the chain from when the network lists none (the chain node).
 * @example toAddEthereumChainParameter(base, []).chainId // '0x2105'
 */
export function toAddEthereumChainParameter(network: Network, fallbackRpcUrls: readonly string[]): AddEthereumChainParameter {
  const rpcUrls = network.rpcUrls.default.http.length > 0 ? network.rpcUrls.default.http : fallbackRpcUrls
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: [...rpcUrls],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
