import { BaseError } from '../../core/errors/BaseError.js'
import { formatFixedPoint } from '../../core/format/formatFixedPoint.js'

// What refuses or fails a Solana request, beyond the core's wallet and HTTP errors.

const sol = (lamports: bigint): string => `${formatFixedPoint(lamports, 9, 9)} SOL`

/** A solana network has no RPC URL: nothing can read it or send to it. */
export class MissingSolanaRpcUrlError extends BaseError {
  override name = 'MissingSolanaRpcUrlError'

  constructor(parameters: { readonly caipNetworkId: string }) {
    super('The Solana network has no RPC URL', { category: 'CONFIGURATION_ERROR', details: { caipNetworkId: parameters.caipNetworkId } })
  }
}

/** The RPC node answered, but not with what the method returns. */
export class InvalidSolanaRpcResponseError extends BaseError {
  override name = 'InvalidSolanaRpcResponseError'

  constructor(parameters: { readonly method: string; readonly cause?: unknown }) {
    super('The Solana RPC node returned an invalid answer', { category: 'API_ERROR', cause: parameters.cause, details: { method: parameters.method } })
  }
}

/**
 * A SOL transfer the chain would refuse for rent: a new account must receive at least the
 * rent-exempt minimum, and a sender may not be left with less than it (zero aside).
 */
export class RentExemptionError extends BaseError {
  override name = 'RentExemptionError'
  readonly reason: 'recipient' | 'sender'
  readonly minimumLamports: bigint

  constructor(parameters: { readonly reason: 'recipient' | 'sender'; readonly minimumLamports: bigint }) {
    super(
      parameters.reason === 'recipient'
        ? `The recipient is a new account: send at least ${sol(parameters.minimumLamports)} (its rent-exempt minimum)`
        : `This transfer would leave your account below its rent-exempt minimum of ${sol(parameters.minimumLamports)}`,
      { category: 'VALIDATION_ERROR', details: { reason: parameters.reason, minimumLamports: parameters.minimumLamports.toString() } },
    )
    this.reason = parameters.reason
    this.minimumLamports = parameters.minimumLamports
  }
}

/** The sender's SOL does not cover the transfer and its fee. */
export class InsufficientSolError extends BaseError {
  override name = 'InsufficientSolError'

  constructor(parameters: { readonly balanceLamports: bigint; readonly neededLamports: bigint }) {
    super(`Insufficient SOL: this transfer and its fee need ${sol(parameters.neededLamports)}`, {
      category: 'VALIDATION_ERROR',
      details: { balanceLamports: parameters.balanceLamports.toString(), neededLamports: parameters.neededLamports.toString() },
    })
  }
}

/** The `mint` of an SPL transfer is not a mint of the Token or Token-2022 program. */
export class InvalidMintError extends BaseError {
  override name = 'InvalidMintError'

  constructor(parameters: { readonly mint: string }) {
    super('This token mint does not exist on this network', { category: 'VALIDATION_ERROR', details: { mint: parameters.mint } })
  }
}

/**
 * The chain refused or failed the transaction. `programMessage` is the program's own words
 * (its log line, e.g. 'Error: insufficient funds'), `logs` the full program log when known.
 */
export class SolanaTransactionError extends BaseError {
  override name = 'SolanaTransactionError'
  readonly programMessage: string | undefined
  readonly logs: readonly string[]

  constructor(parameters: { readonly programMessage?: string; readonly logs?: readonly string[]; readonly signature?: string; readonly cause?: unknown }) {
    super(parameters.programMessage ? `The transaction failed: ${parameters.programMessage}` : 'The transaction failed on chain', {
      category: 'WALLET_ERROR',
      cause: parameters.cause,
      details: { signature: parameters.signature, logs: parameters.logs ?? [] },
    })
    this.programMessage = parameters.programMessage
    this.logs = parameters.logs ?? []
  }
}

/** The transaction was sent but no confirmation came in time; it may still land. */
export class TransactionNotConfirmedError extends BaseError {
  override name = 'TransactionNotConfirmedError'

  constructor(parameters: { readonly signature: string; readonly waitedMs: number; readonly cause?: unknown }) {
    super('The transaction was sent but not confirmed in time', {
      category: 'NETWORK_ERROR',
      cause: parameters.cause,
      details: { signature: parameters.signature, waitedMs: parameters.waitedMs },
    })
  }
}
