// Base58 (Bitcoin alphabet) has no 0, O, I or l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * A Solana address: base58, 32 to 44 characters. The decoded length (32 bytes)
 * is not checked: the character rule is enough and needs no decoder.
 * @example isSolanaAddress('So11111111111111111111111111111111111111112') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
