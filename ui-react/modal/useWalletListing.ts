import { useCallback, useEffect, useRef, useState } from 'react'
import { type Wallet, type WalletDirectory } from '../../core/index.js'
import { WALLET_LISTING } from '../../core/internal.js'

/** The AllWallets listing as far as it is loaded. */
export interface WalletListing {
  /** Up to 4 wallets the directory ranks first (none while searching). */
  readonly recommended: readonly Wallet[]
  readonly wallets: readonly Wallet[]
  /** How many wallets match in total. */
  readonly count: number
  readonly status: 'unavailable' | 'loading' | 'ready' | 'error'
  /** Loads the next page (40, or 100 while searching); does nothing when all are loaded. */
  readonly loadMore: () => void
  readonly retry: () => void
}

interface Loaded {
  readonly recommended: readonly Wallet[]
  readonly wallets: readonly Wallet[]
  readonly count: number
  readonly page: number
  readonly status: WalletListing['status']
}

const EMPTY: Loaded = { recommended: [], wallets: [], count: 0, page: 0, status: 'loading' }

/**
 * Pages through a `WalletDirectory` (4 recommended, 40 per page, 100 per search page).
 * A new search restarts from page 1 and aborts what the previous one still had in flight.
 */
export function useWalletListing(
  directory: WalletDirectory | undefined,
  search: string,
  filters: {
    readonly include?: readonly string[] | undefined
    readonly exclude?: readonly string[] | undefined
    /** CAIP-2 ids: only wallets for these chains (a stable reference: it restarts the listing). */
    readonly chains?: readonly string[] | undefined
  },
): WalletListing {
  const [loaded, setLoaded] = useState<Loaded>(EMPTY)
  const [attempt, setAttempt] = useState(0)
  const controller = useRef<AbortController | undefined>(undefined)
  const { include, exclude, chains } = filters
  const entries = search ? WALLET_LISTING.perSearch : WALLET_LISTING.perPage
  const query = useCallback(
    (page: number, size: number, signal: AbortSignal) =>
      directory
        ? directory.getWallets({
            page,
            entries: size,
            signal,
            ...(search ? { search } : {}),
            ...(include ? { include } : {}),
            ...(exclude ? { exclude } : {}),
            ...(chains ? { chains } : {}),
          })
        : Promise.resolve({ data: [], count: 0 }),
    [directory, search, include, exclude, chains],
  )

  useEffect(() => {
    if (!directory) return
    const current = new AbortController()
    controller.current = current
    setLoaded(EMPTY)
    Promise.all([search ? undefined : query(1, WALLET_LISTING.recommended, current.signal), query(1, entries, current.signal)]).then(
      ([recommended, first]) => {
        if (!current.signal.aborted) setLoaded({ recommended: recommended?.data ?? [], wallets: first.data, count: first.count, page: 1, status: 'ready' })
      },
      () => {
        if (!current.signal.aborted) setLoaded({ ...EMPTY, status: 'error' })
      },
    )
    return () => current.abort()
  }, [directory, query, search, entries, attempt])

  const loadMore = useCallback(() => {
    const signal = controller.current?.signal
    if (!signal || loaded.status !== 'ready' || loaded.wallets.length >= loaded.count) return
    setLoaded((previous) => ({ ...previous, status: 'loading' }))
    query(loaded.page + 1, entries, signal).then(
      (next) => {
        if (signal.aborted) return
        setLoaded((previous) => ({ ...previous, wallets: [...previous.wallets, ...next.data], count: next.count, page: previous.page + 1, status: 'ready' }))
      },
      () => {
        if (!signal.aborted) setLoaded((previous) => ({ ...previous, status: 'error' }))
      },
    )
  }, [loaded, query, entries])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  if (!directory) return { ...EMPTY, status: 'unavailable', loadMore, retry }
  return { ...loaded, loadMore, retry }
}
