import { describe, expect, it } from 'vitest'
import type { Balance } from '../core/account/Balance.js'
import type { NameProfile } from '../core/names/Profile.js'
import type { Transaction } from '../core/portfolio/Transaction.js'
import { AbortedError, isAbortError } from '../core/errors/AbortedError.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { InMemoryBlockchainApi } from './InMemoryBlockchainApi.js'
import { ManualClock } from './ManualClock.js'
import { describeBlockchainApiContract } from './contracts/describeBlockchainApiContract.js'

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const caipNetworkId = 'eip155:1'

const eth: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: caipNetworkId,
  value: 2500,
  price: 2500,
  quantity: { decimals: '18', numeric: '1.0' },
  iconUrl: 'https://tokens.example/eth.png',
}

const transaction = (index: number, chain = caipNetworkId, operationType = 'send'): Transaction => ({
  id: `tx-${chain}-${index}`,
  metadata: {
    operationType,
    hash: `0x${index.toString(16).padStart(64, '0')}`,
    chain,
    minedAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    sentFrom: address,
    sentTo: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    status: 'confirmed',
    nonce: index,
  },
  transfers: [{ direction: 'out', quantity: { numeric: '0.1' } }],
})

const profile: NameProfile = {
  name: 'satoshi.reown.id',
  registered_at: '2025-12-01T00:00:00.000Z',
  addresses: { '60': { address, created: '2025-12-01T00:00:00.000Z' } },
  attributes: [{ bio: 'hi' }],
}

const seeded = (options: ConstructorParameters<typeof InMemoryBlockchainApi>[0] = {}): InMemoryBlockchainApi =>
  new InMemoryBlockchainApi({
    balances: [{ address, caipNetworkId, balances: [eth] }],
    transactions: { [address]: Array.from({ length: 5 }, (_, index) => transaction(index)) },
    historyPageSize: 2,
    profiles: [profile],
    ...options,
  })

describeBlockchainApiContract('InMemoryBlockchainApi', () => ({
  api: seeded(),
  account: { address, caipNetworkId },
  registeredName: 'satoshi.reown.id',
}))

