import type { Address, Base64EncodedWireTransaction, Signature, TransactionMessageBytesBase64 } from '@solana/kit'
import * as z from 'zod/mini'
import type { SolanaRpc } from './SolanaChainAdapterOptions.js'
import { InvalidSolanaRpcResponseError } from './solanaErrors.js'
import { toSolanaRpcError } from './toSolanaRpcError.js'

/** One token account of an owner, as the chain keeps it (jsonParsed). */
export interface TokenHolding {
  readonly mint: string
  readonly amount: bigint
  readonly decimals: number
}

/** A mint: the token program that owns it, and its decimals. */
export interface MintInfo {
  readonly programAddress: string
  readonly decimals: number
}

/** Where a sent transaction stands: `err` is the chain's error object (null when it succeeded). */
export interface SignatureStatus {
  readonly err: unknown
  readonly confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null
}

const COMMITMENT = 'confirmed'
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

// kit turns JSON numbers into bigints (a few known paths stay numbers); another transport may not.
// Every quantity read here (lamports, fees, rent, block heights) is a u64: never negative.
const u64 = z.union([z.bigint().check(z.gte(0n)), z.number().check(z.int(), z.gte(0))])
const toBigInt = (value: bigint | number): bigint => (typeof value === 'bigint' ? value : BigInt(value))
const base58 = z.string().check(z.regex(BASE58))
// A mint's decimals are a u8: anything else would be formatted into a string of that length.
const decimals = z.union([z.bigint().check(z.gte(0n), z.lte(255n)), z.number().check(z.int(), z.gte(0), z.lte(255))])

const balanceAnswer = z.object({ value: u64 })
const genesisAnswer = base58
const rentAnswer = u64
const lamportsAnswer = z.object({ value: z.array(z.nullable(z.object({ lamports: u64 }))) })
const blockhashAnswer = z.object({ value: z.object({ blockhash: base58, lastValidBlockHeight: u64 }) })
const signatureAnswer = base58
const feeAnswer = z.object({ value: z.nullable(u64) })
const statusAnswer = z.object({
  value: z.array(
    z.nullable(
      z.object({
        err: z.unknown(),
        confirmationStatus: z.optional(z.nullable(z.enum(['processed', 'confirmed', 'finalized']))),
      }),
    ),
  ),
})
const tokenAmount = z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals })
const tokenAccountsAnswer = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({ parsed: z.object({ type: z.string(), info: z.object({ mint: base58, tokenAmount }) }) }),
      }),
    }),
  ),
})
const mintAnswer = z.object({
  value: z.nullable(
    z.object({
      owner: base58,
      data: z.union([
        z.object({ parsed: z.object({ type: z.string(), info: z.object({ decimals }) }) }),
        // An account the node cannot parse comes back as [data, encoding].
        z.array(z.unknown()),
      ]),
    }),
  ),
})

/**
 * The Solana RPC calls the adapter makes, over one kit RPC: each answer is validated before
 * it is trusted, each failure is a walletport error (toSolanaRpcError). Reads use the
 * 'confirmed' commitment, so a transfer just confirmed shows in the balances.
 * @example await new SolanaRpcClient(createSolanaRpc(url), url).getBalance(address)
 */
export class SolanaRpcClient {
  readonly #rpc: SolanaRpc
  readonly #url: string

  constructor(rpc: SolanaRpc, url: string) {
    this.#rpc = rpc
    this.#url = url
  }

  /** The SOL balance of `address`, in lamports. */
  async getBalance(address: string): Promise<bigint> {
    const answer = await this.#call('getBalance', balanceAnswer, () => this.#rpc.getBalance(address as Address, { commitment: COMMITMENT }).send())
    return toBigInt(answer.value)
  }

  /** The cluster's genesis hash (base58). */
  async getGenesisHash(): Promise<string> {
    return this.#call('getGenesisHash', genesisAnswer, () => this.#rpc.getGenesisHash().send())
  }

