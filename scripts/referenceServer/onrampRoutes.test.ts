import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OfetchBlockchainApi } from '../../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { localOnrampQuote } from './onrampRoutes.js'
import { startReferenceServer, type RunningReferenceServer } from './startReferenceServer.js'

// A purchase through the local onramp over HTTP, as the app makes it: options, quote, checkout
// URL, the checkout page, Pay; then the USDC balance is read from the chain itself.
const buyer = '0x000000000000000000000000000000000000bEEF'
let anvil: AnvilInstance
let reference: RunningReferenceServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  reference = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }], port: 0 })
}, 30_000)

afterAll(async () => {
  await reference?.stop()
  await anvil?.stop()
})

const api = () => new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new ManualClock(), storage: new InMemoryStorage() })
const usdc = () => {
  const token = reference.tokens[31337]?.find((candidate) => candidate.symbol === 'USDC')
  if (!token) throw new Error('no demo USDC')
  return token
}
const balanceOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(anvil.directUrl) }).readContract({ address: usdc().address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('the local onramp', () => {
  it('options: USDC (6 decimals) on the local chain, USD and EUR with the card and bank limits, the two local providers', async () => {
    const options = await api().getOnrampOptions()

    expect(usdc().decimals).toBe(6)
    expect(options.purchaseCurrencies).toEqual([
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'anvil-31337', display_name: 'Chain 31337', chain_id: '31337', contract_address: usdc().address }] },
    ])
    expect(options.paymentCurrencies.map((currency) => [currency.id, currency.payment_method_limits])).toEqual([
      ['USD', [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }]],
      ['EUR', [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }]],
    ])
    expect(options.providers).toEqual(['local-card', 'local-bank'])
  })

  it('quote: the amount minus the provider’s fee (Local Card 1 %, Local Bank 2 %)', async () => {
    const ask = (provider: string) => api().getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '250', network: 'anvil-31337', provider })

    expect((await ask('local-card')).purchaseAmount.amount).toBe('247.5')
    expect(await ask('local-bank')).toMatchObject({ purchaseAmount: { amount: '245', currency: 'USDC' }, coinbaseFee: { amount: '5.00' }, paymentTotal: { amount: '250.00' } })
    await expect(api().getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '0', network: 'anvil-31337', provider: 'local-card' })).rejects.toThrow()
  })

  it('localOnrampQuote: EUR at the local rate; unknown provider or currency → none', () => {
    expect(localOnrampQuote({ amount: 100, paymentCurrency: 'EUR', provider: 'local-card' })).toEqual({ fee: '1.00', purchaseAmount: '106.92', paymentTotal: '100.00' })
    expect(localOnrampQuote({ amount: 100, paymentCurrency: 'GBP', provider: 'local-card' })).toBeUndefined()
    expect(localOnrampQuote({ amount: 100, paymentCurrency: 'USD', provider: 'meld' })).toBeUndefined()
  })

  it('a purchase: the checkout page shows the order; Pay credits the quoted USDC on the chain, once; the history says buy', async () => {
    const before = await balanceOf(buyer)
    const { url } = await api().generateOnrampUrl({
      provider: 'local-bank',
      address: buyer,
      network: 'anvil-31337',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      purchaseAmount: '1000000', // the app's word is not trusted: the server prices the order itself
    })
    expect(url).toMatch(new RegExp(`^${reference.url}/onramp/checkout/[0-9a-f-]{36}$`))

    const page = await (await fetch(url)).text()
    expect(page).toContain('98 USDC')
    expect(page).toContain('Pay $100.00')

    const paid = await fetch(`${url}/pay`, { method: 'POST' })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('98 USDC sent to')
    expect((await balanceOf(buyer)) - before).toBe(parseUnits('98', 6))

    await fetch(`${url}/pay`, { method: 'POST' })
    expect((await balanceOf(buyer)) - before).toBe(parseUnits('98', 6))

    const history = await api().getTransactionHistory({ account: buyer, chainId: 'eip155:31337' })
    expect(history.data[0]?.metadata.operationType).toBe('buy')
    const balances = await api().getBalances({ address: buyer, caipNetworkId: 'eip155:31337' })
    expect(balances.find((balance) => balance.symbol === 'USDC')?.quantity.numeric).toBe('98')
  })

  it('the paid page tells only the app that asked (its origin), never "*"', async () => {
    const response = await fetch(`${reference.url}/v1/generators/onrampurl?projectId=local&st=appkit&sv=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ provider: 'local-card', address: buyer, network: 'anvil-31337', purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10' }),
    })
    const { url } = (await response.json()) as { url: string }
    expect(response.status).toBe(200)
    const page = await (await fetch(`${url}/pay`, { method: 'POST' })).text()

    expect(page).toContain('const target = "http://127.0.0.1:5173"')
    expect(page).not.toContain("'*'")
  })

  it('an unknown order is a 404 page', async () => {
    expect((await fetch(`${reference.url}/onramp/checkout/00000000-0000-0000-0000-000000000000`)).status).toBe(404)
  })
})
