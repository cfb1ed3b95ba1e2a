import { describe, expect, it } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../../test-doubles/ManualClock.js'
import type { Balance } from '../account/Balance.js'
import type { WalletportEvent } from '../CoreContext.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { UserRejectedRequestError } from '../errors/walletErrors.js'
import { anvilAt, mainnet, polygon } from '../network/presets.js'
import { InsufficientBalanceError } from '../send/sendErrors.js'
import { SwapError } from './SwapError.js'

// The swap session through the composition root, on the in-memory API and a fake wallet.
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USDC = `eip155:1:${USDC_CONTRACT}`
const CAIP_ADDRESS = `eip155:1:${ADDRESS}`
const DAI = 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f'
const row = (symbol: string, decimals: number, numeric: string, address?: string): Balance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address } : {}),
  price: 0,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})

/** A wallet with EIP-5792 atomic batching: getCapabilities says 'supported'; a bundle is confirmed at once. */
class BatchingChainAdapter extends FakeChainAdapter {
  readonly bundles: unknown[] = []
  request: NonNullable<ChainAdapter['request']> = async ({ method, params }) => {
    await Promise.resolve()
    if (method === 'wallet_getCapabilities') return { '0x1': { atomic: { status: 'supported' } } }
    if (method === 'wallet_sendCalls') {
      this.bundles.push(params[0])
      return { id: '0xbundle1' }
    }
    if (method === 'wallet_getCallsStatus') {
      const hash = `0x${'ab'.repeat(32)}`
      return { chainId: '0x1', status: 200, atomic: true, receipts: [{ logs: [], status: '0x1', blockHash: hash, blockNumber: '0x1', gasUsed: '0x5208', transactionHash: hash }] }
    }
    throw new UserRejectedRequestError()
  }
}

async function setup(options: { readonly api?: InMemoryBlockchainApi; readonly chain?: FakeChainAdapter; readonly latencyMs?: number } = {}) {
  const clock = new ManualClock()
  const chain = options.chain ?? new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })
  const api =
    options.api ??
    new InMemoryBlockchainApi({
      clock,
      latencyMs: options.latencyMs ?? 0,
      balances: [{ address: ADDRESS, caipNetworkId: 'eip155:1', balances: [row('ETH', 18, '3'), row('USDC', 6, '100', USDC)] }],
    })
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock })
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  await flushMicrotasks()
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, api, chain, clock, events }
}

/** Types `text` one character at a time, 100 ms apart (faster than the 500 ms pause). */
async function type(swap: { setAmount(text: string): void }, clock: ManualClock, text: string) {
  for (let end = 1; end <= text.length; end += 1) {
    swap.setAmount(text.slice(0, end))
    await clock.advanceAsync(100)
  }
}

