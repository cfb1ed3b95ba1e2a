import { describe, expect, it } from 'vitest'
import type { Balance } from '../core/account/Balance.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { InternalRpcError, UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { mainnet, polygon, solana } from '../core/network/presets.js'
import { InsufficientBalanceError, SendFormError, TransactionRevertedError } from '../core/send/sendErrors.js'
import type { Transaction } from '../core/portfolio/Transaction.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// The Send use case through the composition root, on fake adapters of both namespaces.
const EVM_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOL_RECEIVER = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const ETHER = 10n ** 18n
const GWEI = 10n ** 9n

const row = (fields: Partial<Balance> & Pick<Balance, 'chainId' | 'symbol'>, decimals: number, numeric: string): Balance => ({
  name: fields.symbol,
  price: 0,
  iconUrl: '',
  ...fields,
  quantity: { decimals: String(decimals), numeric },
})
const ETH = row({ chainId: mainnet.caipNetworkId, symbol: 'ETH', price: 2000 }, 18, '3')
const USDC = row({ chainId: mainnet.caipNetworkId, symbol: 'USDC', address: `${mainnet.caipNetworkId}:${USDC_CONTRACT}`, price: 1 }, 6, '25.5')
const SOL = row({ chainId: solana.caipNetworkId, symbol: 'SOL' }, 9, '2')
const SPL = row({ chainId: solana.caipNetworkId, symbol: 'USDC', address: `${solana.caipNetworkId}:${MINT}` }, 6, '12.5')

