// Base58 (the Bitcoin alphabet) for addresses and signatures, through @scure/base (audited, and
// about 1 kB here); kit's codec would bring its codecs and error catalogue into the entry's first chunk.
import { base58 } from '@scure/base'

/**
 * The base58 text of `bytes` (leading zero bytes become leading '1's).
 * @example encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
}

/**
 * The bytes of a base58 text, or undefined when it is not base58.
 * @example decodeBase58('11111111111111111111111111111111')?.length // 32
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}
