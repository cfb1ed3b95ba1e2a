import { encodeFunctionData, erc20Abi, getAddress, isAddress, keccak256, maxUint256, toHex, type Address, type Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../core/portfolio/nativeTokenAddress.js'
import type { SwapToken } from '../../ports/BlockchainApi.js'
import { demoSwapArtifacts, type DemoSwap, type DemoSwapPair } from './deployDemoSwap.js'
import { readBody, refusedWithoutProject, sendFailure, sendJson } from './http.js'
import { coinIcon, type LocalChain } from './localChain.js'
import type { Route } from './route.js'

/** What the convert routes quote and build against: each chain and the demo AMM on it. */
export interface ConvertRoutesOptions {
  readonly chains: readonly LocalChain[]
  /** The demo AMM by chain id (a chain without one lists no swap tokens). */
  readonly swaps: Readonly<Record<number, DemoSwap>>
  /** USD per ETH (and WETH). */
  readonly ethPrice: number
}

/** Gas when estimation fails (e.g. the approval is not mined yet): above any demo swap's use. */
export const FALLBACK_SWAP_GAS = 300_000n
export const FALLBACK_APPROVE_GAS = 80_000n

const NATIVE = NATIVE_TOKEN_ADDRESS.eip155

/** A CAIP-10 swap token resolved against the local AMM: native ETH, or a token with its pool. */
type Side = { readonly kind: 'native' } | { readonly kind: 'token'; readonly pool: DemoSwapPair }
interface Resolved {
  readonly chain: LocalChain
  readonly swap: DemoSwap
  readonly side: Side
}

/** A 400 with the real service's failure body. */
class Refusal extends Error {}

/** Output for `amountIn` into a pool with these reserves, 0.3 % of the input kept (DemoRouter.getAmountOut). */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/**
 * `/v1/convert/*` and `/v1/fungible/price` over the demo AMM on the local chains, in the real
 * service's wire shapes: tokens (native ETH and every pooled token), quotes from the pools'
 * reserves read on each call (two pools for token → token, through WETH), allowances for the
 * router, eth_gasPrice, and `approve` / router calldata that really swaps, its minimum output
 * the quote less the slippage. Prices are the local list.
 * @example routes.push(convertRoutes({ chains, swaps, ethPrice: LOCAL_ETH_PRICE }))
 */
export function convertRoutes(options: ConvertRoutesOptions): Route {
  const { DemoPair, DemoRouter } = demoSwapArtifacts()
  const chainOf = (caipNetworkId: string | null) => options.chains.find((chain) => chain.caipNetworkId === caipNetworkId)

  const resolve = (caip10: string | null | undefined, field: string): Resolved => {
    const [namespace, reference, address] = (caip10 ?? '').split(':')
    const chain = chainOf(`${namespace ?? ''}:${reference ?? ''}`)
    const swap = chain ? options.swaps[chain.chainId] : undefined
    if (!chain || !swap || !address || !isAddress(address, { strict: false })) throw new Refusal(`unsupported ${field} token`)
    if (address.toLowerCase() === NATIVE) return { chain, swap, side: { kind: 'native' } }
    const pool = swap.pairs.find((candidate) => candidate.token.address.toLowerCase() === address.toLowerCase())
    if (!pool) throw new Refusal(`unsupported ${field} token`)
    return { chain, swap, side: { kind: 'token', pool } }
  }

  const reserves = async (chain: LocalChain, pool: DemoSwapPair) => {
    const [token, weth] = (await chain.client.readContract({ address: pool.pair, abi: DemoPair.abi, functionName: 'getReserves' })) as readonly [bigint, bigint]
    return { token, weth }
  }

  /** The output of selling `amountIn` of `from` for `to`, hop by hop through WETH. */
  const quote = async (from: Resolved, to: Resolved, amountIn: bigint): Promise<bigint> => {
    if (from.chain !== to.chain) throw new Refusal('from and to must be on the same chain')
    const hops: { readonly pool: DemoSwapPair; readonly sell: 'token' | 'weth' }[] = []
    if (from.side.kind === 'token') hops.push({ pool: from.side.pool, sell: 'token' })
    if (to.side.kind === 'token') hops.push({ pool: to.side.pool, sell: 'weth' })
    if (hops.length === 0 || (from.side.kind === 'token' && to.side.kind === 'token' && from.side.pool === to.side.pool)) {
      throw new Refusal('from and to are the same token')
    }
    const pools = await Promise.all(hops.map((hop) => reserves(from.chain, hop.pool)))
    let amount = amountIn
    hops.forEach((hop, index) => {
      const pool = pools[index] ?? { token: 0n, weth: 0n }
      const [reserveIn, reserveOut] = hop.sell === 'token' ? [pool.token, pool.weth] : [pool.weth, pool.token]
      if (amount > reserveIn) throw new Refusal('insufficient liquidity')
      amount = getAmountOut(amount, reserveIn, reserveOut)
    })
    if (amount === 0n) throw new Refusal('amount too small')
    return amount
  }

  const gasPrice = (chain: LocalChain) => chain.client.getGasPrice()
  const estimate = async (chain: LocalChain, call: { account: Address; to: Address; data: Hex; value: bigint }, fallback: bigint) => {
    try {
      return ((await chain.client.estimateGas(call)) * 12n) / 10n
    } catch {
      return fallback
    }
  }

  type Query = (key: string) => string | null
  type Body = Readonly<Record<string, unknown>>
  /** One handler per `METHOD path`: the answer's body, or a Refusal. */
  const handlers: Readonly<Record<string, (query: Query, body: Body) => Promise<unknown>>> = {
    'GET /v1/convert/tokens': async (query) => {
      const chain = chainOf(query('chainId'))
      const swap = chain ? options.swaps[chain.chainId] : undefined
      return { tokens: chain && swap ? swapTokens(chain, swap) : [] }
    },
    'GET /v1/convert/gas-price': async (query) => {
      const chain = chainOf(query('chainId'))
      if (!chain) throw new Refusal('unsupported chainId')
      const standard = await gasPrice(chain)
      return { standard: standard.toString(), fast: ((standard * 3n) / 2n).toString(), instant: (standard * 2n).toString() }
    },
    'GET /v1/convert/quotes': async (query) => {
      const amount = integer(query('amount'), 'amount')
      const toAmount = await quote(resolve(query('from'), 'from'), resolve(query('to'), 'to'), amount)
      const id = keccak256(toHex(`${query('from')}|${query('to')}|${amount}|${toAmount}`)).slice(0, 18)
      return { quotes: [{ id, fromAmount: amount.toString(), fromAccount: query('from'), toAmount: toAmount.toString(), toAccount: query('to') }] }
    },
    'GET /v1/convert/allowance': async (query) => {
      const token = resolve(query('tokenAddress'), 'tokenAddress')
      const user = address(query('userAddress'), 'userAddress')
      if (token.side.kind === 'native') return { allowance: maxUint256.toString() }
      const allowance = await token.chain.client.readContract({ address: token.side.pool.token.address, abi: erc20Abi, functionName: 'allowance', args: [user, token.swap.router] })
      return { allowance: allowance.toString() }
    },
    'GET /v1/convert/build-approve': async (query) => {
      const from = resolve(query('from'), 'from')
      const user = address(query('userAddress'), 'userAddress')
      if (from.side.kind === 'native') throw new Refusal('the native token needs no approval')
      const amount = query('amount') === null ? maxUint256 : integer(query('amount'), 'amount')
      const token = from.side.pool.token.address
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [from.swap.router, amount] })
      const [gas, price] = await Promise.all([estimate(from.chain, { account: user, to: token, data, value: 0n }, FALLBACK_APPROVE_GAS), gasPrice(from.chain)])
      return { tx: { from: user, to: token, data, value: '0', eip155: { gas: gas.toString(), gasPrice: price.toString() } } }
    },
    'POST /v1/convert/build-transaction': async (_query, body) => {
      const user = address(stringOf(body['userAddress']), 'userAddress')
      const amount = integer(stringOf(body['amount']), 'amount')
      const from = resolve(stringOf(body['from']), 'from')
      const to = resolve(stringOf(body['to']), 'to')
      const slippageBps = basisPoints(stringOf((body['eip155'] as Body | undefined)?.['slippage']))
      const amountOutMin = ((await quote(from, to, amount)) * (10_000n - slippageBps)) / 10_000n
      const data = encodeFunctionData({ abi: DemoRouter.abi, ...routerCall(from.side, to.side, amount, amountOutMin, user) })
      const value = from.side.kind === 'native' ? amount : 0n
      const router = from.swap.router
      const [gas, price] = await Promise.all([
        body['disableEstimate'] === true ? FALLBACK_SWAP_GAS : estimate(from.chain, { account: user, to: router, data, value }, FALLBACK_SWAP_GAS),
        gasPrice(from.chain),
      ])
      return { tx: { from: user, to: router, data, amount: value.toString(), eip155: { gas: gas.toString(), gasPrice: price.toString() } } }
    },
    'POST /v1/fungible/price': async (_query, body) => {
      if (String(body['currency'] ?? '').toLowerCase() !== 'usd') throw new Refusal('currency must be usd')
      const addresses = Array.isArray(body['addresses']) ? body['addresses'].filter((item): item is string => typeof item === 'string') : []
      return { fungibles: addresses.flatMap((caip10) => priceOf(caip10)) }
    },
  }

  const priceOf = (caip10: string) => {
    const [namespace, reference, raw = ''] = caip10.split(':')
    const chain = chainOf(`${namespace ?? ''}:${reference ?? ''}`)
    const swap = chain ? options.swaps[chain.chainId] : undefined
    const lower = raw.toLowerCase()
    const row = (name: string, symbol: string, price: number) => [{ address: caip10, name, symbol, iconUrl: coinIcon(symbol), price }]
    if (!chain) return []
    if (lower === NATIVE) return row('Ether', 'ETH', options.ethPrice)
    if (swap && lower === swap.weth.toLowerCase()) return row('Wrapped Ether', 'WETH', options.ethPrice)
    const token = chain.tokens.find((candidate) => candidate.address.toLowerCase() === lower)
    return token ? row(token.name, token.symbol, token.price) : []
  }

  return async (request, response, url) => {
    const method = request.method ?? 'GET'
    const handler = handlers[`${method} ${url.pathname}`]
    if (!handler) return false
    if (refusedWithoutProject(url, response)) return true
    try {
      const body = method === 'POST' ? jsonObject(await readBody(request)) : {}
      sendJson(response, 200, await handler((key) => url.searchParams.get(key), body))
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      sendFailure(response, 400, error.message)
    }
    return true
  }
}