async function connected(parts: { readonly namespace?: 'eip155' | 'solana'; readonly api?: InMemoryBlockchainApi } = {}) {
  const evm = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const sol = new FakeChainAdapter({ namespace: 'solana', tokenBalances: [SPL] })
  const walletport = createWalletport(
    { networks: [mainnet, polygon, solana] },
    { chainAdapters: [evm, sol], storage: new InMemoryStorage(), clock: new ManualClock(), ...(parts.api ? { blockchainApi: parts.api } : {}) },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  const namespace = parts.namespace ?? 'eip155'
  const adapter = namespace === 'eip155' ? evm : sol
  evm.setBalance(EVM_ADDRESS, mainnet, 3n * ETHER)
  sol.setBalance(SOL_ADDRESS, solana, 2_000_000_000n)
  await walletport.connect({ connectorId: adapter.getConnectors()[0]?.id ?? FAKE_CONNECTOR_ID, namespace })
  await flushMicrotasks()
  return { walletport, evm, sol, events, from: walletport.getAccount(namespace).address ?? '' }
}

const kinds = (events: readonly WalletportEvent[]) => events.map((event) => event.type).filter((type) => type.startsWith('SEND_'))
const activity = (walletport: Awaited<ReturnType<typeof connected>>['walletport']): readonly Transaction[] => walletport.getAccountData().activity.transactions

describe('prepareSend', () => {
  it('default: native ETH, the amount in wei, the fee from the chain, the USD value, { to, value }', async () => {
    const { walletport, evm } = await connected()
    evm.setFee(42_000n * GWEI)

    const preview = await walletport.prepareSend({ token: ETH, amount: '0.5', to: RECEIVER })

    expect(preview).toMatchObject({ amount: '0.5', units: ETHER / 2n, decimals: 18, fiatValue: 1000 })
    expect(preview.receiver).toEqual({ input: RECEIVER, address: RECEIVER, name: undefined })
    expect(preview.fee).toEqual({ value: 42_000n * GWEI, decimals: 18, symbol: 'ETH' })
    expect(preview.transaction).toEqual({ to: RECEIVER, value: ETHER / 2n })
    expect(evm.callsTo('estimateFee')[0]?.transaction).toEqual({ from: EVM_ADDRESS, to: RECEIVER, value: ETHER / 2n })
    expect(evm.sentTransactions).toEqual([])
  })

  it('parameters: an ERC-20 → transfer(to, amount) calldata to the token contract, amount in the token’s decimals', async () => {
    const { walletport } = await connected()

    const preview = await walletport.prepareSend({ token: USDC, amount: '1.25', to: RECEIVER })

    expect(preview.units).toBe(1_250_000n)
    expect(preview.transaction).toEqual({
      to: USDC_CONTRACT,
      data: '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c800000000000000000000000000000000000000000000000000000000001312d0',
    })
    expect(preview.fiatValue).toBe(1.25)
  })

  it('parameters: a name resolves through the Blockchain API to its EVM address', async () => {
    const api = new InMemoryBlockchainApi().addProfile({ name: 'alice.reown.id', registered_at: '2026-01-01T00:00:00Z', addresses: { '60': { address: RECEIVER, created: '' } }, attributes: [] })
    const { walletport } = await connected({ api })

    const preview = await walletport.prepareSend({ token: ETH, amount: '1', to: 'alice.reown.id' })

    expect(preview.receiver).toEqual({ input: 'alice.reown.id', address: RECEIVER, name: 'alice.reown.id' })
    expect(preview.transaction).toEqual({ to: RECEIVER, value: ETHER })
  })

  it('behavior: an unknown name → RECEIVER_NAME_UNRESOLVED; without an API a name is an invalid address', async () => {
    const withApi = await connected({ api: new InMemoryBlockchainApi() })
    const withoutApi = await connected()

    const unresolved = await withApi.walletport.prepareSend({ token: ETH, amount: '1', to: 'nobody.reown.id' }).catch((error: unknown) => error)
    const invalid = await withoutApi.walletport.prepareSend({ token: ETH, amount: '1', to: 'alice.reown.id' }).catch((error: unknown) => error)

    expect((unresolved as SendFormError).problems).toEqual(['RECEIVER_NAME_UNRESOLVED'])
    expect((invalid as SendFormError).problems).toEqual(['RECEIVER_INVALID'])
  })

  it('behavior: no fee estimate (the adapter fails) → the preview without a fee', async () => {
    const { walletport, evm } = await connected()
    evm.failNext('estimateFee', new InternalRpcError())

    await expect(walletport.prepareSend({ token: ETH, amount: '1', to: RECEIVER })).resolves.toMatchObject({ fee: undefined, units: ETHER })
  })
})

describe('send: refused before the wallet is asked', () => {
  it.each([
    ['every form problem at once', { token: ETH, amount: '0', to: '0x123' }, ['AMOUNT_NOT_POSITIVE', 'RECEIVER_INVALID']],
    ['more decimals than the token has', { token: USDC, amount: '0.1234567', to: RECEIVER }, ['AMOUNT_TOO_PRECISE']],
    ['a token of another network', { token: { ...USDC, chainId: polygon.caipNetworkId, address: `${polygon.caipNetworkId}:${USDC_CONTRACT}` }, amount: '1', to: RECEIVER }, ['TOKEN_NETWORK_NOT_ACTIVE']],
    ['a solana address for an eip155 token', { token: ETH, amount: '1', to: SOL_RECEIVER }, ['RECEIVER_INVALID']],
  ])('%s → SendFormError', async (_case, request, problems) => {
    const { walletport, evm } = await connected()

    const error = await walletport.send(request).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(SendFormError)
    expect((error as SendFormError).problems).toEqual(problems)
    expect(evm.callsTo('sendTransaction')).toEqual([])
  })

  it('behavior: more than the balance → InsufficientBalanceError; the native balance is read from the chain, not the row', async () => {
    const { walletport, evm } = await connected()
    evm.setBalance(EVM_ADDRESS, mainnet, ETHER)

    // The row says 3 ETH, the chain 1 ETH.
    await expect(walletport.send({ token: ETH, amount: '2', to: RECEIVER })).rejects.toBeInstanceOf(InsufficientBalanceError)
    await expect(walletport.send({ token: USDC, amount: '25.6', to: RECEIVER })).rejects.toBeInstanceOf(InsufficientBalanceError)
    expect(evm.callsTo('sendTransaction')).toEqual([])
    expect(activity(walletport)).toEqual([])
  })
})

describe('send: the wallet sends, Activity and balances follow', () => {
  it('default: native → { to, value } through sendTransaction; a pending entry at once; confirmed, balance read again, SEND_CONFIRMED', async () => {
    const { walletport, evm, events } = await connected()
    const receipt = evm.holdNext('waitForTransaction')

    const hash = await walletport.send({ token: ETH, amount: '0.5', to: RECEIVER })

    expect(evm.sentTransactions.map((sent) => sent.transaction)).toEqual([{ from: EVM_ADDRESS, to: RECEIVER, value: ETHER / 2n }])
    expect(activity(walletport).map((entry) => [entry.metadata.hash, entry.metadata.status, entry.transfers?.[0]?.quantity.numeric])).toEqual([[hash, 'pending', '0.5']])
    expect(kinds(events)).toEqual(['SEND_TRANSACTION_SUCCESS'])

    evm.setBalance(EVM_ADDRESS, mainnet, 2n * ETHER)
    receipt.release()
    await flushMicrotasks()

    expect(activity(walletport)[0]?.metadata.status).toBe('confirmed')
    expect(walletport.getAccount().balance).toBe('2')
    expect(events.at(-1)).toEqual({ type: 'SEND_CONFIRMED', namespace: 'eip155', hash })
  })

  it('behavior: a reverted transaction → the entry failed, SEND_FAILED with TransactionRevertedError', async () => {
    const { walletport, evm, events } = await connected()
    const receipt = evm.holdNext('waitForTransaction')
    const hash = await walletport.send({ token: USDC, amount: '1', to: RECEIVER })
    evm.setTransactionOutcome(hash, 'reverted')

    receipt.release()
    await flushMicrotasks()

    expect(activity(walletport)[0]?.metadata.status).toBe('failed')
    const failed = events.at(-1)
    expect(failed).toMatchObject({ type: 'SEND_FAILED', hash })
    expect(failed?.type === 'SEND_FAILED' && failed.error).toBeInstanceOf(TransactionRevertedError)
  })

  it('behavior: the receipt cannot be read → the entry is removed (outcome unknown), SEND_FAILED with the typed error', async () => {
    const { walletport, evm, events } = await connected()
    evm.failNext('waitForTransaction', { code: -32603, message: 'node down' })

    const hash = await walletport.send({ token: ETH, amount: '0.1', to: RECEIVER })
    await flushMicrotasks()

    expect(activity(walletport)).toEqual([])
    expect(events.at(-1)).toMatchObject({ type: 'SEND_FAILED', hash, error: expect.any(InternalRpcError) })
  })

  it('errors: the wallet rejects → UserRejectedRequestError, no Activity entry; "insufficient funds" from the node → InsufficientBalanceError', async () => {
    const { walletport, evm, events } = await connected()
    evm.failNext('sendTransaction', { code: 4001, message: 'User rejected the request.' })
    evm.failNext('sendTransaction', { code: -32000, message: 'insufficient funds for gas * price + value' })

    await expect(walletport.send({ token: ETH, amount: '1', to: RECEIVER })).rejects.toBeInstanceOf(UserRejectedRequestError)
    const error = await walletport.send({ token: ETH, amount: '1', to: RECEIVER }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InsufficientBalanceError)
    expect((error as InsufficientBalanceError).shortMessage).toBe('Insufficient balance')
    expect(activity(walletport)).toEqual([])
    expect(kinds(events)).toEqual(['SEND_TRANSACTION_ERROR', 'SEND_TRANSACTION_ERROR'])
  })

  it('behavior: a reload of Activity keeps a pending send the history does not list yet', async () => {
    const api = new InMemoryBlockchainApi()
    const { walletport, evm } = await connected({ api })
    evm.holdNext('waitForTransaction')
    const hash = await walletport.send({ token: ETH, amount: '0.5', to: RECEIVER })

    await walletport.loadActivity({ force: true })

    expect(walletport.getAccountData().activity).toMatchObject({ status: 'ready', empty: false })
    expect(activity(walletport).map((entry) => entry.metadata.hash)).toEqual([hash])
  })

  it('solana: SOL → { to, lamports }, SPL → { to, amount, mint }; the Tokens tab is read again once confirmed', async () => {
    const { walletport, sol, events } = await connected({ namespace: 'solana' })
    const from = SOL_ADDRESS
    await walletport.loadTokens()
    const receipt = sol.holdNext('waitForTransaction')

    await walletport.send({ token: SOL, amount: '0.25', to: SOL_RECEIVER })
    const signature = await walletport.send({ token: SPL, amount: '2.5', to: SOL_RECEIVER })
    sol.setTokenBalances([{ ...SPL, quantity: { decimals: '6', numeric: '10' } }])
    receipt.release()
    await flushMicrotasks()

    expect(sol.sentTransactions.map((sent) => sent.transaction)).toEqual([
      { from, to: SOL_RECEIVER, lamports: 250_000_000n },
      { from, to: SOL_RECEIVER, amount: 2_500_000n, mint: MINT },
    ])
    expect(walletport.getAccountData().tokens.balances.find((balance) => balance.address === SPL.address)?.quantity.numeric).toBe('10')
    expect(kinds(events)).toContain('SEND_CONFIRMED')
    expect(activity(walletport).map((entry) => [entry.metadata.status, entry.transfers?.[0]?.fungible_info?.symbol])).toEqual([['confirmed', 'USDC'], ['confirmed', 'SOL']])
    expect(activity(walletport)[0]?.metadata.hash).toBe(signature)
  })
})

describe('getSendMax', () => {
  it('default: native eip155 → the chain balance minus twice the estimated fee', async () => {
    const { walletport, evm } = await connected()
    evm.setFee(21_000n * GWEI)

    const max = await walletport.getSendMax({ token: ETH })

    expect(max).toMatchObject({ units: 3n * ETHER - 42_000n * GWEI, reserve: 42_000n * GWEI, amount: '2.999958' })
    expect(evm.callsTo('estimateFee')[0]?.transaction).toEqual({ from: EVM_ADDRESS, to: EVM_ADDRESS, value: 0n })
  })

  it('parameters: a token → its whole balance, nothing reserved; solana SOL → balance minus one fee', async () => {
    const evm = await connected()
    const sol = await connected({ namespace: 'solana' })

    await expect(evm.walletport.getSendMax({ token: USDC })).resolves.toEqual({ amount: '25.5', units: 25_500_000n, reserve: 0n, fee: undefined })
    await expect(sol.walletport.getSendMax({ token: SOL })).resolves.toMatchObject({ units: 2_000_000_000n - 5_000n, reserve: 5_000n, amount: '1.999995' })
  })

  it('behavior: a fee above the balance → 0, never negative', async () => {
    const { walletport, evm } = await connected()
    evm.setFee(2n * ETHER)

    await expect(walletport.getSendMax({ token: ETH })).resolves.toMatchObject({ units: 0n, amount: '0' })
  })
})
