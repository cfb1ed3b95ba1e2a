import { NATIVE_TOKEN_ADDRESS } from '../../core/portfolio/nativeTokenAddress.js'
import type { BlockchainApi, FungiblePrice, GasPrice, SwapQuote, SwapToken, SwapTransaction } from '../../ports/BlockchainApi.js'
import { fakeHex } from '../fakeHex.js'
import { addressKey, lastSegment } from './addressKey.js'
import type { BlockchainApiSeed } from './BlockchainApiSeed.js'
import { parseInteger } from './memoryHttpError.js'

type Query<M extends keyof BlockchainApi> = Parameters<BlockchainApi[M]>[0]

const USDC_MAINNET = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const FAKE_SWAP_ROUTER = '0x1111111254eeb25477b68fb85ed929f73a960582'
const DEFAULT_GAS_PRICE: GasPrice = { standard: '1000000000', fast: '1500000000', instant: '2000000000' }

const DEFAULT_SWAP_TOKENS: Readonly<Record<string, readonly SwapToken[]>> = {
  'eip155:1': [
    { name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE_TOKEN_ADDRESS.eip155}`, decimals: 18, logoUri: 'https://tokens.example/eth.png' },
    { name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${USDC_MAINNET}`, decimals: 6, logoUri: 'https://tokens.example/usdc.png', eip2612: true },
  ],
}

const DEFAULT_PRICES: readonly FungiblePrice[] = [
  { address: `eip155:1:${NATIVE_TOKEN_ADDRESS.eip155}`, name: 'Ether', symbol: 'ETH', iconUrl: 'https://tokens.example/eth.png', price: 2500 },
  { address: `eip155:1:${USDC_MAINNET}`, name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://tokens.example/usdc.png', price: 1 },
]

/** The convert area in memory: prices, swap tokens, quotes, allowances, gas prices and built transactions. */
export class InMemoryConvertCalls {
  readonly #prices = new Map<string, FungiblePrice>()
  readonly #swapTokens: Map<string, readonly SwapToken[]>
  readonly #gasPrices: Map<string, GasPrice>
  readonly #allowances = new Map<string, string>()
  readonly #swapRates = new Map<string, number>()

  constructor(seed: BlockchainApiSeed) {
    for (const price of seed.prices ?? DEFAULT_PRICES) this.setFungiblePrice(price)
    this.#swapTokens = new Map(Object.entries(seed.swapTokens ?? DEFAULT_SWAP_TOKENS))
    this.#gasPrices = new Map(Object.entries(seed.gasPrices ?? {}))
  }

  /** Prices of the seeded tokens among `addresses`; unknown addresses are left out, as the API does. */
  fetchFungiblePrices(query: Query<'fetchFungiblePrices'>): readonly FungiblePrice[] {
    return query.addresses.flatMap((address) => {
      const price = this.#prices.get(addressKey(address))
      return price ? [price] : []
    })
  }

  getSwapTokens(query: Query<'getSwapTokens'>): readonly SwapToken[] {
    return this.#swapTokens.get(query.chainId) ?? []
  }

  /** One quote: `toAmount = amount × rate` (rate 1 unless `setSwapRate`); amounts are integer strings. */
  getSwapQuote(query: Query<'getSwapQuote'>): readonly SwapQuote[] {
    const amount = parseInteger(query.amount, 'amount', '/v1/convert/quotes')
    const rate = this.#swapRates.get(`${addressKey(query.from)}|${addressKey(query.to)}`) ?? 1
    const toAmount = (amount * BigInt(Math.round(rate * 1_000_000))) / 1_000_000n
    return [
      {
        id: `quote-${fakeHex(`${query.from}|${query.to}|${query.amount}`, 8)}`,
        fromAmount: amount.toString(),
        fromAccount: query.from,
        toAmount: toAmount.toString(),
        toAccount: query.to,
      },
    ]
  }

  getSwapAllowance(query: Query<'getSwapAllowance'>): string {
    return this.#allowances.get(`${addressKey(query.tokenAddress)}|${addressKey(query.userAddress)}`) ?? '0'
  }

  getGasPrice(query: Query<'getGasPrice'>): GasPrice {
    return this.#gasPrices.get(query.chainId) ?? DEFAULT_GAS_PRICE
  }

  buildApproveTransaction(query: Query<'buildApproveTransaction'>): SwapTransaction {
    const chainId = caip2Of(query.from)
    return {
      from: query.userAddress,
      to: lastSegment(query.from),
      // approve(spender, amount) selector, then fake arguments.
      data: `0x095ea7b3${fakeHex(`approve|${query.from}|${query.amount ?? 'max'}`, 64)}`,
      value: '0',
      eip155: { gas: '60000', gasPrice: (this.#gasPrices.get(chainId) ?? DEFAULT_GAS_PRICE).standard },
    }
  }

  buildSwapTransaction(query: Query<'buildSwapTransaction'>): SwapTransaction {
    const amount = parseInteger(query.amount, 'amount', '/v1/convert/build-transaction')
    const chainId = caip2Of(query.from)
    return {
      from: query.userAddress,
      to: FAKE_SWAP_ROUTER,
      data: `0x12aa3caf${fakeHex(`swap|${query.from}|${query.to}|${query.amount}|${query.eip155.slippage}`, 64)}`,
      amount: amount.toString(),
      eip155: { gas: '250000', gasPrice: (this.#gasPrices.get(chainId) ?? DEFAULT_GAS_PRICE).standard },
    }
  }

  setFungiblePrice(price: FungiblePrice): void {
    this.#prices.set(addressKey(price.address), price)
  }

  setSwapTokens(chainId: string, tokens: readonly SwapToken[]): void {
    this.#swapTokens.set(chainId, tokens)
  }

  setSwapRate(from: string, to: string, rate: number): void {
    this.#swapRates.set(`${addressKey(from)}|${addressKey(to)}`, rate)
  }

  setAllowance(tokenAddress: string, userAddress: string, allowance: string): void {
    this.#allowances.set(`${addressKey(tokenAddress)}|${addressKey(userAddress)}`, allowance)
  }

  setGasPrice(chainId: string, gasPrice: GasPrice): void {
    this.#gasPrices.set(chainId, gasPrice)
  }
}

function caip2Of(caip10: string): string {
  return caip10.split(':').slice(0, 2).join(':')
}
