import {
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit'

/** A blockhash for transactions that are signed but never sent. Test support only. */
export const TEST_BLOCKHASH = blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N')

/** An unsigned v0 wire transaction (base64) paid by `feePayer`: every signer slot is empty. Test support only. */
export function unsignedWire(feePayer: Address, instructions: readonly Instruction[], lifetime = { blockhash: TEST_BLOCKHASH, lastValidBlockHeight: 100n }): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
