import { lamports as toLamports } from '@solana/kit'
import * as z from 'zod/mini'
import { decodeWireMessage, decodeWireTransaction } from './decodeWireTransaction.js'
import { encodeAccount } from './encodeAccount.js'
import type { LocalSolanaLedger, SignatureStatus } from './LocalSolanaLedger.js'
import { withContext } from './rpcContext.js'
import { rpcMethod, type JsonRpcMethods } from './rpcMethod.js'
import { RPC_ERROR_CODES, SolanaRpcError } from './SolanaRpcError.js'
import { addressParam, commitmentConfig, sendTransactionConfig, signatureParam, simulateTransactionConfig, u64Param } from './solanaRpcParams.js'

/** The real RPC's limit on getSignatureStatuses. */
const MAX_SIGNATURES = 256

/**
 * The transaction methods: sendTransaction (with preflight), simulateTransaction,
 * getSignatureStatuses, getFeeForMessage, requestAirdrop.
 * @example transactionMethods(ledger).sendTransaction([base64Wire, { encoding: 'base64' }]) // '5VERv8…'
 */
export function transactionMethods(ledger: LocalSolanaLedger): JsonRpcMethods {
  return {
    sendTransaction: rpcMethod(z.tuple([z.string(), sendTransactionConfig]), ([wire, config]) =>
      ledger.send(decodeWireTransaction(wire, config?.encoding), { skipPreflight: config?.skipPreflight ?? false }),
    ),
    simulateTransaction: rpcMethod(z.tuple([z.string(), simulateTransactionConfig]), ([wire, config]) => {
      if (config?.sigVerify && config.replaceRecentBlockhash) {
        throw new SolanaRpcError(RPC_ERROR_CODES.invalidParams, 'Invalid params: sigVerify may not be used with replaceRecentBlockhash')
      }
      const transaction = decodeWireTransaction(wire, config?.encoding)
      const replace = config?.replaceRecentBlockhash ?? false
      const result = ledger.simulate(transaction, { sigVerify: config?.sigVerify ?? false, replaceRecentBlockhash: replace })
      const requested = config?.accounts
      const accounts = requested?.addresses.map((address) => {
        const after = result.postAccounts.find((candidate) => candidate.address === address)
        const current = ledger.svm.getAccount(address)
        const account = after ?? (current.exists ? current : undefined)
        return account ? encodeAccount(account, { encoding: requested.encoding ?? 'base64', decimalsOfMint: () => undefined }) : null
      })
      return withContext(ledger, {
        err: result.err,
        logs: result.logs,
        accounts: accounts ?? null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        loadedAccountsDataSize: 0,
        replacementBlockhash: replace ? ledger.latestBlockhash() : null,
      })
    }),
    getSignatureStatuses: rpcMethod(
      z.tuple([z.array(signatureParam).check(z.maxLength(MAX_SIGNATURES)), z.optional(z.object({ searchTransactionHistory: z.optional(z.boolean()) }))]),
      ([signatures]) => withContext(ledger, signatures.map((signature) => statusJson(ledger.statusOf(signature)))),
    ),
    getFeeForMessage: rpcMethod(z.tuple([z.string(), commitmentConfig]), ([message]) => withContext(ledger, ledger.feeForMessage(decodeWireMessage(message)))),
    requestAirdrop: rpcMethod(z.tuple([addressParam, u64Param, commitmentConfig]), ([address, lamports]) => ledger.airdrop(address, toLamports(BigInt(lamports)))),
  }
}

/** A landed transaction's status as the RPC writes it; everything here is final at once. */
function statusJson(status: SignatureStatus | undefined) {
  if (!status) return null
  return {
    slot: status.slot,
    confirmations: null,
    err: status.err,
    status: status.err === null ? { Ok: null } : { Err: status.err },
    confirmationStatus: 'finalized',
  }
}
