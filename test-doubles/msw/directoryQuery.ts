import type { Wallet } from '../../core/connectors/Wallet.js'
import type { WalletPage } from '../../ports/WalletDirectory.js'

/** A `/getWallets` query as the service reads it, or the reason it refuses it (400). */
export type ParsedDirectoryQuery =
  | { readonly ok: true; readonly page: number; readonly entries: number; readonly filters: DirectoryFilters }
  | { readonly ok: false; readonly reason: string }

interface DirectoryFilters {
  readonly search?: string
  readonly chains: readonly string[]
  readonly include: readonly string[]
  readonly exclude: readonly string[]
  readonly rdns: readonly string[]
  readonly names: readonly string[]
  readonly badge?: string
}

/** Reads `page, entries, search, chains, include, exclude, rdns, names, badge` from a URL. */
export function parseDirectoryQuery(params: URLSearchParams): ParsedDirectoryQuery {
  const page = Number(params.get('page') ?? '1')
  const entries = Number(params.get('entries') ?? '40')
  if (!Number.isInteger(page) || page < 1) return { ok: false, reason: 'page must be a positive integer' }
  if (!Number.isInteger(entries) || entries < 1 || entries > 100) return { ok: false, reason: 'entries must be 1 to 100' }
  const list = (key: string) => (params.get(key) ?? '').split(',').map((item) => item.trim()).filter(Boolean)
  const search = params.get('search')?.trim()
  const badge = params.get('badge') ?? undefined
  return {
    ok: true,
    page,
    entries,
    filters: {
      ...(search ? { search } : {}),
      ...(badge ? { badge } : {}),
      chains: list('chains'),
      include: list('include'),
      exclude: list('exclude'),
      rdns: list('rdns'),
      names: list('names'),
    },
  }
}

/** One page of `wallets` (kept in their ranking order) under the filters, with the total match count. */
export function pageOfWallets(wallets: readonly Wallet[], query: Extract<ParsedDirectoryQuery, { ok: true }>): WalletPage {
  const { filters } = query
  const anyOf = (list: readonly string[], test: (item: string) => boolean) => list.length === 0 || list.some(test)
  const matches = wallets.filter((wallet) => {
    const name = wallet.name.toLowerCase()
    return (
      anyOf(filters.include, (id) => id === wallet.id) &&
      !filters.exclude.includes(wallet.id) &&
      anyOf(filters.chains, (chain) => (wallet.chains ?? []).includes(chain)) &&
      anyOf(filters.rdns, (rdns) => rdns === wallet.rdns) &&
      anyOf(filters.names, (wanted) => wanted.toLowerCase() === name) &&
      (filters.badge === undefined || filters.badge === wallet.badge_type) &&
      (filters.search === undefined || name.includes(filters.search.toLowerCase()))
    )
  })
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries), count: matches.length }
}