describe('swap session: loading', () => {
  it('default: the network’s swap tokens with the account’s balances and prices; ETH to sell first; idle', async () => {
    const { walletport } = await setup()

    const swap = await walletport.createSwap()

    const state = swap.getState()
    expect(state).toMatchObject({ status: 'idle', caipNetworkId: 'eip155:1', amount: '', error: undefined })
    expect(state.tokens.map((token) => [token.symbol, token.balance, token.price, token.native])).toEqual([
      ['ETH', '3', 2500, true],
      ['USDC', '100', 1, false],
    ])
    expect(state.from?.symbol).toBe('ETH')
    expect(state.to).toBeUndefined()
  })

  it('errors: a network whose convert tokens are empty says exactly "Network not supported for Swaps"', async () => {
    const api = new InMemoryBlockchainApi({ swapTokens: {} })
    const { walletport } = await setup({ api })

    const swap = await walletport.createSwap()

    expect(swap.getState().status).toBe('unsupported')
    expect(swap.getState().error).toBeInstanceOf(SwapError)
    expect(swap.getState().error?.shortMessage).toBe('Network not supported for Swaps')
  })

  it('parameters: a network outside the spec’s list that the API lists (a local anvil) is swappable', async () => {
    const local = anvilAt('http://127.0.0.1:8545', 31337)
    const chain = new FakeChainAdapter({ chainId: 31337, knownChainIds: [31337] })
    const api = new InMemoryBlockchainApi({ swapTokens: { 'eip155:31337': [{ name: 'Ether', symbol: 'ETH', address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18, logoUri: '' }, { name: 'Demo USD', symbol: 'DUSD', address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3', decimals: 18, logoUri: '' }] } })
    const walletport = createWalletport({ networks: [local] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock: new ManualClock() })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })

    const swap = await walletport.createSwap()

    expect(swap.getState().status).toBe('idle')
    expect(swap.getState().tokens.map((token) => token.symbol)).toEqual(['ETH', 'DUSD'])
  })

  it('errors: a failing gas-price call says exactly "Network not supported for Gas Price"', async () => {
    const { walletport, api } = await setup()
    api.failAlways('getGasPrice', new HttpRequestError({ url: 'memory://gas-price', method: 'GET', status: 400 }))

    const swap = await walletport.createSwap()

    expect(swap.getState().status).toBe('unsupported')
    expect(swap.getState().error?.shortMessage).toBe('Network not supported for Gas Price')
  })

  it('errors: the tokens call failing (API down) is an error of its own, not "unsupported"', async () => {
    const { walletport, api } = await setup()
    api.failNext('getSwapTokens', new HttpRequestError({ url: 'memory://tokens', method: 'GET' }))

    const swap = await walletport.createSwap()

    expect(swap.getState()).toMatchObject({ status: 'error' })
    expect(swap.getState().error?.shortMessage).toBe('Unable to load the tokens to swap')
  })
})

describe('swap session: lifecycle', () => {
  it('behavior: a network change reads the new network: Polygon has no swap tokens in the double → unsupported', async () => {
    const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
    const api = new InMemoryBlockchainApi()
    const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock: new ManualClock() })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    const swap = await walletport.createSwap()
    expect(swap.getState().status).toBe('idle')

    await walletport.switchNetwork(polygon)
    await flushMicrotasks()

    expect(swap.getState()).toMatchObject({ status: 'unsupported', caipNetworkId: 'eip155:137', tokens: [] })
    expect(api.callsTo('getSwapTokens').map((call) => call.chainId)).toEqual(['eip155:1', 'eip155:137'])
  })

  it('behavior: dispose drops the pending quote: no request after it', async () => {
    const { walletport, api, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.setAmount('1')

    swap.dispose()
    await clock.advanceAsync(1_000)

    expect(api.callsTo('getSwapQuote')).toEqual([])
    expect(clock.pendingTimers).toBe(0)
  })
})

describe('swap session: quotes', () => {
  it('behavior: typing 5 characters quickly asks for one quote, 500 ms after the last, with the 1 % slippage shown', async () => {
    const { walletport, api, clock } = await setup()
    api.setSwapTokens('eip155:1', [
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
      { name: 'Dai', symbol: 'DAI', address: DAI, decimals: 18, logoUri: '' },
    ])
    api.setFungiblePrice({ address: DAI, name: 'Dai', symbol: 'DAI', iconUrl: '', price: 1 })
    api.setSwapRate(ETH, DAI, 2400) // 1 ETH ($2500) → 2400 DAI: 4 % lost
    const swap = await walletport.createSwap()
    swap.setTo(DAI)

    await type(swap, clock, '1.250')
    expect(api.callsTo('getSwapQuote')).toHaveLength(0)
    expect(swap.getState().status).toBe('loading-quote')
    await clock.advanceAsync(400)

    expect(api.callsTo('getSwapQuote')).toHaveLength(1)
    expect(api.callsTo('getSwapQuote')[0]).toMatchObject({ amount: '1250000000000000000', from: ETH, to: DAI, userAddress: CAIP_ADDRESS, gasPrice: '1000000000' })
    const { quote, status } = swap.getState()
    expect(status).toBe('quoted')
    expect(quote).toMatchObject({ toAmount: '3000', minimumReceived: '2970', rate: 2400, slippage: 1 })
    expect(quote?.priceImpact).toBeCloseTo(4)
    // The swap's gas (250000 at 1 gwei) in ETH and USD.
    expect(quote?.networkFee).toEqual({ value: 250_000n * 10n ** 9n, decimals: 18, symbol: 'ETH', usd: 0.625 })
  })

  it('behavior: an answer for an older amount is dropped (its request aborted); only the last one shows', async () => {
    const { walletport, api, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    const answer = api.getSwapQuote.bind(api)
    let releaseFirst: () => void = () => undefined
    // The first quote answers late, whatever its signal says (a server that ignores the abort).
    api.getSwapQuote = async (query) => {
      const quotes = await answer({ ...query, signal: undefined })
      if (query.amount === '1000000000000000000') await new Promise<void>((resolve) => (releaseFirst = resolve))
      return quotes
    }
    swap.setAmount('1')
    await clock.advanceAsync(500)

    swap.setAmount('2')
    await clock.advanceAsync(500)
    expect(swap.getState().quote?.toAmount).toBe('2000000000000')
    releaseFirst()
    await flushMicrotasks()

    expect(swap.getState()).toMatchObject({ status: 'quoted', amount: '2', quote: { toAmount: '2000000000000' } })
  })

  it('behavior: an amount above the balance is quoted, and flagged insufficient', async () => {
    const { walletport, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.setAmount('4')
    await clock.advanceAsync(500)

    expect(swap.getState()).toMatchObject({ status: 'quoted', insufficientBalance: true })
    await expect(swap.execute()).rejects.toBeInstanceOf(InsufficientBalanceError)
  })

  it('behavior: a failing quote is a typed error in the state', async () => {
    const { walletport, api, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    api.failNext('getSwapQuote', new HttpRequestError({ url: 'memory://quotes', method: 'GET', status: 500 }))
    swap.setAmount('1')
    await clock.advanceAsync(500)

    expect(swap.getState().status).toBe('error')
    expect(swap.getState().error?.shortMessage).toBe('Unable to get a swap quote')
  })

  it('behavior: flip swaps the tokens; an ERC-20 to sell reads its allowance and needs approval when short', async () => {
    const { walletport, api, clock } = await setup()
    api.setAllowance(USDC, CAIP_ADDRESS, '5000000')
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.flip()
    await flushMicrotasks()
    swap.setAmount('10')
    await clock.advanceAsync(500)

    expect(swap.getState()).toMatchObject({ from: { symbol: 'USDC' }, to: { symbol: 'ETH' }, allowance: 5_000_000n, needsApproval: true })
    swap.setAmount('5')
    expect(swap.getState().needsApproval).toBe(false)
  })
})

describe('swap session: execute', () => {
  it('behavior: allowance short → approve, its receipt, then the swap; pending in Activity, then confirmed; SWAP_SUCCESS', async () => {
    const { walletport, api, chain, clock, events } = await setup()
    const swap = await walletport.createSwap()
    swap.setFrom(USDC)
    swap.setTo(ETH)
    await flushMicrotasks()
    swap.setAmount('10')
    await clock.advanceAsync(500)
    const stages: string[] = []
    swap.watch((state) => stages.push(state.status))

    const hash = await swap.execute()

    expect(api.callsTo('buildApproveTransaction')[0]).toMatchObject({ userAddress: CAIP_ADDRESS, from: USDC, to: ETH, amount: '10000000' })
    expect(api.callsTo('buildSwapTransaction').at(-1)).toMatchObject({ amount: '10000000', eip155: { slippage: '1' }, disableEstimate: true })
    const sent = chain.sentTransactions.map((transaction) => transaction.transaction)
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatchObject({ to: USDC_CONTRACT })
    expect((sent[0] as { data: string }).data.startsWith('0x095ea7b3')).toBe(true)
    expect(sent[1]).toMatchObject({ to: '0x1111111254eeb25477b68fb85ed929f73a960582' })
    expect(chain.callsTo('waitForTransaction').map((call) => call.hash)).toEqual([chain.sentTransactions[0]?.hash, hash])
    expect(stages.filter((stage, index) => stages[index - 1] !== stage)).toEqual(['approving', 'swapping', 'done'])
    const entry = walletport.getAccountData().activity.transactions.find((transaction) => transaction.id === hash)
    expect(entry?.metadata).toMatchObject({ operationType: 'trade', status: 'confirmed' })
    expect(events.filter((event) => event.type.startsWith('SWAP_'))).toEqual([{ type: 'SWAP_SUCCESS', namespace: 'eip155', hash }])
  })

  it('behavior: native ETH to sell needs no approval: one transaction, its value the amount', async () => {
    const { walletport, api, chain, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.setAmount('0.5')
    await clock.advanceAsync(500)

    await swap.execute()

    expect(api.callsTo('buildApproveTransaction')).toHaveLength(0)
    expect(chain.sentTransactions.map((transaction) => transaction.transaction)).toEqual([expect.objectContaining({ value: 5n * 10n ** 17n })])
  })

  it('behavior: a wallet with atomic batching gets approve + swap as one wallet_sendCalls (atomicRequired), followed to confirmed', async () => {
    const chain = new BatchingChainAdapter({ chainId: 1, knownChainIds: [1] })
    const { walletport, clock, events } = await setup({ chain })
    const swap = await walletport.createSwap()
    swap.setFrom(USDC)
    swap.setTo(ETH)
    await flushMicrotasks()
    swap.setAmount('10')
    await clock.advanceAsync(500)

    const hash = await swap.execute()

    expect(chain.sentTransactions).toEqual([])
    expect(chain.bundles).toHaveLength(1)
    const bundle = chain.bundles[0] as { atomicRequired: boolean; calls: { to: string; data: string }[] }
    expect(bundle.atomicRequired).toBe(true)
    expect(bundle.calls.map((call) => call.to)).toEqual([USDC_CONTRACT, '0x1111111254eeb25477b68fb85ed929f73a960582'])
    expect(bundle.calls[0]?.data.startsWith('0x095ea7b3')).toBe(true)
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(swap.getState().status).toBe('done')
    expect(events.some((event) => event.type === 'SWAP_SUCCESS')).toBe(true)
  })

  it('errors: the wallet declines (4001) → UserRejectedRequestError in the state, SWAP_ERROR, nothing pending', async () => {
    const { walletport, chain, clock, events } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.setAmount('0.5')
    await clock.advanceAsync(500)
    chain.failNext('sendTransaction', new UserRejectedRequestError())

    await expect(swap.execute()).rejects.toBeInstanceOf(UserRejectedRequestError)

    expect(swap.getState().status).toBe('error')
    expect(swap.getState().error).toBeInstanceOf(UserRejectedRequestError)
    expect(events.map((event) => event.type)).toContain('SWAP_ERROR')
    expect(walletport.getAccountData().activity.transactions.filter((transaction) => transaction.metadata.status === 'pending')).toEqual([])
  })

  it('errors: a swap that reverts on chain → TransactionRevertedError, the entry failed', async () => {
    const { walletport, chain, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.setAmount('0.5')
    await clock.advanceAsync(500)
    const original = chain.sendTransaction.bind(chain)
    chain.sendTransaction = async (params) => {
      const hash = await original(params)
      chain.setTransactionOutcome(hash, 'reverted')
      return hash
    }

    await expect(swap.execute()).rejects.toMatchObject({ name: 'TransactionRevertedError' })
    expect(walletport.getAccountData().activity.transactions[0]?.metadata.status).toBe('failed')
  })

  it('errors: a built call whose target does not start with 0x is refused before the wallet is asked', async () => {
    const { walletport, api, chain, clock } = await setup()
    const swap = await walletport.createSwap()
    swap.setTo(USDC)
    swap.setAmount('0.5')
    await clock.advanceAsync(500)
    const build = api.buildSwapTransaction.bind(api)
    api.buildSwapTransaction = async (query) => ({ ...(await build(query)), to: '1111111254eeb25477b68fb85ed929f73a960582' })

    await expect(swap.execute()).rejects.toMatchObject({ name: 'SwapError', reason: 'INVALID_CALL_TARGET' })
    expect(chain.sentTransactions).toEqual([])
  })
})
