import { getBase58Encoder, getCompiledTransactionMessageDecoder, getCompiledTransactionMessageEncoder } from '@solana/kit'
import * as z from 'zod/mini'
import { decodeSolanaTransaction, sameBytes, type SolanaWireTransaction } from './decodeSolanaTransaction.js'
import { FrameRequestError, RPC_ERROR_CODES } from './FrameRequestError.js'
import { invalidParams, parseParams } from './parseParams.js'
import type { SolanaApprovalCall } from './SolanaApprovalCall.js'

/** The Solana methods the frame performs (after approval), on a 'solana:…' chain only. */
export const SOLANA_SIGNING_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const
/** One of SOLANA_SIGNING_METHODS. */
export type SolanaSigningMethod = (typeof SOLANA_SIGNING_METHODS)[number]

/** solana_signAllTransactions takes at most this many. */
export const MAX_SOLANA_TRANSACTIONS = 20
// A wire transaction is at most 1232 bytes today; the bound leaves room for larger ones (4 kB).
const MAX_TRANSACTION_BASE64 = 5_500
// About 5.8 kB of message (a sign-in message is well under 2 kB): base58 decoding is quadratic,
// and 8,000 characters already take ~0.1 s.
const MAX_MESSAGE_BASE58 = 8_000

const base58 = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'expected base58'))
const base64Transaction = z.string().check(z.minLength(1), z.maxLength(MAX_TRANSACTION_BASE64), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64'))

const signMessageParams = z.tuple([z.object({ message: base58(MAX_MESSAGE_BASE58), pubkey: base58(44) })])
const signTransactionParams = z.tuple([z.object({ transaction: base64Transaction })])
const signAllTransactionsParams = z.tuple([z.object({ transactions: z.array(base64Transaction).check(z.minLength(1), z.maxLength(MAX_SOLANA_TRANSACTIONS)) })])
const signAndSendParams = z.tuple([
  z.object({
    transaction: base64Transaction,
    options: z.optional(
      z.object({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
        maxRetries: z.optional(z.int().check(z.nonnegative(), z.maximum(100))),
      }),
    ),
  }),
])

/**
 * Reads a Solana signing request's params (the wire contract's shapes) into the call the visitor
 * will approve: base58 message bytes, decoded wire transactions. Malformed params are -32602.
 * Whether the user may sign it is `assertSolanaSigner`'s.
 * @example readSolanaCall('solana_signTransaction', [{ transaction: 'AQAB…' }], 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export function readSolanaCall(method: SolanaSigningMethod, params: readonly unknown[] | undefined, chainId: string): SolanaApprovalCall {
  switch (method) {
    case 'solana_signMessage': {
      const [{ message, pubkey }] = parseParams(signMessageParams, params, method)
      return { method, message: readMessage(message, method), address: pubkey, chainId }
    }
    case 'solana_signTransaction': {
      const [{ transaction }] = parseParams(signTransactionParams, params, method)
      return { method, transactions: [readTransaction(transaction, method)], chainId }
    }
    case 'solana_signAllTransactions': {
      const [{ transactions }] = parseParams(signAllTransactionsParams, params, method)
      return { method, transactions: transactions.map((transaction) => readTransaction(transaction, method)), chainId }
    }
    case 'solana_signAndSendTransaction': {
      const [{ transaction, options }] = parseParams(signAndSendParams, params, method)
      return { method, transactions: [readTransaction(transaction, method)], chainId, options: options ?? {} }
    }
  }
}

/**
 * Refuses a call the user's key does not belong in: another `pubkey`, or a transaction without the
 * user among its signers (4100 'Unknown account'); a send that would still miss another signer's
 * signature after the user's (-32602: it could never land).
 * @example assertSolanaSigner(call, key.address)
 */
export function assertSolanaSigner(call: SolanaApprovalCall, address: string): void {
  if (call.method === 'solana_signMessage') {
    if (call.address !== address) throw new FrameRequestError('Unknown account', { code: RPC_ERROR_CODES.unauthorized })
    return
  }
  for (const { transaction } of call.transactions) {
    if (!(address in transaction.signatures)) throw new FrameRequestError('Unknown account', { code: RPC_ERROR_CODES.unauthorized })
  }
  if (call.method === 'solana_signAndSendTransaction') {
    const [{ transaction }] = call.transactions
    const missing = Object.entries(transaction.signatures).some(([signer, signature]) => signer !== address && signature === null)
    if (missing) throw invalidParams(call.method, 'the transaction needs signatures of other signers')
  }
}

function readTransaction(base64: string, method: SolanaSigningMethod): SolanaWireTransaction {
  const decoded = decodeSolanaTransaction(base64)
  if (!decoded) throw invalidParams(method, 'not a wire transaction')
  return decoded
}

function readMessage(base58Text: string, method: SolanaSigningMethod): Uint8Array {
  const message = Uint8Array.from(getBase58Encoder().encode(base58Text))
  // A signed transaction message would authorize that transaction: it is never signed as "a message".
  if (isTransactionMessage(message)) throw invalidParams(method, 'the message is a transaction message')
  return message
}

function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    return sameBytes(getCompiledTransactionMessageEncoder().encode(getCompiledTransactionMessageDecoder().decode(bytes)), bytes)
  } catch {
    return false
  }
}
