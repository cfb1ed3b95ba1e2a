const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** 17 alphanumerics ≈ 101 bits, above EIP-4361's minimum of 8 characters. */
export const SIWX_NONCE_LENGTH = 17

/** Fills a byte array with cryptographically strong random values (the shape of `crypto.getRandomValues`). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array

/**
 * A sign-in nonce: `length` alphanumerics from a cryptographically strong source,
 * unbiased (bytes ≥ 248 are redrawn so each character is equally likely).
 * @example generateNonce() // 'r7Kq0ZbW1xYy2mNsT'
 */
export function generateNonce(
  length: number = SIWX_NONCE_LENGTH,
  randomBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  if (!Number.isInteger(length) || length < 8) throw new RangeError('a sign-in nonce has at least 8 characters')
  const limit = 256 - (256 % ALPHABET.length)
  let nonce = ''
  for (let round = 0; nonce.length < length; round += 1) {
    if (round === 64) throw new Error('the random source returned no usable bytes')
    for (const byte of randomBytes(new Uint8Array(length * 2))) {
      if (byte < limit && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}
