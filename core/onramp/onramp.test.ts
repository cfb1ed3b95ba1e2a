import { describe, expect, it } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { base, mainnet, polygon } from '../network/presets.js'
import type { Network } from '../network/Network.js'
import { OnrampError } from './OnrampError.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const failure = () => new HttpRequestError({ url: 'memory://x', method: 'POST', status: 503 })

async function setup(options: { readonly networks?: readonly [Network, ...Network[]]; readonly chainId?: number; readonly api?: InMemoryBlockchainApi; readonly connect?: boolean } = {}) {
  const chain = new FakeChainAdapter({ chainId: options.chainId ?? 1, knownChainIds: [1, 137, 8453] })
  const api = options.api ?? new InMemoryBlockchainApi()
  const walletport = createWalletport({ networks: options.networks ?? [mainnet, polygon] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage() })
  if (options.connect !== false) await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  return { walletport, api, chain }
}

const settle = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('onramp: options', () => {
  it('default: on Ethereum, USDC is selected among what is offered there; USD, card, the presets, Coinbase and Meld', async () => {
    const { walletport } = await setup()

    await walletport.loadOnramp({ timeZone: 'Europe/Berlin' })

    const state = walletport.getOnramp()
    expect(state).toMatchObject({
      status: 'ready',
      caipNetworkId: 'eip155:1',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      provider: 'coinbase',
      presets: [100, 250, 500, 1000],
      limits: { min: 10, max: 7500 },
      error: undefined,
    })
    expect(state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC', 'ETH'])
    expect(state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(state.providers.map((provider) => [provider.label, provider.feeRange])).toEqual([['Coinbase', '1-2%'], ['Meld.io', '1-2%']])
  })

  it('behavior: loading at once, then ready', async () => {
    const { walletport } = await setup()
    const pending = walletport.loadOnramp({ timeZone: 'UTC' })
    await Promise.resolve()
    expect(walletport.getOnramp().status).toBe('loading')
    await pending
    expect(walletport.getOnramp().status).toBe('ready')
  })

  it('parameters: on Polygon USDC too; on Base (only ETH offered) the first one', async () => {
    const onPolygon = await setup({ chainId: 137 })
    await onPolygon.walletport.loadOnramp({ timeZone: 'UTC' })
    const onBase = await setup({ networks: [base], chainId: 8453 })
    await onBase.walletport.loadOnramp({ timeZone: 'UTC' })

    expect([onPolygon.walletport.getOnramp().purchaseCurrency, onBase.walletport.getOnramp().purchaseCurrency]).toEqual(['USDC', 'ETH'])
  })

  it('parameters: the service’s providers follow the spec’s rule (an array of strings, otherwise none)', async () => {
    const options = new InMemoryBlockchainApi().getOnrampOptions()
    const listed = new InMemoryBlockchainApi({ onrampOptions: { ...(await options), providers: ['local-card', 'local-bank'] } })
    const malformed = new InMemoryBlockchainApi({ onrampOptions: { ...(await options), providers: 'local-card' } })
    const a = await setup({ api: listed })
    const b = await setup({ api: malformed })
    await Promise.all([a.walletport.loadOnramp({ timeZone: 'UTC' }), b.walletport.loadOnramp({ timeZone: 'UTC' })])

    expect(a.walletport.getOnramp().providers).toEqual([
      { name: 'local-card', label: 'Local Card', feeRange: '1%' },
      { name: 'local-bank', label: 'Local Bank', feeRange: '2%' },
    ])
    expect([b.walletport.getOnramp().providers, b.walletport.getOnramp().provider]).toEqual([[], undefined])
  })

  it('behavior: the options fail → USD and EUR with the spec’s limits, nothing to buy, the error said', async () => {
    const { walletport, api } = await setup()
    api.failNext('getOnrampOptions', failure())

    await walletport.loadOnramp({ timeZone: 'UTC' })

    expect(walletport.getOnramp()).toMatchObject({ status: 'ready', purchaseCurrencies: [], error: 'Unable to load what you can buy', limits: { min: 10, max: 7500 } })
    expect(walletport.getOnramp().paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  })

  it.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'])('restricted timezone %s: not offered, nothing asked', async (timeZone) => {
    const { walletport, api } = await setup()

    await walletport.loadOnramp({ timeZone })

    expect(walletport.getOnramp().status).toBe('restricted')
    expect(api.callsTo('getOnrampOptions')).toHaveLength(0)
  })
})

describe('onramp: amount, limits and the quote', () => {
  it('default: a quote of the selection, read at purchaseAmount.amount (fee taken)', async () => {
    const { walletport, api } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })

    walletport.selectOnramp({ amount: 100 })
    await walletport.fetchOnrampQuote()

    expect(api.callsTo('getOnrampQuote')[0]).toMatchObject({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum', provider: 'coinbase' })
    expect(walletport.getOnramp().quote).toEqual({ purchaseAmount: '98.5', purchaseCurrency: 'USDC', paymentTotal: '100.00', fee: '1.50' })
  })

  it.each([
    ['card, below 10', 'card', 9, 'min'],
    ['card, above 7500', 'card', 7_501, 'max'],
    ['bank, 25000 is within', 'bank', 25_000, undefined],
    ['bank, above 25000', 'bank', 25_001, 'max'],
  ] as const)('limits per payment method: %s', async (_name, paymentMethod, amount, amountError) => {
    const { walletport, api } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })

    walletport.selectOnramp({ paymentMethod, amount })
    await walletport.fetchOnrampQuote()

    expect(walletport.getOnramp().amountError).toBe(amountError)
    expect(api.callsTo('getOnrampQuote')).toHaveLength(amountError ? 0 : 1)
  })

  it('behavior: a quote error is stored in state; a new selection clears it', async () => {
    const { walletport, api } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })
    walletport.selectOnramp({ amount: 250 })
    api.failNext('getOnrampQuote', failure())

    await walletport.fetchOnrampQuote()
    expect(walletport.getOnramp()).toMatchObject({ quote: undefined, quoteLoading: false, error: 'Unable to get a quote' })

    walletport.selectOnramp({ amount: 500 })
    expect(walletport.getOnramp().error).toBeUndefined()
  })

  it('behavior: a selection changed while quoting drops the older answer', async () => {
    const { walletport } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })
    walletport.selectOnramp({ amount: 100 })

    const pending = walletport.fetchOnrampQuote()
    walletport.selectOnramp({ amount: 250 })
    await pending

    expect(walletport.getOnramp()).toMatchObject({ amount: 250, quote: undefined })
  })

  it('behavior: reset forgets everything', async () => {
    const { walletport } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })
    walletport.selectOnramp({ amount: 100 })
    await walletport.fetchOnrampQuote()

    await walletport.resetOnramp()

    expect(walletport.getOnramp()).toEqual({ status: 'idle', paymentCurrencies: [], purchaseCurrencies: [], providers: [], presets: [], paymentMethod: 'card', quoteLoading: false })
  })
})

