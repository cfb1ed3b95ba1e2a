/**
 * The EIP-1193 surface the adapter uses, declared here so that no viem or mipd
 * type reaches a public signature: any object with `request` fits (a browser
 * extension, a WalletConnect provider, a test wallet in Node).
 */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** What the adapter reads from a browser window: `ethereum` (EIP-6963 uses the global window through mipd). */
export interface EvmWindow {
  readonly ethereum?: unknown
  addEventListener?(type: string, listener: (event: Event) => void): void
  removeEventListener?(type: string, listener: (event: Event) => void): void
  dispatchEvent?(event: Event): boolean
}

/** An EIP-1193 provider given in the options: how a headless (Node) app connects with no DOM. */
export interface EvmProviderOption {
  /** The connector id; unique among the adapter's connectors. */
  readonly id: string
  readonly name: string
  readonly provider: Eip1193Provider
  /** An image URL (never rendered as HTML). */
  readonly icon?: string
  readonly rdns?: string
}

/** True when `value` has a callable `request`, the one thing EIP-1193 requires. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}
