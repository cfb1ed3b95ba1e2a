import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder, getTransactionEncoder, type Address, type SignatureBytes, type Transaction } from '@solana/kit'
import { invalidInput } from './WalletStandardError.js'
import type { TestWalletKey } from './testWalletKeys.js'

/** A signed wire transaction, and the account's signature in it. */
export interface SignedWireTransaction {
  readonly bytes: Uint8Array
  readonly signature: Uint8Array
}

/**
 * Signs a wire transaction (its message bytes) with `key`, as a wallet's signTransaction does:
 * the key must be one of the transaction's signers; other signatures are kept as they are.
 * @example signWireTransaction(bytes, key).signature.length // 64
 */
export function signWireTransaction(bytes: Uint8Array, key: TestWalletKey): SignedWireTransaction {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes) as Transaction
  } catch (cause) {
    throw Object.assign(invalidInput('the transaction cannot be decoded'), { cause })
  }
  const address = key.address as Address
  if (!(address in transaction.signatures)) throw invalidInput(`the transaction needs no signature of ${key.address}`)
  const signature = ed25519.sign(Uint8Array.from(transaction.messageBytes), key.seed)
  const signed: Transaction = { ...transaction, signatures: { ...transaction.signatures, [address]: signature as SignatureBytes } }
  return { bytes: Uint8Array.from(getTransactionEncoder().encode(signed)), signature }
}
