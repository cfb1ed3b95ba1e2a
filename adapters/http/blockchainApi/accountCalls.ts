import { IDENTITY_CACHE_MS } from '../../../core/names/syncIdentity.js'
import { PORTFOLIO_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS } from '../../../core/portfolio/portfolioCache.js'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import type { Balance } from '../../../core/account/Balance.js'
import type { Identity } from '../../../core/names/Profile.js'
import type { BlockchainApi, HistoryPage, HistoryQuery, SupportedChains } from '../../../ports/BlockchainApi.js'
import * as z from 'zod/mini'
import { segment, type ApiContext } from './ApiContext.js'
import { BalanceRetryBlockedError } from './BalanceRetryBlockedError.js'
import { balanceSchema, balancesSchema, historySchema, identitySchema, supportedChainsSchema } from './schemas/accountSchemas.js'

const blockSchema = z.object({ retryAt: z.number() })
const balanceListSchema = z.array(balanceSchema)

/** How long the supported-chains list is kept (walletport's choice: it changes rarely). */
export const SUPPORTED_CHAINS_CACHE_MS = 10 * 60_000

/** GET /v1/supported-chains, kept 10 min (it gates every balance read). */
export async function getSupportedChains(context: ApiContext, options: { readonly signal?: AbortSignal } = {}): Promise<SupportedChains> {
  const cached = await context.cache.get('supportedChains', supportedChainsSchema)
  if (cached) return cached
  const chains = await context.http.request({ method: 'GET', path: '/v1/supported-chains', schema: supportedChainsSchema, signal: options.signal })
  await context.cache.set('supportedChains', chains, SUPPORTED_CHAINS_CACHE_MS)
  return chains
}

/** GET /v1/identity/{address}, kept 5 min per address. */
export async function getIdentity(context: ApiContext, query: Parameters<BlockchainApi['getIdentity']>[0]): Promise<Identity> {
  const key = `identity:${query.address.toLowerCase()}`
  const cached = await context.cache.get(key, identitySchema)
  if (cached) return cached
  const identity = await context.http.request({
    method: 'GET',
    path: `/v1/identity/${segment(query.address)}`,
    schema: identitySchema,
    signal: query.signal,
  })
  await context.cache.set(key, identity, IDENTITY_CACHE_MS)
  return identity
}

/** GET /v1/account/{address}/history, one page per cursor (never cached: pages move). */
export function getTransactionHistory(context: ApiContext, query: HistoryQuery): Promise<HistoryPage> {
  return context.http.request({
    method: 'GET',
    path: `/v1/account/${segment(query.account)}/history`,
    query: { cursor: query.cursor, chainId: query.chainId, onramp: query.onramp, cache: query.cache },
    schema: historySchema,
    signal: query.signal,
  })
}

/**
 * GET /v1/account/{address}/balance?currency=usd: the portfolio, native row included, kept
 * 30 s per (address, chain). After a failure the same (address, chain) is not asked
 * again for 30 s (the retry block): calls reject at once with BalanceRetryBlockedError
 * ('Token Balance Unavailable'). `forceUpdate` (an explicit retry) skips cache and block.
 */
export async function getBalances(context: ApiContext, query: Parameters<BlockchainApi['getBalances']>[0]): Promise<readonly Balance[]> {
  const key = `${query.caipNetworkId}:${query.address.toLowerCase()}`
  if (query.forceUpdate === undefined) {
    const cached = await context.cache.get(`balance:${key}`, balanceListSchema)
    if (cached) return cached
    const block = await context.cache.get(`balanceBlock:${key}`, blockSchema)
    if (block) throw new BalanceRetryBlockedError({ retryAt: block.retryAt, key })
  }
  try {
    const { balances } = await context.http.request({
      method: 'GET',
      path: `/v1/account/${segment(query.address)}/balance`,
      query: { currency: 'usd', chainId: query.caipNetworkId, forceUpdate: query.forceUpdate },
      schema: balancesSchema,
      signal: query.signal,
    })
    await context.cache.set(`balance:${key}`, balances, PORTFOLIO_CACHE_MS)
    await context.cache.delete(`balanceBlock:${key}`)
    return balances
  } catch (error) {
    if (!isAbortError(error)) {
      const retryAt = context.clock.now() + TOKEN_BALANCE_RETRY_BLOCK_MS
      await context.cache.set(`balanceBlock:${key}`, { retryAt }, TOKEN_BALANCE_RETRY_BLOCK_MS)
    }
    throw error
  }
}
