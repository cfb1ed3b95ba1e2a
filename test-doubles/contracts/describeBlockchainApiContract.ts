import { describe, expect, it } from 'vitest'
import { BaseError } from '../../core/errors/BaseError.js'
import type { BlockchainApi } from '../../ports/BlockchainApi.js'
import { NATIVE_TOKEN_ADDRESS } from '../../core/portfolio/nativeTokenAddress.js'
import { isAbortError } from '../../core/errors/AbortedError.js'

/** A BlockchainApi under test and facts about the data behind it. */
export interface BlockchainApiHarness {
  readonly api: BlockchainApi
  /**
   * An EVM account on a swap network (e.g. eip155:1) that has at least one balance row, MORE
   * than one page of history on that network, and a registered name.
   */
  readonly account: { readonly address: string; readonly caipNetworkId: string }
  /** A name registered to `account.address`. */
  readonly registeredName: string
  readonly teardown?: () => void | Promise<void>
}

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
const INTEGER = /^\d+$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const NATIVE_EVM = NATIVE_TOKEN_ADDRESS.eip155

/**
 * Registers the BlockchainApi port's contract: the shapes every call answers with, paging by
 * cursor, and abort (a fired signal rejects with a typed abort error).
 * @example describeBlockchainApiContract('InMemoryBlockchainApi', () => ({ api, account, registeredName }))
 */
