import type { Transaction } from './Transaction.js'

/** One NFT the account holds, as the Activity history shows it. */
export interface AccountNft {
  /** Stable key: the NFT's name (the history carries no token id). */
  readonly id: string
  readonly name: string
  /** The collection: the name before ' #' ('Punk #12' → 'Punk'), else the name itself. */
  readonly collection: string
  readonly imageUrl: string | undefined
  readonly chain: string
}

/**
 * The NFTs held according to the history (walletport's chosen source: the Blockchain API has
 * no NFT balance call in its documented shapes). Walks oldest to newest: an NFT received
 * ('in', or 'self') is held until it is sent ('out'). Spam-flagged NFTs are hidden. Only
 * `chain` (CAIP-2) counts. Newest acquisition first.
 * @example nftsFromTransactions(history, 'eip155:1').map((nft) => nft.name)
 */
export function nftsFromTransactions(transactions: readonly Transaction[], chain: string): AccountNft[] {
  const held = new Map<string, AccountNft>()
  const oldestFirst = [...transactions]
    .filter((transaction) => transaction.metadata.chain === chain)
    .sort((a, b) => a.metadata.minedAt.localeCompare(b.metadata.minedAt))
  for (const transaction of oldestFirst) {
    for (const transfer of transaction.transfers ?? []) {
      const info = transfer.nft_info
      if (!info || info.flags.is_spam || !info.name) continue
      if (transfer.direction === 'out') {
        held.delete(info.name)
        continue
      }
      held.delete(info.name)
      held.set(info.name, {
        id: info.name,
        name: info.name,
        collection: info.name.split(' #')[0] ?? info.name,
        imageUrl: info.content?.preview?.url ?? info.content?.detail?.url,
        chain,
      })
    }
  }
  return [...held.values()].reverse()
}
