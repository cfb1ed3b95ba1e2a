import { BaseError } from '../../core/errors/BaseError.js'
import type { ChainNamespace } from '../../core/network/Network.js'
import type { TransactionReceipt } from '../../ports/ChainAdapter.js'

/** A plain transfer's fee by namespace: 21,000 gas at 1 gwei; one solana signature. */
export const DEFAULT_FEES: Readonly<Partial<Record<ChainNamespace, bigint>>> = { eip155: 21_000n * 10n ** 9n, solana: 5_000n }

/** The fake chain's fee and how each sent transaction ends (mined successfully unless scripted). */
export class FakeSettlement {
  fee: bigint
  readonly #sent = new Set<string>()
  readonly #outcomes = new Map<string, TransactionReceipt['status']>()

  constructor(namespace: ChainNamespace, fee?: bigint) {
    this.fee = fee ?? DEFAULT_FEES[namespace] ?? 0n
  }

  sent(hash: string): void {
    this.#sent.add(hash)
  }

  setOutcome(hash: string, status: TransactionReceipt['status']): void {
    this.#outcomes.set(hash, status)
  }

  /** The receipt of a sent transaction; a hash the fake never sent rejects, as a node that never mines it. */
  receipt(hash: string): TransactionReceipt {
    if (!this.#sent.has(hash)) throw new BaseError('FakeChainAdapter: no such transaction', { details: { hash } })
    return { status: this.#outcomes.get(hash) ?? 'success' }
  }
}
