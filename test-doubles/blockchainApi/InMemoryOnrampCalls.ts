import { ONRAMP_LIMITS_USD } from '../../core/onramp/onrampDefaults.js'
import type { BlockchainApi, OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '../../ports/BlockchainApi.js'
import type { BlockchainApiSeed } from './BlockchainApiSeed.js'
import { memoryHttpError } from './memoryHttpError.js'

const ONRAMP_FEE_RATE = 0.015
const USDC_MAINNET = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

const limits = (card: { readonly min: number; readonly max: number }, bank: { readonly min: number; readonly max: number }) => [
  { id: 'card', min: card.min.toFixed(2), max: card.max.toFixed(2) },
  { id: 'ach_bank_account', min: bank.min.toFixed(2), max: bank.max.toFixed(2) },
]

const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits(ONRAMP_LIMITS_USD.card, ONRAMP_LIMITS_USD.bank) },
    { id: 'EUR', payment_method_limits: limits(ONRAMP_LIMITS_USD.card, ONRAMP_LIMITS_USD.bank) },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: USDC_MAINNET },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359' },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'Solana', chain_id: 'solana', contract_address: '' }] },
  ],
}

const DEFAULT_ONRAMP_PRICES: Readonly<Record<string, number>> = { USDC: 1, ETH: 2500, SOL: 150 }

/** The onramp area in memory: the buy URL, the currencies on offer and quotes. */
export class InMemoryOnrampCalls {
  readonly #options: OnrampOptions
  readonly #prices: Readonly<Record<string, number>>

  constructor(seed: BlockchainApiSeed) {
    this.#options = seed.onrampOptions ?? DEFAULT_ONRAMP_OPTIONS
    this.#prices = seed.onrampPrices ?? DEFAULT_ONRAMP_PRICES
  }

  /** A URL carrying every parameter given, as the provider's widget would receive them. */
  generateOnrampUrl(request: Parameters<BlockchainApi['generateOnrampUrl']>[0]): { readonly url: string } {
    const url = new URL('https://onramp.example/buy')
    for (const [key, value] of Object.entries(request)) {
      if (key === 'signal' || value === undefined) continue
      url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value))
    }
    return { url: url.toString() }
  }

  getOnrampOptions(): OnrampOptions {
    return this.#options
  }

  /** Buys `(amount − 1.5 % fee) / price`; 400 for an unknown currency or a non-positive amount. */
  getOnrampQuote(request: OnrampQuoteRequest): OnrampQuote {
    const amount = Number(request.amount)
    if (!Number.isFinite(amount) || amount <= 0) throw memoryHttpError(400, 'POST', '/v1/onramp/quote', 'invalid amount', { amount: request.amount })
    const purchase = this.#options.purchaseCurrencies.find(
      (currency) => currency.id === request.purchaseCurrency || currency.symbol === request.purchaseCurrency,
    )
    const payment = this.#options.paymentCurrencies.find((currency) => currency.id === request.paymentCurrency)
    const price = purchase ? (this.#prices[purchase.id] ?? this.#prices[purchase.symbol]) : undefined
    if (!purchase || !payment || price === undefined) {
      throw memoryHttpError(400, 'POST', '/v1/onramp/quote', 'unsupported currency', {
        purchaseCurrency: request.purchaseCurrency,
        paymentCurrency: request.paymentCurrency,
      })
    }
    const fee = Math.round(amount * ONRAMP_FEE_RATE * 100) / 100
    return {
      purchaseAmount: { amount: trimDecimals((amount - fee) / price, 6), currency: purchase.symbol },
      paymentTotal: { amount: amount.toFixed(2), currency: payment.id },
      networkFee: { amount: '0.00', currency: payment.id },
      coinbaseFee: { amount: fee.toFixed(2), currency: payment.id },
    }
  }
}

function trimDecimals(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '')
}
