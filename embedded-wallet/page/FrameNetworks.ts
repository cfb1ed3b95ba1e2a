import type { FrameChainId } from './framePayloadSchemas.js'

/**
 * The frame's chain bookkeeping: the current chain (an eip155 number or a 'solana:…' id, as the
 * app names it) and the RPC URL the app gave for each chain.
 * @example networks.switchTo({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl }) // { chainId: 'solana:EtWT…' }
 */
export class FrameNetworks {
  #current: FrameChainId = 1
  readonly #rpcUrls = new Map<FrameChainId, string>()

  /** The chain the app last switched to (or asked GET_USER for); 1 until then. */
  get current(): FrameChainId {
    return this.#current
  }

  /** Makes `chainId` current (GET_USER does, without an RPC URL). */
  use(chainId: FrameChainId): void {
    this.#current = chainId
  }

  /** SWITCH_NETWORK: the chain becomes current and its RPC URL is remembered; echoes the id as given. */
  switchTo({ chainId, rpcUrl }: { readonly chainId: FrameChainId; readonly rpcUrl: string }): { chainId: FrameChainId } {
    this.#current = chainId
    this.#rpcUrls.set(chainId, rpcUrl)
    return { chainId }
  }

  /** The RPC URL the app gave for `chainId`, if any. */
  rpcUrlFor(chainId: FrameChainId): string | undefined {
    return this.#rpcUrls.get(chainId)
  }
}