export function describeBlockchainApiContract(
  name: string,
  setup: () => BlockchainApiHarness | Promise<BlockchainApiHarness>,
): void {
  const run = (body: (harness: BlockchainApiHarness) => Promise<void>) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }

  describe(`BlockchainApi contract: ${name}`, () => {
    it(
      'getSupportedChains: CAIP-2 ids over http and ws',
      run(async ({ api, account }) => {
        const chains = await api.getSupportedChains()

        expect(chains.http).toContain(account.caipNetworkId)
        for (const id of [...chains.http, ...chains.ws]) expect(id).toMatch(CAIP2)
      }),
    )

    it(
      'getIdentity: name and avatar, each a string or null',
      run(async ({ api, account }) => {
        const identity = await api.getIdentity({ address: account.address, caipNetworkId: account.caipNetworkId })

        expect(identity.name === null || typeof identity.name === 'string').toBe(true)
        expect(identity.avatar === null || typeof identity.avatar === 'string').toBe(true)
      }),
    )

    it(
      'getBalances: balance rows with CAIP ids, quantity strings and a price',
      run(async ({ api, account }) => {
        const balances = await api.getBalances({ address: account.address, caipNetworkId: account.caipNetworkId })

        expect(balances.length).toBeGreaterThan(0)
        for (const balance of balances) {
          expect(balance).toMatchObject({
            name: expect.any(String),
            symbol: expect.any(String),
            price: expect.any(Number),
            iconUrl: expect.any(String),
            quantity: { decimals: expect.any(String), numeric: expect.any(String) },
          })
          expect(balance.chainId).toMatch(CAIP2)
          if (balance.address !== undefined) expect(balance.address).toMatch(CAIP10)
        }
      }),
    )

    it(
      'getTransactionHistory: pages by cursor, without repeating a transaction',
      run(async ({ api, account }) => {
        const first = await api.getTransactionHistory({ account: account.address, chainId: account.caipNetworkId })
        expect(first.next).toEqual(expect.any(String))

        const second = await api.getTransactionHistory({
          account: account.address,
          chainId: account.caipNetworkId,
          cursor: first.next ?? undefined,
        })

        expect(first.data.length).toBeGreaterThan(0)
        expect(second.data.length).toBeGreaterThan(0)
        const firstIds = new Set(first.data.map((transaction) => transaction.id))
        for (const transaction of second.data) expect(firstIds.has(transaction.id)).toBe(false)
        for (const transaction of [...first.data, ...second.data]) {
          expect(transaction.metadata).toMatchObject({
            hash: expect.any(String),
            chain: account.caipNetworkId,
            minedAt: expect.any(String),
            status: expect.stringMatching(/^(confirmed|failed|pending)$/),
          })
          expect(transaction.transfers === null || Array.isArray(transaction.transfers)).toBe(true)
        }
      }),
    )

    it(
      'lookupName / reverseLookup: the registered name resolves, and the address lists it',
      run(async ({ api, account, registeredName }) => {
        const profile = await api.lookupName({ name: registeredName })
        const names = await api.reverseLookup({ address: account.address })

        expect(profile.name).toBe(registeredName)
        expect(profile.registered_at).toEqual(expect.any(String))
        expect(Array.isArray(profile.attributes)).toBe(true)
        expect(
          Object.values(profile.addresses).some((entry) => entry.address.toLowerCase() === account.address.toLowerCase()),
        ).toBe(true)
        expect(names.map((entry) => entry.name)).toContain(registeredName)
      }),
    )

    it(
      'lookupName: an unknown name rejects with a typed error',
      run(async ({ api }) => {
        await expect(api.lookupName({ name: 'surely-nobody-registered-this-0x5f3a.reown.id' })).rejects.toBeInstanceOf(BaseError)
      }),
    )

    it(
      'getNameSuggestions: names with a registered flag',
      run(async ({ api }) => {
        const suggestions = await api.getNameSuggestions({ name: 'satoshi' })

        for (const suggestion of suggestions) {
          expect(suggestion).toEqual({ name: expect.any(String), registered: expect.any(Boolean) })
        }
      }),
    )

    it(
      'getOnrampOptions / getOnrampQuote: currencies with limits, and a quote read at purchaseAmount.amount',
      run(async ({ api }) => {
        const options = await api.getOnrampOptions()
        const payment = options.paymentCurrencies[0]
        const purchase = options.purchaseCurrencies[0]
        expect(payment?.payment_method_limits.length).toBeGreaterThan(0)
        expect(purchase?.networks.length).toBeGreaterThan(0)

        const quote = await api.getOnrampQuote({
          purchaseCurrency: purchase?.id ?? '',
          paymentCurrency: payment?.id ?? '',
          amount: '100',
          network: purchase?.networks[0]?.name ?? '',
        })

        expect(quote.purchaseAmount.amount).toEqual(expect.any(String))
        expect(Number(quote.purchaseAmount.amount)).toBeGreaterThan(0)
      }),
    )

    it(
      'generateOnrampUrl: a URL',
      run(async ({ api, account }) => {
        const { url } = await api.generateOnrampUrl({ destinationWallets: [{ address: account.address }], presetFiatAmount: 100 })

        expect(() => new URL(url)).not.toThrow()
      }),
    )

    it(
      'swaps: tokens (CAIP-10), gas price, allowance, quote and both transactions have their shapes',
      run(async ({ api, account }) => {
        const tokens = await api.getSwapTokens({ chainId: account.caipNetworkId })
        const [from, to] = tokens
        const erc20 = tokens.find((token) => !token.address.toLowerCase().endsWith(NATIVE_EVM))
        expect(from && to && erc20).toBeTruthy()
        for (const token of tokens) {
          expect(token).toMatchObject({ name: expect.any(String), symbol: expect.any(String), decimals: expect.any(Number) })
          expect(token.address).toMatch(CAIP10)
        }
        const fromAddress = from?.address ?? ''
        const toAddress = to?.address ?? ''
        // A hundredth of a whole `from` token, and twice that.
        const amount = 10n ** BigInt(from?.decimals ?? 0) / 100n
        const quoteFor = (value: bigint) =>
          api.getSwapQuote({ amount: value.toString(), userAddress: account.address, from: fromAddress, to: toAddress, gasPrice: '1' })

        const gasPrice = await api.getGasPrice({ chainId: account.caipNetworkId })
        const allowance = await api.getSwapAllowance({ tokenAddress: erc20?.address ?? '', userAddress: account.address })
        const quotes = await quoteFor(amount)
        const [double] = await quoteFor(amount * 2n)
        const approve = await api.buildApproveTransaction({ userAddress: account.address, from: erc20?.address ?? '', to: fromAddress })
        const swap = await api.buildSwapTransaction({
          userAddress: account.address,
          from: fromAddress,
          to: toAddress,
          amount: amount.toString(),
          eip155: { slippage: '1' },
        })

        expect(gasPrice).toEqual({ standard: expect.stringMatching(INTEGER), fast: expect.stringMatching(INTEGER), instant: expect.stringMatching(INTEGER) })
        expect(allowance).toMatch(INTEGER)
        expect(quotes.length).toBeGreaterThan(0)
        for (const quote of quotes) {
          expect(quote).toMatchObject({
            fromAmount: amount.toString(),
            toAmount: expect.stringMatching(INTEGER),
            fromAccount: expect.any(String),
            toAccount: expect.any(String),
          })
          expect(BigInt(quote.toAmount)).toBeGreaterThan(0n)
          expect(BigInt(double?.toAmount ?? '0')).toBeGreaterThan(BigInt(quote.toAmount))
        }
        for (const transaction of [approve, swap]) {
          expect(transaction).toMatchObject({ from: expect.any(String), to: expect.stringMatching(EVM_ADDRESS), data: expect.stringMatching(/^0x[0-9a-f]+$/i) })
        }
        expect(approve.to.toLowerCase()).toBe(erc20?.address.split(':')[2]?.toLowerCase())
        expect(approve.data.slice(0, 10)).toBe('0x095ea7b3')
        if (fromAddress.toLowerCase().endsWith(NATIVE_EVM)) expect(swap.amount).toBe(amount.toString())
      }),
    )

    it(
      'fetchFungiblePrices: a price row per known token',
      run(async ({ api, account }) => {
        const tokens = await api.getSwapTokens({ chainId: account.caipNetworkId })

        const prices = await api.fetchFungiblePrices({ currency: 'usd', addresses: tokens.map((token) => token.address) })

        expect(prices.length).toBeGreaterThan(0)
        for (const price of prices) {
          expect(price).toMatchObject({ address: expect.any(String), symbol: expect.any(String), price: expect.any(Number) })
        }
      }),
    )

    it(
      'getSessions: a list (possibly empty) of sessions',
      run(async ({ api, account }) => {
        const sessions = await api.getSessions({ caipAddress: `${account.caipNetworkId}:${account.address}` })

        expect(Array.isArray(sessions)).toBe(true)
        for (const session of sessions) {
          expect(session).toMatchObject({ message: expect.any(String), signature: expect.any(String), data: expect.any(Object) })
        }
      }),
    )

    it(
      'abort: an already-aborted signal rejects every call with a typed abort error',
      run(async ({ api, account }) => {
        const controller = new AbortController()
        controller.abort()
        const { signal } = controller
        const { address, caipNetworkId } = account

        const calls: Promise<unknown>[] = [
          api.getSupportedChains({ signal }),
          api.getIdentity({ address, caipNetworkId, signal }),
          api.getTransactionHistory({ account: address, signal }),
          api.getBalances({ address, caipNetworkId, signal }),
          api.lookupName({ name: 'anything.reown.id', signal }),
          api.getOnrampOptions({ signal }),
          api.getSwapTokens({ chainId: caipNetworkId, signal }),
          api.getSessions({ caipAddress: `${caipNetworkId}:${address}`, signal }),
        ]

        for (const call of calls) {
          const error: unknown = await call.then(
            () => undefined,
            (caught: unknown) => caught,
          )
          expect(error).toBeInstanceOf(BaseError)
          expect(isAbortError(error)).toBe(true)
        }
      }),
    )

    it(
      'abort: aborting while the call is in flight rejects it',
      run(async ({ api, account }) => {
        const controller = new AbortController()

        const pending = api.getBalances({ address: account.address, caipNetworkId: account.caipNetworkId, signal: controller.signal })
        controller.abort()
        const error: unknown = await pending.then(
          () => undefined,
          (caught: unknown) => caught,
        )

        expect(error).toBeInstanceOf(BaseError)
        expect(isAbortError(error)).toBe(true)
      }),
    )
  })
}
