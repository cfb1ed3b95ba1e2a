// The signature checks, loaded on the first signature (ed25519 is the larger share of the entry).
import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58 } from './base58.js'

export { verifySignIn } from '@solana/wallet-standard-util'

/**
 * Whether `signature` is `address`'s ed25519 signature of `message` (strict RFC 8032: canonical
 * encodings only). A key that is not a curve point is simply not the signer.
 * @example isSignedBy(address, new TextEncoder().encode('hello'), signature) // true
 */
export function isSignedBy(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const publicKey = decodeBase58(address)
  if (publicKey?.length !== 32) return false
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}
