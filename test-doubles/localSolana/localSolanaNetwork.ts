import { defineNetwork } from '../../core/network/defineNetwork.js'
import type { Network } from '../../core/network/Network.js'

/**
 * The network of a local Solana cluster: its CAIP-2 reference is the first 32 characters of the
 * genesis hash, its RPC the local URL; a testnet paying in SOL (9 decimals).
 * @example const localnet = localSolanaNetwork(await startLocalSolana())
 */
export function localSolanaNetwork(node: { readonly genesisHash: string; readonly url: string }, name = 'Solana Local'): Network {
  return defineNetwork({
    id: node.genesisHash.slice(0, 32),
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [node.url] } },
    testnet: true,
  })
}
