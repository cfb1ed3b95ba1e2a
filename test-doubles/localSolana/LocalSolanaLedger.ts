import { getBase58Decoder, getCompiledTransactionMessageDecoder, getSignatureFromTransaction, signature as toSignature, type Address, type EncodedAccount, type Lamports, type Signature, type Transaction } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import type { CompiledMessage } from './decodeWireTransaction.js'
import { RecentBlockhashes } from './RecentBlockhashes.js'
import { RPC_ERROR_CODES, SolanaRpcError } from './SolanaRpcError.js'
import { describeTransactionError, transactionErrorJson, type TransactionErrorJson } from './transactionErrorJson.js'

/** The base fee of one signature, litesvm's and the real cluster's. */
export const LAMPORTS_PER_SIGNATURE = 5000n
/** Statuses kept for `getSignatureStatuses`; the oldest are forgotten past this. */
const MAX_STATUSES = 10_000

/** Where a transaction landed, and its error when it failed on chain. */
export interface SignatureStatus {
  readonly slot: bigint
  readonly err: TransactionErrorJson | null
}

/** What a simulation found, in the real RPC's terms. */
export interface SimulationResult {
  readonly err: TransactionErrorJson | null
  readonly logs: readonly string[]
  readonly unitsConsumed: bigint
  /** The accounts the transaction touched, as they would be after it (empty on failure). */
  readonly postAccounts: readonly EncodedAccount[]
}

/**
 * The chain behind the local RPC: litesvm plus what a validator adds around it: a slot that moves
 * with each landed transaction, 150 blocks of valid blockhashes, signature statuses and the
 * preflight simulation of `sendTransaction`. Synchronous, so requests never interleave.
 */
export class LocalSolanaLedger {
  readonly svm: LiteSVM
  readonly #blockhashes = new RecentBlockhashes()
  readonly #statuses = new Map<string, SignatureStatus>()

  constructor(svm: LiteSVM = new LiteSVM()) {
    // The ledger checks blockhashes itself (RecentBlockhashes); litesvm knows only its latest.
    this.svm = svm.withBlockhashCheck(false)
    this.#blockhashes.remember(this.svm.latestBlockhash(), this.blockHeight)
  }

  get slot(): bigint {
    return this.svm.getClock().slot
  }

  /** One block per slot here: nothing is ever skipped. */
  get blockHeight(): bigint {
    return this.slot
  }

  latestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.#blockhashes.remember(blockhash, this.blockHeight) }
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.#blockhashes.isValid(blockhash, this.blockHeight)
  }

  /** The base fee of a compiled message, or null when its blockhash is not (or no longer) valid. */
  feeForMessage(message: CompiledMessage): bigint | null {
    return this.isBlockhashValid(message.lifetimeToken) ? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) : null
  }

  /**
   * Lands `transaction` as `sendTransaction` does: signatures, then (unless skipped) a preflight
   * simulation whose failure throws -32002 with the logs, then execution. Returns its signature.
   */
  send(transaction: Transaction, options: { readonly skipPreflight?: boolean } = {}): Signature {
    const signature = signatureOf(transaction)
    if (!this.#hasValidBlockhash(transaction)) {
      if (options.skipPreflight) return signature // dropped, as the cluster drops it
      throw preflightFailure({ err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: [] })
    }
    if (!options.skipPreflight) {
      const simulation = this.simulate(transaction, { sigVerify: true })
      if (simulation.err !== null) throw preflightFailure(simulation)
    }
    const result = runLiteSvm(() => this.svm.sendTransaction(transaction))
    if (!(result instanceof FailedTransactionMetadata)) return this.#land(signature, null)
    const err = transactionErrorJson(result.err())
    // Execution errors land (the fee is paid); the others never reach a block.
    return typeof err === 'string' ? signature : this.#land(signature, err)
  }

  /** Runs `transaction` without landing it; -32003 when `sigVerify` is set and a signature is bad. */
  simulate(transaction: Transaction, options: { readonly sigVerify?: boolean; readonly replaceRecentBlockhash?: boolean } = {}): SimulationResult {
    if (!options.replaceRecentBlockhash && !this.#hasValidBlockhash(transaction)) return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: [] }
    const sigVerify = options.sigVerify ?? false
    if (sigVerify) signatureOf(transaction)
    this.svm.withSigverify(sigVerify)
    try {
      const result = runLiteSvm(() => this.svm.simulateTransaction(transaction))
      if (!(result instanceof FailedTransactionMetadata)) {
        const meta = result.meta()
        return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: result.postAccounts() }
      }
      const err = transactionErrorJson(result.err())
      if (err === 'SignatureFailure') throw signatureFailure()
      const meta = result.meta()
      return { err, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: [] }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /** Transfers `lamports` from litesvm's faucet; throws when the faucet cannot. */
  airdrop(address: Address, lamports: Lamports): Signature {
    const result = this.svm.airdrop(address, lamports)
    if (result === null || result instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(RPC_ERROR_CODES.internalError, `airdrop failed: ${result ? describeTransactionError(transactionErrorJson(result.err())) : 'no faucet'}`)
    }
    return this.#land(toSignature(getBase58Decoder().decode(result.signature())), null)
  }

  /** Where `signature` landed; undefined when it never did (or was forgotten). */
  statusOf(signature: string): SignatureStatus | undefined {
    return this.#statuses.get(signature)
  }

  #hasValidBlockhash(transaction: Transaction): boolean {
    return this.isBlockhashValid(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken)
  }

  // A landed transaction closes its block: the next slot, and a fresh blockhash, so that an
  // identical transfer signed next gets a different signature instead of AlreadyProcessed.
  #land(signature: Signature, err: TransactionErrorJson | null): Signature {
    this.#statuses.set(signature, { slot: this.slot, err })
    if (this.#statuses.size > MAX_STATUSES) this.#statuses.delete(this.#statuses.keys().next().value ?? '')
    this.svm.expireBlockhash()
    this.svm.warpToSlot(this.slot + 1n)
    this.#blockhashes.remember(this.svm.latestBlockhash(), this.blockHeight)
    return signature
  }
}

function signatureOf(transaction: Transaction): Signature {
  try {
    return getSignatureFromTransaction(transaction)
  } catch {
    throw signatureFailure()
  }
}

// litesvm's wrapper asserts full signing before it runs a transaction, and throws kit's error.
function runLiteSvm<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof SolanaRpcError) throw error
    if (error instanceof Error && /signature/i.test(error.message)) throw signatureFailure()
    throw new SolanaRpcError(RPC_ERROR_CODES.invalidParams, `Invalid params: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function signatureFailure(): SolanaRpcError {
  return new SolanaRpcError(RPC_ERROR_CODES.signatureVerificationFailure, 'Transaction signature verification failure')
}

function preflightFailure(simulation: SimulationResult): SolanaRpcError {
  const err = simulation.err ?? 'GenericError'
  return new SolanaRpcError(RPC_ERROR_CODES.sendTransactionPreflightFailure, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: simulation.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation.unitsConsumed,
  })
}
