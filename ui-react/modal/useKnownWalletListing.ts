import { useEffect, useState } from 'react'
import { type Wallet, type WalletDirectory } from '../../core/index.js'

interface Batch {
  readonly ids: Set<string>
  readonly result: Promise<ReadonlyMap<string, Wallet>>
}

const LISTINGS = new WeakMap<WalletDirectory, Map<string, Promise<Wallet | undefined>>>()
const PENDING = new WeakMap<WalletDirectory, Batch>()

/** Asks for every id wanted in the same task with one `include` request. */
function batchedLookup(directory: WalletDirectory, id: string): Promise<ReadonlyMap<string, Wallet>> {
  const open = PENDING.get(directory)
  if (open) {
    open.ids.add(id)
    return open.result
  }
  const ids = new Set([id])
  const result = Promise.resolve().then(async () => {
    PENDING.delete(directory)
    const include = [...ids]
    const page = await directory.getWallets({ page: 1, entries: include.length, include })
    return new Map(page.data.map((wallet) => [wallet.id, wallet]))
  })
  PENDING.set(directory, { ids, result })
  return result
}

/** The directory listing of `id`, one request per id and directory (a failure is not cached). */
function listingOf(directory: WalletDirectory, id: string): Promise<Wallet | undefined> {
  let listings = LISTINGS.get(directory)
  if (!listings) LISTINGS.set(directory, (listings = new Map()))
  let listing = listings.get(id)
  if (!listing) {
    listing = batchedLookup(directory, id).then((found) => found.get(id))
    listing.catch(() => listings.delete(id))
    listings.set(id, listing)
  }
  return listing
}

/**
 * The directory entry of a known wallet's id (for its image), asked in one batch for all rows
 * shown at once. `settled` is false while the answer is on its way.
 */
export function useKnownWalletListing(
  directory: WalletDirectory | undefined,
  id: string | undefined,
): { readonly wallet: Wallet | undefined; readonly settled: boolean } {
  const [found, setFound] = useState<{ readonly id: string; readonly wallet: Wallet | undefined } | undefined>(undefined)
  useEffect(() => {
    if (!directory || !id) return
    let live = true
    listingOf(directory, id).then(
      (wallet) => live && setFound({ id, wallet }),
      () => live && setFound({ id, wallet: undefined }),
    )
    return () => {
      live = false
    }
  }, [directory, id])
  if (!directory || !id) return { wallet: undefined, settled: true }
  return found?.id === id ? { wallet: found.wallet, settled: true } : { wallet: undefined, settled: false }
}