describe('onramp: the checkout', () => {
  it('default: the provider’s URL from /v1/generators/onrampurl for the quoted selection and the address', async () => {
    const { walletport, api } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })
    walletport.selectOnramp({ amount: 100, provider: 'meld' })
    await walletport.fetchOnrampQuote()

    const url = await walletport.createOnrampCheckout({ redirectUrl: 'https://app.example/' })

    expect(api.callsTo('generateOnrampUrl')[0]).toMatchObject({
      provider: 'meld',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      network: 'ethereum',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '100',
      purchaseAmount: '98.5',
      redirectUrl: 'https://app.example/',
    })
    expect(new URL(url).searchParams.get('provider')).toBe('meld')
    expect(walletport.getOnramp().checkoutUrl).toBe(url)
  })

  it('behavior: without a quote, or when the service fails, OnrampError and the error in state', async () => {
    const { walletport, api } = await setup()
    await walletport.loadOnramp({ timeZone: 'UTC' })

    const early = await settle(walletport.createOnrampCheckout())
    walletport.selectOnramp({ amount: 100 })
    await walletport.fetchOnrampQuote()
    api.failNext('generateOnrampUrl', failure())
    const failed = await settle(walletport.createOnrampCheckout())

    expect(early).toBeInstanceOf(OnrampError)
    expect((failed as OnrampError).shortMessage).toBe('Unable to open the checkout')
    expect(walletport.getOnramp().error).toBe('Unable to open the checkout')
    expect(api.callsTo('generateOnrampUrl')).toHaveLength(1)
  })

})
