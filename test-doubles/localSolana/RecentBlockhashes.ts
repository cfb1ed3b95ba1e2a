/** How many blocks a blockhash stays usable, as on the real cluster. */
export const BLOCKHASH_LIFETIME_BLOCKS = 150n

/**
 * The blockhashes a transaction may still name: each one handed out, until the block height
 * passes its `lastValidBlockHeight`. litesvm itself accepts only its latest blockhash, so a
 * transaction signed before another one landed would fail; the real cluster keeps 150 blocks.
 */
export class RecentBlockhashes {
  readonly #lastValid = new Map<string, bigint>()

  /** Records `blockhash`, minted at `blockHeight`; returns its last valid block height. */
  remember(blockhash: string, blockHeight: bigint): bigint {
    const lastValid = this.#lastValid.get(blockhash) ?? blockHeight + BLOCKHASH_LIFETIME_BLOCKS
    this.#lastValid.set(blockhash, lastValid)
    for (const [hash, height] of this.#lastValid) if (height < blockHeight) this.#lastValid.delete(hash)
    return lastValid
  }

  /** True while `blockhash` was handed out and `blockHeight` has not passed its lifetime. */
  isValid(blockhash: string, blockHeight: bigint): boolean {
    const lastValid = this.#lastValid.get(blockhash)
    return lastValid !== undefined && blockHeight <= lastValid
  }
}