/** Native ETH, then each pooled token, as the swap token list shows them. */
function swapTokens(chain: LocalChain, swap: DemoSwap): SwapToken[] {
  return [
    { name: 'Ether', symbol: 'ETH', address: `${chain.caipNetworkId}:${NATIVE}`, decimals: 18, logoUri: coinIcon('ETH') },
    ...swap.pairs.map(({ token }) => ({
      name: token.name,
      symbol: token.symbol,
      address: `${chain.caipNetworkId}:${token.address}`,
      decimals: token.decimals,
      logoUri: coinIcon(token.symbol),
    })),
  ]
}

/** The router function and arguments for this direction (ETH in, ETH out, or token → token). */
function routerCall(from: Side, to: Side, amount: bigint, amountOutMin: bigint, user: Address) {
  if (from.kind === 'native' && to.kind === 'token') return { functionName: 'swapExactETHForTokens', args: [to.pool.token.address, amountOutMin, user] } as const
  if (from.kind === 'token' && to.kind === 'native') return { functionName: 'swapExactTokensForETH', args: [from.pool.token.address, amount, amountOutMin, user] } as const
  if (from.kind === 'token' && to.kind === 'token') {
    return { functionName: 'swapExactTokensForTokens', args: [from.pool.token.address, to.pool.token.address, amount, amountOutMin, user] } as const
  }
  throw new Refusal('from and to are the same token')
}

function integer(value: string | null | undefined, field: string): bigint {
  if (!value || !/^\d+$/.test(value) || BigInt(value) === 0n) throw new Refusal(`invalid ${field}`)
  return BigInt(value)
}

/** A plain address or a CAIP-10 one (`eip155:1:0x…`, as the widget sends `userAddress`). */
function address(value: string | null | undefined, field: string): Address {
  const plain = value?.split(':').at(-1)
  if (!plain || !isAddress(plain, { strict: false })) throw new Refusal(`invalid ${field}`)
  return getAddress(plain)
}

/** Slippage in percent ("0.5", "1") as basis points; 0 to 50 %. */
function basisPoints(value: string | undefined): bigint {
  const percent = Number(value)
  if (value === undefined || value.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 50) throw new Refusal('invalid slippage')
  return BigInt(Math.round(percent * 100))
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function jsonObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>
  } catch {
    // answered below
  }
  throw new Refusal('body is not JSON')
}
