/** Chain namespaces walletport knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `{namespace}:{reference}`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `{namespace}:{reference}:{address}`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface NativeCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface RpcUrls {
  readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] }
  readonly [name: string]: { readonly http: readonly string[]; readonly webSocket?: readonly string[] }
}

export interface BlockExplorer {
  readonly name: string
  readonly url: string
}

/** A chain the app can use, with its native currency, RPC URLs and explorers. `id` is the chain reference (1, 'mainnet', …). */
export interface Network {
  readonly id: number | string
  readonly caipNetworkId: CaipNetworkId
  readonly chainNamespace: ChainNamespace
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: RpcUrls
  readonly blockExplorers?: { readonly default: BlockExplorer; readonly [name: string]: BlockExplorer }
  readonly testnet?: boolean
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string }
}
