import type { BlockchainApi, FungiblePrice, GasPrice, SwapQuote, SwapToken, SwapTransaction } from '../../../ports/BlockchainApi.js'
import type { ApiContext } from './ApiContext.js'
import {
  allowanceSchema,
  fungiblePricesSchema,
  gasPriceSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionResponseSchema,
} from './schemas/convertSchemas.js'

type Query<M extends keyof BlockchainApi> = Parameters<BlockchainApi[M]>[0]

/** POST /v1/fungible/price. */
export async function fetchFungiblePrices(context: ApiContext, query: Query<'fetchFungiblePrices'>): Promise<readonly FungiblePrice[]> {
  const { fungibles } = await context.http.request({
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: query.currency, addresses: query.addresses },
    schema: fungiblePricesSchema,
    signal: query.signal,
  })
  return fungibles
}

/** GET /v1/convert/tokens. */
export async function getSwapTokens(context: ApiContext, query: Query<'getSwapTokens'>): Promise<readonly SwapToken[]> {
  const { tokens } = await context.http.request({
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { chainId: query.chainId },
    schema: swapTokensSchema,
    signal: query.signal,
  })
  return tokens
}

/** GET /v1/convert/quotes. */
export async function getSwapQuote(context: ApiContext, query: Query<'getSwapQuote'>): Promise<readonly SwapQuote[]> {
  const { quotes } = await context.http.request({
    method: 'GET',
    path: '/v1/convert/quotes',
    query: { amount: query.amount, userAddress: query.userAddress, from: query.from, to: query.to, gasPrice: query.gasPrice },
    schema: swapQuotesSchema,
    signal: query.signal,
  })
  return quotes
}

/** GET /v1/convert/allowance. */
export async function getSwapAllowance(context: ApiContext, query: Query<'getSwapAllowance'>): Promise<string> {
  const { allowance } = await context.http.request({
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { tokenAddress: query.tokenAddress, userAddress: query.userAddress },
    schema: allowanceSchema,
    signal: query.signal,
  })
  return allowance
}

/** GET /v1/convert/gas-price. */
export function getGasPrice(context: ApiContext, query: Query<'getGasPrice'>): Promise<GasPrice> {
  return context.http.request({
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { chainId: query.chainId },
    schema: gasPriceSchema,
    signal: query.signal,
  })
}

/** GET /v1/convert/build-approve. */
export async function buildApproveTransaction(context: ApiContext, query: Query<'buildApproveTransaction'>): Promise<SwapTransaction> {
  const { tx } = await context.http.request({
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { userAddress: query.userAddress, from: query.from, to: query.to, amount: query.amount },
    schema: swapTransactionResponseSchema,
    signal: query.signal,
  })
  return tx
}

/** POST /v1/convert/build-transaction. */
export async function buildSwapTransaction(context: ApiContext, query: Query<'buildSwapTransaction'>): Promise<SwapTransaction> {
  const { signal, ...body } = query
  const { tx } = await context.http.request({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body,
    schema: swapTransactionResponseSchema,
    signal,
  })
  return tx
}
