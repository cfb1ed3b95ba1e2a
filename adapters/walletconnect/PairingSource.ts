/** What the pairing view shows: a URI to scan while pending. */
export type PairingState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'pending'; readonly uri: string; readonly expiresAt: number }

/**
 * The WalletConnect connector's `provider`: the live pairing URI, for the QR view. A plain
 * subscribe/getSnapshot pair (what React's useSyncExternalStore wants), no vendor types.
 */
export class PairingSource {
  #state: PairingState = { status: 'idle' }
  readonly #listeners = new Set<() => void>()

  getSnapshot = (): PairingState => this.#state

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  set(state: PairingState): void {
    this.#state = state
    for (const listener of [...this.#listeners]) listener()
  }
}
