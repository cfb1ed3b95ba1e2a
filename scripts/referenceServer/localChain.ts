import { createPublicClient, http, type PublicClient } from 'viem'
import type { DemoTokenInfo } from './deployDemoTokens.js'

/** One local chain the reference server reads, with the tokens deployed on it. */
export interface LocalChain {
  readonly chainId: number
  /** CAIP-2, e.g. `eip155:31337`. */
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly client: PublicClient
  readonly tokens: readonly DemoTokenInfo[]
  /** The local onramp's treasury: its token transfers show as purchases ('buy') in the history. */
  readonly onrampTreasury?: `0x${string}`
  /** The demo AMM's router: its Swapped events show as trades in the history. */
  readonly swapRouter?: `0x${string}`
}

/** USD per ETH on the local chains (a fixed local price: there is no market offline). */
export const LOCAL_ETH_PRICE = 2_500

/** A small SVG coin with the symbol's first letter, as a data URL (the server fetches nothing). */
export function coinIcon(symbol: string): string {
  const letter = (symbol[0] ?? '?').toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#3b6cf6"/><text x="16" y="21" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** A LocalChain over an RPC URL (viem public client; each request its own HTTP call). */
export function localChain(options: {
  readonly chainId: number
  readonly rpcUrl: string
  readonly tokens: readonly DemoTokenInfo[]
  readonly onrampTreasury?: `0x${string}`
  readonly swapRouter?: `0x${string}`
}): LocalChain {
  const chain = {
    id: options.chainId,
    name: `Chain ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  }
  return {
    chainId: options.chainId,
    caipNetworkId: `eip155:${options.chainId}`,
    rpcUrl: options.rpcUrl,
    client: createPublicClient({ chain, transport: http(options.rpcUrl) }) as PublicClient,
    tokens: options.tokens,
    ...(options.onrampTreasury ? { onrampTreasury: options.onrampTreasury } : {}),
    ...(options.swapRouter ? { swapRouter: options.swapRouter } : {}),
  }
}
