import { getBase58Decoder, getTransactionEncoder, type Address, type SignatureBytes, type Transaction } from '@solana/kit'
import { bytesToBase64 } from './base64.js'
import type { SolanaWireTransaction } from './decodeSolanaTransaction.js'
import type { SolanaKey } from './deriveSolanaKey.js'

/** A transaction after the user signed it: on the wire (base64), and its signatures in base58. */
export interface SignedSolanaTransaction {
  readonly wire: string
  /** The user's own signature. */
  readonly signature: string
  /** The fee payer's (first slot's) signature, when that slot is signed: the transaction's id. */
  readonly feePayerSignature: string | undefined
}

/**
 * Signs the transaction's message bytes with the user's key in the user's own signer slot; every
 * other slot stays as it came. The caller has checked the user is a signer.
 * @example signSolanaTransaction(decodeSolanaTransaction(wire)!, key).wire // 'AeT…' (base64)
 */
export function signSolanaTransaction({ transaction }: SolanaWireTransaction, key: SolanaKey): SignedSolanaTransaction {
  const signature = key.sign(Uint8Array.from(transaction.messageBytes)) as SignatureBytes
  const signed: Transaction = { ...transaction, signatures: { ...transaction.signatures, [key.address as Address]: signature } }
  const base58 = getBase58Decoder()
  const first = Object.values(signed.signatures)[0]
  return {
    wire: bytesToBase64(Uint8Array.from(getTransactionEncoder().encode(signed))),
    signature: base58.decode(signature),
    feePayerSignature: first ? base58.decode(first) : undefined,
  }
}
