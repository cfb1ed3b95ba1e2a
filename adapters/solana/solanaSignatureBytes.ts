import { BaseError } from '../../core/errors/BaseError.js'
import { decodeBase58 } from './base58.js'

/** A text that is not a Solana signature (base58 of 64 bytes). */
export class InvalidSolanaSignatureError extends BaseError {
  override name = 'InvalidSolanaSignatureError'

  constructor() {
    super('This is not a Solana signature (base58 of 64 bytes)', { category: 'VALIDATION_ERROR' })
  }
}

/**
 * The raw 64 bytes of a Solana signature, for verification: `walletport.signMessage` returns the
 * base58 text a person can read and copy; this gives back exactly the bytes the wallet signed with.
 * @example ed25519.verify(solanaSignatureBytes(await walletport.signMessage({ message })), messageBytes, publicKey)
 */
export function solanaSignatureBytes(signature: string): Uint8Array {
  const bytes = decodeBase58(signature)
  if (bytes?.length !== 64) throw new InvalidSolanaSignatureError()
  return bytes
}
