import { isAddress } from 'viem'
import { refusedWithoutProject, sendFailure, sendJson } from './http.js'
import type { LocalChain } from './localChain.js'
import { readBalances } from './readBalances.js'
import { readHistory } from './readHistory.js'
import type { Route } from './route.js'

/** What the chain-backed part of the Blockchain API serves. */
export interface BlockchainRoutesOptions {
  readonly chains: readonly LocalChain[]
  /** Local names by address (any case): `/v1/identity/{address}` answers them. */
  readonly names: Readonly<Record<string, string>>
  /** Transactions per history page. Default 10. */
  readonly pageSize?: number
}

const HISTORY = /^\/v1\/account\/([^/]+)\/history$/
const BALANCE = /^\/v1\/account\/([^/]+)\/balance$/
const IDENTITY = /^\/v1\/identity\/([^/]+)$/

/**
 * `/v1/supported-chains`, `/v1/identity/{address}`, `/v1/account/{address}/history` and
 * `/v1/account/{address}/balance` over the local anvil chains, in the real service's wire
 * shapes. History is read from the mined blocks on every first page and paged by an
 * opaque cursor; balances are read from the chain on every call.
 * @example const route = blockchainRoutes({ chains, names: { [alice]: 'alice.reown.id' } })
 */
export function blockchainRoutes(options: BlockchainRoutesOptions): Route {
  const pageSize = options.pageSize ?? 10
  const names = new Map(Object.entries(options.names).map(([address, name]) => [address.toLowerCase(), name]))
  const chainOf = (caipNetworkId: string | null) => options.chains.find((chain) => chain.caipNetworkId === caipNetworkId)
  return async (request, response, url) => {
    const path = url.pathname
    const known = path === '/v1/supported-chains' || HISTORY.test(path) || BALANCE.test(path) || IDENTITY.test(path)
    if (!known || request.method !== 'GET') return false
    if (refusedWithoutProject(url, response)) return true
    if (path === '/v1/supported-chains') {
      sendJson(response, 200, { http: options.chains.map((chain) => chain.caipNetworkId), ws: [] })
      return true
    }
    const address = decodeURIComponent((HISTORY.exec(path) ?? BALANCE.exec(path) ?? IDENTITY.exec(path))?.[1] ?? '')
    if (!isAddress(address, { strict: false })) {
      sendFailure(response, 400, 'invalid address')
      return true
    }
    if (IDENTITY.test(path)) {
      sendJson(response, 200, { name: names.get(address.toLowerCase()) ?? null, avatar: null })
      return true
    }
    if (BALANCE.test(path)) {
      const chain = chainOf(url.searchParams.get('chainId'))
      if (url.searchParams.get('currency') !== 'usd') return refuse(response, 'currency must be usd')
      if (!chain) return refuse(response, 'unsupported chainId')
      sendJson(response, 200, { balances: await readBalances(chain, address) })
      return true
    }
    const chainId = url.searchParams.get('chainId')
    const chains = chainId === null ? options.chains : options.chains.filter((chain) => chain.caipNetworkId === chainId)
    if (chainId !== null && chains.length === 0) return refuse(response, 'unsupported chainId')
    const cursor = url.searchParams.get('cursor')
    const offset = cursor === null ? 0 : Number(/^o(\d+)$/.exec(cursor)?.[1] ?? Number.NaN)
    if (!Number.isInteger(offset)) return refuse(response, 'invalid cursor')
    const all = (await Promise.all(chains.map((chain) => readHistory(chain, address))))
      .flat()
      .sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
    const end = offset + pageSize
    sendJson(response, 200, { data: all.slice(offset, end), next: end < all.length ? `o${end}` : null })
    return true
  }
}

function refuse(response: Parameters<Route>[1], reason: string): true {
  sendFailure(response, 400, reason)
  return true
}
