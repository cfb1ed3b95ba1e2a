/** EIP-6963 provider info (`eip6963:announceProvider` detail.info). */
export interface TestWalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** Where `announce` dispatches: a `window`, or any EventTarget. */
export interface TestWalletAnnounceTarget {
  dispatchEvent(event: Event): boolean
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
}

const DEFAULT_INFO = {
  name: 'Walletport Test Wallet',
  rdns: 'dev.walletport.testwallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#3b5bdb"/><path d="M22 34h52v32H22z" fill="#fff"/><circle cx="64" cy="50" r="5" fill="#3b5bdb"/></svg>',
  )}`,
} as const

/**
 * Announces `provider` through EIP-6963 on `target` now and on every `eip6963:requestProvider`,
 * while `isGone()` is false, until the returned stop is called. Fields given in `info` replace
 * the defaults, even with `undefined` (for malformed announcements).
 */
export function announceTestWallet(
  target: TestWalletAnnounceTarget,
  provider: unknown,
  uuid: string,
  info: Partial<TestWalletInfo>,
  isGone: () => boolean,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ uuid, ...DEFAULT_INFO, ...info }), provider })
  // The event must come from the target's own realm (a jsdom window refuses foreign events).
  const EventClass = (target as { CustomEvent?: typeof CustomEvent }).CustomEvent ?? globalThis.CustomEvent
  const dispatch = (): void => {
    if (!isGone()) target.dispatchEvent(new EventClass('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', dispatch)
  dispatch()
  return () => target.removeEventListener('eip6963:requestProvider', dispatch)
}

/** A v4 uuid; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
