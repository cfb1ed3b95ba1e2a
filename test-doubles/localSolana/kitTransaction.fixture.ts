import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Base64EncodedWireTransaction,
  type Blockhash,
  type Instruction,
  type Signature,
  type TransactionSigner,
} from '@solana/kit'

/** A transaction signed with kit signers, on the wire (base64) and its signature. Test support only. */
export interface SignedWire {
  readonly wire: Base64EncodedWireTransaction
  readonly signature: Signature
}

/** Builds a v0 transaction paid by `payer` with `instructions`, signed by every signer they name. */
export async function signedWire(
  payer: TransactionSigner,
  lifetime: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint },
  instructions: readonly Instruction[],
): Promise<SignedWire> {
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(payer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  return { wire: getBase64EncodedWireTransaction(transaction), signature: getSignatureFromTransaction(transaction) }
}
