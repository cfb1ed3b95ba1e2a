import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../core/account/Balance.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { mainnet, polygon } from '../core/network/presets.js'
import type { PayRequest } from '../core/pay/checkPayRequest.js'
import { PayError } from '../core/pay/PayError.js'
import { InsufficientBalanceError, TransactionRevertedError } from '../core/send/sendErrors.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// The pay use case through the composition root, on the fake adapter and the in-memory API.
const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const MERCHANT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETHER = 10n ** 18n
const USDC: Balance = { name: 'USD Coin', symbol: 'USDC', chainId: mainnet.caipNetworkId, address: `${mainnet.caipNetworkId}:${USDC_CONTRACT}`, price: 1, quantity: { decimals: '6', numeric: '25.5' }, iconUrl: '' }
const ETH: Balance = { name: 'Ether', symbol: 'ETH', chainId: mainnet.caipNetworkId, price: 2000, quantity: { decimals: '18', numeric: '3' }, iconUrl: '' }

const nativePay: PayRequest = { recipient: MERCHANT, amount: '0.01', token: 'native', network: mainnet.caipNetworkId }
const usdcPay: PayRequest = { recipient: MERCHANT, amount: '1.5', token: USDC_CONTRACT, network: mainnet.caipNetworkId }

async function setUp(parts: { readonly pay?: boolean; readonly connect?: boolean; readonly api?: InMemoryBlockchainApi } = {}) {
  const evm = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const api = parts.api ?? new InMemoryBlockchainApi({ balances: [{ address: FROM, caipNetworkId: mainnet.caipNetworkId, balances: [ETH, USDC] }] })
  const walletport = createWalletport(
    { networks: [mainnet, polygon], features: { pay: parts.pay ?? true } },
    { chainAdapters: [evm], storage: new InMemoryStorage(), clock: new ManualClock(), blockchainApi: api },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  evm.setBalance(FROM, mainnet, 3n * ETHER)
  if (parts.connect ?? true) await walletport.connect({ connectorId: evm.getConnectors()[0]?.id ?? '' })
  await flushMicrotasks()
  return { walletport, evm, api, events }
}

const payEvents = (events: readonly WalletportEvent[]) => events.filter((event) => event.type.startsWith('PAY_'))
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('pay resolved'), (error: unknown) => error)

