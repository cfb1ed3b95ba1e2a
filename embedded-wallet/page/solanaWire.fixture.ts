import {
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type AddressesByLookupTableAddress,
  type Instruction,
} from '@solana/kit'

/** A blockhash for transactions that are signed but never sent. Test support only. */
export const TEST_BLOCKHASH = blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N')

/**
 * An unsigned v0 wire transaction (base64) paid by `feePayer`: every signer slot is empty; accounts
 * in `lookupTables` are taken from those tables. Test support only.
 */
export function unsignedWire(
  feePayer: Address,
  instructions: readonly Instruction[],
  lifetime = { blockhash: TEST_BLOCKHASH, lastValidBlockHeight: 100n },
  lookupTables: AddressesByLookupTableAddress = {},
): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
    (draft) => compressTransactionMessageUsingAddressLookupTables(draft, lookupTables),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
