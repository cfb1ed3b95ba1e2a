import type { ChainNamespace } from '../../core/network/Network.js'

/** The native balance of each address per CAIP-2 network; EVM addresses match whatever their casing. */
export class NativeBalances {
  readonly #namespace: ChainNamespace
  readonly #values = new Map<string, bigint>()

  constructor(namespace: ChainNamespace) {
    this.#namespace = namespace
  }

  /** The balance of `address`, 0 when none was set. */
  get(address: string, caipNetworkId: string): bigint {
    return this.#values.get(this.#key(address, caipNetworkId)) ?? 0n
  }

  set(address: string, caipNetworkId: string, value: bigint): void {
    this.#values.set(this.#key(address, caipNetworkId), value)
  }

  #key(address: string, caipNetworkId: string): string {
    return `${caipNetworkId}|${this.#namespace === 'eip155' ? address.toLowerCase() : address}`
  }
}
