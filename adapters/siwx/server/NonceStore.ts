/** What a nonce store knows of one nonce. */
export interface NonceRecord {
  /** Epoch ms after which the nonce is refused. */
  readonly expiresAt: number
  /** Epoch ms it was issued, when the store keeps it (else the server takes expiry − its own ttl). */
  readonly issuedAt?: number
  readonly used: boolean
}

/**
 * Where the sign-in server keeps the nonces it issued (single use, expiring). Put it
 * in Redis, a database, … for several processes; `MemoryNonceStore` serves one.
 */
export interface NonceStore {
  /** Remembers a freshly issued nonce (issued at `issuedAt`) until `expiresAt`. */
  add(nonce: string, expiresAt: number, issuedAt?: number): Promise<void>
  /** What is known of `nonce`, without changing anything. */
  peek(nonce: string): Promise<NonceRecord | undefined>
  /** Marks `nonce` used, atomically: true only for the one caller that found it issued and unused. */
  consume(nonce: string): Promise<boolean>
}