  /** The lamports of each address, undefined for an account that does not exist. */
  async getLamports(addresses: readonly string[]): Promise<readonly (bigint | undefined)[]> {
    const answer = await this.#call('getMultipleAccounts', lamportsAnswer, () =>
      this.#rpc.getMultipleAccounts(addresses as Address[], { commitment: COMMITMENT, encoding: 'base64', dataSlice: { offset: 0, length: 0 } }).send(),
    )
    if (answer.value.length !== addresses.length) throw new InvalidSolanaRpcResponseError({ method: 'getMultipleAccounts' })
    return answer.value.map((account) => (account ? toBigInt(account.lamports) : undefined))
  }

  /** The rent-exempt minimum of an account holding `space` bytes, in lamports. */
  async getRentExemptMinimum(space: number): Promise<bigint> {
    return toBigInt(await this.#call('getMinimumBalanceForRentExemption', rentAnswer, () => this.#rpc.getMinimumBalanceForRentExemption(BigInt(space), { commitment: COMMITMENT }).send()))
  }

  /** The token accounts `owner` holds under one token program. */
  async getTokenHoldings(owner: string, programId: string): Promise<readonly TokenHolding[]> {
    const answer = await this.#call('getTokenAccountsByOwner', tokenAccountsAnswer, () =>
      this.#rpc.getTokenAccountsByOwner(owner as Address, { programId: programId as Address }, { commitment: COMMITMENT, encoding: 'jsonParsed' }).send(),
    )
    return answer.value
      .filter((entry) => entry.account.data.parsed.type === 'account')
      .map(({ account }) => {
        const { mint, tokenAmount: held } = account.data.parsed.info
        return { mint, amount: BigInt(held.amount), decimals: Number(held.decimals) }
      })
  }

  /** The mint at `mint`, or undefined when no parsed mint lives there. */
  async getMint(mint: string): Promise<MintInfo | undefined> {
    const answer = await this.#call('getAccountInfo', mintAnswer, () => this.#rpc.getAccountInfo(mint as Address, { commitment: COMMITMENT, encoding: 'jsonParsed' }).send())
    const account = answer.value
    if (!account || Array.isArray(account.data) || account.data.parsed.type !== 'mint') return undefined
    return { programAddress: account.owner, decimals: Number(account.data.parsed.info.decimals) }
  }

  /** A recent blockhash, and the last block height at which it is valid. */
  async getLatestBlockhash(): Promise<{ readonly blockhash: string; readonly lastValidBlockHeight: bigint }> {
    const answer = await this.#call('getLatestBlockhash', blockhashAnswer, () => this.#rpc.getLatestBlockhash({ commitment: COMMITMENT }).send())
    return { blockhash: answer.value.blockhash, lastValidBlockHeight: toBigInt(answer.value.lastValidBlockHeight) }
  }

  /** The fee of a compiled message (base64), in lamports; undefined when its blockhash has expired. */
  async getFeeForMessage(base64Message: string): Promise<bigint | undefined> {
    const answer = await this.#call('getFeeForMessage', feeAnswer, () => this.#rpc.getFeeForMessage(base64Message as TransactionMessageBytesBase64, { commitment: COMMITMENT }).send())
    return answer.value === null ? undefined : toBigInt(answer.value)
  }

  /** Sends a signed wire transaction (base64); resolves its signature. A failed preflight throws SolanaTransactionError with the logs. */
  async sendTransaction(base64Transaction: string): Promise<string> {
    return this.#call('sendTransaction', signatureAnswer, () =>
      this.#rpc.sendTransaction(base64Transaction as Base64EncodedWireTransaction, { encoding: 'base64', preflightCommitment: COMMITMENT }).send(),
    )
  }

  /** The status of one signature, or undefined while the node has not seen it. */
  async getSignatureStatus(signature: string): Promise<SignatureStatus | undefined> {
    const answer = await this.#call('getSignatureStatuses', statusAnswer, () => this.#rpc.getSignatureStatuses([signature as Signature]).send())
    const status = answer.value[0]
    return status ? { err: status.err ?? null, confirmationStatus: status.confirmationStatus ?? null } : undefined
  }

  async #call<T>(method: string, schema: z.ZodMiniType<T>, send: () => Promise<unknown>): Promise<T> {
    let answer: unknown
    try {
      answer = await send()
    } catch (error) {
      throw toSolanaRpcError(error, { url: this.#url, method })
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw new InvalidSolanaRpcResponseError({ method, cause: parsed.error })
    return parsed.data
  }
}
