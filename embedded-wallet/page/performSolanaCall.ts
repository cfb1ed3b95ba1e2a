import { getBase58Decoder } from '@solana/kit'
import type { SolanaKey } from './deriveSolanaKey.js'
import { FrameRequestError } from './FrameRequestError.js'
import type { RpcCall } from './prepareTransaction.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import type { SolanaApprovalCall } from './SolanaApprovalCall.js'

/**
 * Performs an approved Solana call with the user's key and answers in the wire contract's shapes:
 * `{ signature }` for a message, `{ signature, transaction }` for one transaction,
 * `{ transactions }` for several; a send posts `sendTransaction` and answers the node's signature,
 * which must be the transaction's own.
 * @example await performSolanaCall({ call, key, rpc }) // { signature: '5Vf…' }
 */
export async function performSolanaCall(parameters: { readonly call: SolanaApprovalCall; readonly key: SolanaKey; readonly rpc: RpcCall }): Promise<unknown> {
  const { call, key, rpc } = parameters
  switch (call.method) {
    case 'solana_signMessage':
      return { signature: getBase58Decoder().decode(key.sign(call.message)) }
    case 'solana_signTransaction': {
      const signed = signSolanaTransaction(call.transactions[0], key)
      // The fee payer's signature names the transaction; until the fee payer signs, the user's stands in.
      return { signature: signed.feePayerSignature ?? signed.signature, transaction: signed.wire }
    }
    case 'solana_signAllTransactions':
      return { transactions: call.transactions.map((transaction) => signSolanaTransaction(transaction, key).wire) }
    case 'solana_signAndSendTransaction': {
      const signed = signSolanaTransaction(call.transactions[0], key)
      const answer = await rpc('sendTransaction', [signed.wire, { encoding: 'base64', ...call.options }])
      if (typeof answer !== 'string' || answer !== signed.feePayerSignature) throw new FrameRequestError('The RPC endpoint answered a signature that is not the transaction’s')
      return { signature: answer }
    }
  }
}