const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('InMemoryBlockchainApi', () => {
  it('default: works unseeded (empty balances and history, null identity, swap data on eip155:1)', async () => {
    const api = new InMemoryBlockchainApi()

    await expect(api.getBalances({ address, caipNetworkId })).resolves.toEqual([])
    await expect(api.getTransactionHistory({ account: address })).resolves.toEqual({ data: [], next: null })
    await expect(api.getIdentity({ address, caipNetworkId })).resolves.toEqual({ name: null, avatar: null })
    await expect(api.getSwapTokens({ chainId: 'eip155:1' })).resolves.toHaveLength(2)
    await expect(api.getSwapTokens({ chainId: 'eip155:137' })).resolves.toEqual([])
    await expect(api.getSessions({ caipAddress: `${caipNetworkId}:${address}` })).resolves.toEqual([])
    expect((await api.getSupportedChains()).http).toContain('eip155:8453')
  })

  it('getBalances / getIdentity: addresses match case-insensitively for EVM', async () => {
    const api = seeded().setIdentity(address.toUpperCase().replace('0X', '0x'), { name: 'vitalik.eth', avatar: null })

    await expect(api.getBalances({ address: address.toUpperCase().replace('0X', '0x'), caipNetworkId })).resolves.toEqual([eth])
    await expect(api.getIdentity({ address, caipNetworkId })).resolves.toEqual({ name: 'vitalik.eth', avatar: null })
  })

  it('getTransactionHistory: pages walk the whole history and end with next null', async () => {
    const api = seeded()
    const ids: string[] = []
    let cursor: string | undefined
    let pages = 0

    do {
      const page = await api.getTransactionHistory({ account: address, cursor })
      ids.push(...page.data.map((entry) => entry.id))
      cursor = page.next ?? undefined
      pages += 1
    } while (cursor)

    expect(pages).toBe(3)
    expect(ids).toEqual([0, 1, 2, 3, 4].map((index) => `tx-${caipNetworkId}-${index}`))
  })

  it('getTransactionHistory: parameters: chainId and onramp filter', async () => {
    const api = new InMemoryBlockchainApi({
      transactions: { [address]: [transaction(1), transaction(2, 'eip155:137'), transaction(3, caipNetworkId, 'buy')] },
    })

    const polygon = await api.getTransactionHistory({ account: address, chainId: 'eip155:137' })
    const onramp = await api.getTransactionHistory({ account: address, onramp: 'coinbase' })

    expect(polygon.data.map((entry) => entry.id)).toEqual(['tx-eip155:137-2'])
    expect(onramp.data.map((entry) => entry.id)).toEqual([`tx-${caipNetworkId}-3`])
  })

  it('getTransactionHistory: an invalid cursor rejects with a 400 HttpRequestError, as the HTTP adapter does', async () => {
    const error = await caught(seeded().getTransactionHistory({ account: address, cursor: 'garbage' }))

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ category: 'API_ERROR', status: 400, method: 'GET' })
  })

  it('registerName: adds a profile that lookup, reverse lookup and suggestions then see', async () => {
    const api = new InMemoryBlockchainApi()
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: { bio: 'gm' }, timestamp: 1_767_225_600 })

    const registered = await api.registerName({ coinType: 60, address, signature: '0xsig', message })

    expect(registered).toEqual({
      name: 'alice.reown.id',
      registered_at: '2026-01-01T00:00:00.000Z',
      addresses: { '60': { address, created: '2026-01-01T00:00:00.000Z' } },
      attributes: [{ bio: 'gm' }],
    })
    await expect(api.lookupName({ name: 'ALICE.reown.id' })).resolves.toEqual(registered)
    await expect(api.reverseLookup({ address })).resolves.toEqual([registered])
    await expect(api.getNameSuggestions({ name: 'alice' })).resolves.toEqual([
      { name: 'alice.reown.id', registered: true },
      { name: 'alice1.reown.id', registered: false },
      { name: 'alice-wallet.reown.id', registered: false },
    ])
  })

  it('registerName: a taken name → 409; a bad message → 400', async () => {
    const api = seeded()
    const taken = JSON.stringify({ name: 'satoshi.reown.id', timestamp: 1 })

    await expect(api.registerName({ coinType: 60, address, signature: '0xsig', message: taken })).rejects.toMatchObject({
      details: { status: 409 },
    })
    await expect(api.registerName({ coinType: 60, address, signature: '0xsig', message: 'not json' })).rejects.toMatchObject({
      details: { status: 400 },
    })
    await expect(
      api.registerName({ coinType: 60, address, signature: '0xsig', message: JSON.stringify({ name: 'bob.eth', timestamp: 1 }) }),
    ).rejects.toMatchObject({ details: { status: 400 } })
  })

  it('lookupName: unknown → 404 HttpRequestError', async () => {
    await expect(new InMemoryBlockchainApi().lookupName({ name: 'nobody.reown.id' })).rejects.toMatchObject({
      name: 'HttpRequestError',
      category: 'API_ERROR',
      status: 404,
      url: 'memory://blockchain-api/v1/profile/account/nobody.reown.id',
    })
  })

  it('getOnrampQuote: (amount − 1.5 % fee) / price; unknown currency or bad amount → 400', async () => {
    const api = new InMemoryBlockchainApi()
    const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }

    await expect(api.getOnrampQuote(request)).resolves.toEqual({
      purchaseAmount: { amount: '0.0394', currency: 'ETH' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      coinbaseFee: { amount: '1.50', currency: 'USD' },
    })
    await expect(api.getOnrampQuote({ ...request, purchaseCurrency: 'DOGE' })).rejects.toMatchObject({ details: { status: 400 } })
    await expect(api.getOnrampQuote({ ...request, amount: '-5' })).rejects.toMatchObject({ details: { status: 400 } })
  })

  it('getOnrampOptions: default limits are USD 10 to 7500 by card, 10 to 25000 by bank account', async () => {
    const options = await new InMemoryBlockchainApi().getOnrampOptions()

    expect(options.paymentCurrencies[0]).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })
  })

  it('getSwapQuote: 1:1 by default; setSwapRate applies a rate; a non-integer amount → 400', async () => {
    const from = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
    const api = new InMemoryBlockchainApi()
    const query = { amount: '1000', userAddress: address, from, to, gasPrice: '1' }

    expect((await api.getSwapQuote(query))[0]?.toAmount).toBe('1000')
    api.setSwapRate(from, to, 2.5)
    expect((await api.getSwapQuote(query))[0]).toMatchObject({ fromAmount: '1000', toAmount: '2500', fromAccount: from, toAccount: to })
    await expect(api.getSwapQuote({ ...query, amount: '1.5' })).rejects.toMatchObject({ details: { status: 400 } })
  })

  it('setAllowance / setGasPrice / setSwapTokens / setFungiblePrice: seed what the swap calls answer', async () => {
    const token = { name: 'Dai', symbol: 'DAI', address: 'eip155:137:0x8f3cf7ad23cd3cadbd9735aff958023239c6a063', decimals: 18, logoUri: '' }
    const api = new InMemoryBlockchainApi()
      .setAllowance(token.address, address, '42')
      .setGasPrice('eip155:137', { standard: '1', fast: '2', instant: '3' })
      .setSwapTokens('eip155:137', [token])
      .setFungiblePrice({ address: token.address, name: 'Dai', symbol: 'DAI', iconUrl: '', price: 1 })

    await expect(api.getSwapAllowance({ tokenAddress: token.address, userAddress: address })).resolves.toBe('42')
    await expect(api.getGasPrice({ chainId: 'eip155:137' })).resolves.toEqual({ standard: '1', fast: '2', instant: '3' })
    await expect(api.getSwapTokens({ chainId: 'eip155:137' })).resolves.toEqual([token])
    await expect(api.fetchFungiblePrices({ currency: 'usd', addresses: [token.address, 'eip155:137:0xunknown'] })).resolves.toHaveLength(1)
  })

  it('sessions: addSession then revokeSession removes the address on every chain', async () => {
    const session = { data: { accountAddress: address, chainId: 'eip155:1', domain: 'dapp.example', uri: 'https://dapp.example', version: '1', nonce: 'n' }, message: 'm', signature: '0xs' }
    const api = new InMemoryBlockchainApi().addSession(`eip155:1:${address}`, session).addSession(`eip155:137:${address}`, session)

    await expect(api.getSessions({ caipAddress: `eip155:1:${address}` })).resolves.toEqual([session])
    await api.revokeSession({ address })

    await expect(api.getSessions({ caipAddress: `eip155:1:${address}` })).resolves.toEqual([])
    await expect(api.getSessions({ caipAddress: `eip155:137:${address}` })).resolves.toEqual([])
  })

  it('generateOnrampUrl: the request fields become query parameters', async () => {
    const { url } = await new InMemoryBlockchainApi().generateOnrampUrl({ provider: 'meld', amount: 100 })

    expect(new URL(url).searchParams.get('provider')).toBe('meld')
    expect(new URL(url).searchParams.get('amount')).toBe('100')
  })

  it('calls / callsTo: records every call with its parameters', async () => {
    const api = new InMemoryBlockchainApi()

    await api.getBalances({ address, caipNetworkId })
    await api.getSupportedChains()

    expect(api.calls.map((call) => call.method)).toEqual(['getBalances', 'getSupportedChains'])
    expect(api.callsTo('getBalances')).toEqual([{ address, caipNetworkId }])
  })

  it('failNext / failAlways / clearFailures: script failures per method', async () => {
    const failure = new HttpRequestError({ url: 'https://rpc.example/v1/account/x/balance', method: 'GET', status: 500 })
    const api = seeded().failNext('getBalances', failure).failAlways('getIdentity', failure)

    await expect(api.getBalances({ address, caipNetworkId })).rejects.toBe(failure)
    await expect(api.getBalances({ address, caipNetworkId })).resolves.toEqual([eth])
    await expect(api.getIdentity({ address, caipNetworkId })).rejects.toBe(failure)
    api.clearFailures('getIdentity')
    await expect(api.getIdentity({ address, caipNetworkId })).resolves.toEqual({ name: null, avatar: null })
  })

  it('abort: the rejection is an AbortedError caused by the signal reason', async () => {
    const controller = new AbortController()
    const reason = new Error('modal closed')
    controller.abort(reason)

    const error = await caught(seeded().getBalances({ address, caipNetworkId, signal: controller.signal }))

    expect(error).toBeInstanceOf(AbortedError)
    expect((error as AbortedError).cause).toBe(reason)
  })

  it('parameters: clock + latencyMs: answers after the latency in virtual time', async () => {
    const clock = new ManualClock()
    const api = seeded({ clock, latencyMs: 300 })
    let answered = false

    const pending = api.getBalances({ address, caipNetworkId }).then((balances) => {
      answered = true
      return balances
    })
    await clock.advanceAsync(299)
    expect(answered).toBe(false)
    await clock.advanceAsync(1)

    await expect(pending).resolves.toEqual([eth])
  })

  it('parameters: clock + latencyMs: abort during the latency rejects at once and clears the timer', async () => {
    const clock = new ManualClock()
    const api = seeded({ clock, latencyMs: 300 })
    const controller = new AbortController()

    const pending = caught(api.getBalances({ address, caipNetworkId, signal: controller.signal }))
    await clock.advanceAsync(100)
    controller.abort()

    expect(isAbortError(await pending)).toBe(true)
    expect(clock.pendingTimers).toBe(0)
  })
})