describe('pay', () => {
  it('default: native → { to, value } through the wallet; resolves the hash once the receipt is in; PAY_SUCCESS', async () => {
    const { walletport, evm, events } = await setUp()
    const receipt = evm.holdNext('waitForTransaction')
    let resolved: string | undefined

    const paying = walletport.pay(nativePay).then((hash) => (resolved = hash))
    // The first pay loads its chunk (a real import), then the wallet is asked.
    await vi.waitFor(() => expect(evm.sentTransactions).toHaveLength(1))

    expect(evm.sentTransactions.map((sent) => sent.transaction)).toEqual([{ from: FROM, to: MERCHANT, value: ETHER / 100n }])
    expect(resolved).toBeUndefined() // sent, not confirmed yet
    receipt.release()
    const hash = await paying
    expect(walletport.getAccountData().activity.transactions[0]?.metadata).toMatchObject({ hash, status: 'confirmed' })
    expect(payEvents(events)).toEqual([{ type: 'PAY_SUCCESS', namespace: 'eip155', hash }])
  })

  it('parameters: an ERC-20 → transfer(to, amount) to the contract, its row read afresh from the API', async () => {
    const { walletport, evm, api } = await setUp()

    await walletport.pay({ ...usdcPay, token: `${mainnet.caipNetworkId}:${USDC_CONTRACT}` })

    expect(evm.sentTransactions.map((sent) => sent.transaction.to)).toEqual([USDC_CONTRACT])
    expect((evm.sentTransactions[0]?.transaction as { data?: string }).data).toMatch(/^0xa9059cbb0{24}70997970c51812dc3a010c7d01b50e0d17dc79c80{58}16e360$/)
    // Read afresh before the wallet is asked, and again once confirmed (the Tokens tab shows this account).
    const reads = api.calls.filter((call) => call.method === 'getBalances')
    expect(reads).toHaveLength(2)
    expect(reads[0]?.params).toMatchObject({ address: FROM, forceUpdate: expect.any(String) })
  })

  it('errors: off by default → PayError PAY_DISABLED, the wallet not asked', async () => {
    const { walletport, evm, events } = await setUp({ pay: false })

    const error = await failure(walletport.pay(nativePay))

    expect(error).toBeInstanceOf(PayError)
    expect(error).toMatchObject({ code: 'PAY_DISABLED', shortMessage: 'Pay is not enabled' })
    expect(evm.callsTo('sendTransaction')).toEqual([])
    expect(payEvents(events)).toEqual([{ type: 'PAY_ERROR', error }])
  })

  it.each([
    ['an invalid request', { ...nativePay, amount: '0', recipient: 'bob' }, { code: 'INVALID_REQUEST', problems: ['AMOUNT_NOT_POSITIVE', 'RECIPIENT_INVALID'] }],
    ['more decimals than the token has', { ...usdcPay, amount: '0.0000001' }, { code: 'INVALID_REQUEST', problems: ['AMOUNT_TOO_PRECISE'] }],
    ['another network than the active one', { ...nativePay, network: polygon.caipNetworkId }, { code: 'WRONG_NETWORK', details: { code: 'WRONG_NETWORK', caipNetworkId: polygon.caipNetworkId } }],
  ] as const)('errors: %s → PayError, the wallet not asked', async (_name, request, expected) => {
    const { walletport, evm } = await setUp()

    const error = await failure(walletport.pay(request))

    expect(error).toBeInstanceOf(PayError)
    expect(error).toMatchObject(expected)
    expect(evm.callsTo('sendTransaction')).toEqual([])
  })

  it('errors: not connected → NOT_CONNECTED', async () => {
    const { walletport } = await setUp({ connect: false })

    await expect(walletport.pay(nativePay)).rejects.toMatchObject({ name: 'PayError', code: 'NOT_CONNECTED' })
  })

  it('behavior: wrong network, switch, pay again → paid', async () => {
    const { walletport, evm } = await setUp()
    evm.setBalance(FROM, polygon, ETHER)
    const onPolygon = { ...nativePay, network: polygon.caipNetworkId }

    await expect(walletport.pay(onPolygon)).rejects.toMatchObject({ code: 'WRONG_NETWORK' })
    await walletport.switchNetwork(polygon)
    await walletport.pay(onPolygon)

    expect(evm.sentTransactions).toHaveLength(1)
  })

  it('errors: more than the balance → InsufficientBalanceError; a token the account does not hold is short too', async () => {
    const { walletport, evm } = await setUp()

    await expect(walletport.pay({ ...nativePay, amount: '3.5' })).rejects.toBeInstanceOf(InsufficientBalanceError)
    await expect(walletport.pay({ ...usdcPay, amount: '26' })).rejects.toBeInstanceOf(InsufficientBalanceError)
    await expect(walletport.pay({ ...usdcPay, token: '0x6b175474e89094c44da98b954eedeac495271d0f' })).rejects.toBeInstanceOf(InsufficientBalanceError)
    expect(evm.callsTo('sendTransaction')).toEqual([])
  })

  it('errors: the API down → PayError TOKEN_UNAVAILABLE for a token ("Token Balance Unavailable"); native still pays (its balance is the chain’s)', async () => {
    const { walletport, evm, api } = await setUp()
    api.failAlways('getBalances', new HttpRequestError({ method: 'GET', url: 'https://api/balance', status: 503 }))

    const error = await failure(walletport.pay(usdcPay))
    const hash = await walletport.pay(nativePay)

    expect(error).toMatchObject({ name: 'PayError', code: 'TOKEN_UNAVAILABLE', shortMessage: 'Token Balance Unavailable' })
    expect(evm.sentTransactions.map((sent) => sent.transaction.to)).toEqual([MERCHANT])
    expect(hash).toMatch(/^0x/)
  })

  it('errors: a declined signature → UserRejectedRequestError, nothing sent, no Activity entry; the same request pays after', async () => {
    const { walletport, evm, events } = await setUp()
    evm.failNext('sendTransaction', { code: 4001, message: 'User rejected the request.' })

    const error = await failure(walletport.pay(nativePay))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getAccountData().activity.transactions).toEqual([])
    await walletport.pay(nativePay)

    expect(evm.sentTransactions).toHaveLength(1)
    expect(payEvents(events).map((event) => event.type)).toEqual(['PAY_ERROR', 'PAY_SUCCESS'])
  })

  it('errors: reverted on chain → TransactionRevertedError, the Activity entry failed', async () => {
    const { walletport, evm } = await setUp()
    const receipt = evm.holdNext('waitForTransaction')
    const paying = failure(walletport.pay(nativePay))
    await flushMicrotasks()
    const hash = walletport.getAccountData().activity.transactions[0]?.metadata.hash ?? ''
    evm.setTransactionOutcome(hash, 'reverted')

    receipt.release()

    expect(await paying).toBeInstanceOf(TransactionRevertedError)
    expect(walletport.getAccountData().activity.transactions[0]?.metadata.status).toBe('failed')
  })
})
