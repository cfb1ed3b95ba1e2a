import { getCompiledTransactionMessageDecoder, getCompiledTransactionMessageEncoder, getTransactionDecoder, getTransactionEncoder, type CompiledTransactionMessage, type Transaction } from '@solana/kit'
import { base64ToBytes } from './base64.js'

/** A wire transaction as the frame reads it: its signatures by signer and its compiled message. */
export interface SolanaWireTransaction {
  readonly transaction: Transaction
  readonly message: CompiledTransactionMessage
}

/**
 * Reads a base64 wire transaction with @solana/kit's codecs; undefined unless the bytes are exactly
 * one transaction whose message decodes with nothing left over, so what is described is what is signed.
 * @example decodeSolanaTransaction(wire)?.message.staticAccounts[0] // the fee payer
 */
export function decodeSolanaTransaction(base64: string): SolanaWireTransaction | undefined {
  try {
    const bytes = base64ToBytes(base64)
    const transaction = getTransactionDecoder().decode(bytes)
    if (!sameBytes(getTransactionEncoder().encode(transaction), bytes)) return undefined
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    // The message decoder stops where the message ends: bytes after it would be signed unseen.
    if (!sameBytes(getCompiledTransactionMessageEncoder().encode(message), transaction.messageBytes)) return undefined
    return { transaction, message }
  } catch {
    return undefined
  }
}

/** Byte-wise equality (the codecs' output is compared with what came in). */
export function sameBytes(a: Uint8Array | ArrayLike<number>, b: Uint8Array | ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}
