import { describe, expect, it } from 'vitest'
import type { AccountState } from '../core/account/Account.js'
import type { Balance } from '../core/account/Balance.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import type { Connector } from '../core/connectors/Connector.js'
import { mainnet, polygon, solana, solanaDevnet } from '../core/network/presets.js'
import { TransactionFormError } from '../core/transactions/transactionForm.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// Two namespaces at once, through the composition root, with one fake adapter per namespace.
const EVM_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOL_CONNECTOR: Connector = { id: 'fake-solana', type: 'ANNOUNCED', name: 'Fake Solana Wallet', chain: 'solana', installed: true }
const NETWORKS = [mainnet, polygon, solana, solanaDevnet]
const USDC: Balance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: solana.caipNetworkId,
  address: `${solana.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
  price: 0,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

function setup(parts: { readonly storage?: InMemoryStorage; readonly authorized?: boolean; readonly api?: InMemoryBlockchainApi; readonly tokenBalances?: readonly Balance[] } = {}) {
  const evm = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], authorized: parts.authorized ?? false })
  const sol = new FakeChainAdapter({
    namespace: 'solana',
    connectors: [SOL_CONNECTOR],
    knownChainIds: [solana.id, solanaDevnet.id],
    authorized: parts.authorized ?? false,
    ...(parts.tokenBalances ? { tokenBalances: parts.tokenBalances } : {}),
  })
  const storage = parts.storage ?? new InMemoryStorage()
  const clock = new ManualClock()
  const walletport = createWalletport(
    { networks: NETWORKS },
    { chainAdapters: [evm, sol], storage, clock, ...(parts.api ? { blockchainApi: parts.api } : {}) },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, evm, sol, storage, clock, events }
}

async function bothConnected(parts: Parameters<typeof setup>[0] = {}) {
  const context = setup(parts)
  await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' })
  await context.walletport.connect({ connectorId: SOL_CONNECTOR.id, namespace: 'solana' })
  await flushMicrotasks()
  return context
}

describe('two namespaces: connect', () => {
  it('behavior: connecting a second namespace keeps the first; the newest is active and getAccount() follows it', async () => {
    const { walletport } = await bothConnected()
    expect(walletport.getState().connections.map((connection) => connection.namespace)).toEqual(['solana', 'eip155'])
    expect(walletport.getNetwork()).toMatchObject({ namespace: 'solana', caipNetwork: solana })
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
    expect(walletport.getAccount('solana')).toBe(walletport.getAccount())
    expect(walletport.getAccount('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS, caipAddress: `eip155:1:${EVM_ADDRESS}` })
  })

  it('behavior: the balance follows the active namespace, read by that namespace’s adapter', async () => {
    const context = setup()
    context.evm.setBalance(EVM_ADDRESS, mainnet, 2n * 10n ** 18n)
    context.sol.setBalance(SOL_ADDRESS, solana, 1_500_000_000n)
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' })
    await flushMicrotasks()
    expect(context.walletport.getAccount()).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
    await context.walletport.connect({ connectorId: SOL_CONNECTOR.id, namespace: 'solana' })
    await flushMicrotasks()
    expect(context.walletport.getAccount()).toMatchObject({ balance: '1.5', balanceSymbol: 'SOL' })
    expect(context.walletport.getAccount('eip155')).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  })

  it('parameters: watchAccount(listener, namespace) follows that namespace, whatever is active', async () => {
    const { walletport } = setup()
    const seen: AccountState[] = []
    const stop = walletport.watchAccount((account) => seen.push(account), 'eip155')
    await walletport.connect({ connectorId: SOL_CONNECTOR.id, namespace: 'solana' })
    expect(seen.map((account) => account.status)).toEqual(['disconnected'])
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' })
    stop()
    expect(seen.at(-1)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  it('parameters: caipNetworkId connects for the picked network, and a wallet answering from another is asked to move there', async () => {
    const { walletport, evm } = setup()
    const result = await walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155', caipNetworkId: polygon.caipNetworkId })
    expect(evm.callsTo('connect')[0]?.network).toBe(polygon)
    expect(evm.callsTo('switchNetwork').map((call) => call.network)).toEqual([polygon])
    expect(result).toEqual({ address: EVM_ADDRESS, caipNetworkId: polygon.caipNetworkId })
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
  })

  it('behavior: a refused move after the connect leaves the wallet connected where it is', async () => {
    const { walletport, evm, events } = setup()
    evm.failNext('switchNetwork', new UserRejectedRequestError())
    const result = await walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155', caipNetworkId: polygon.caipNetworkId })
    expect(result.caipNetworkId).toBe(mainnet.caipNetworkId)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected' })
    expect(events.map((event) => event.type)).toContain('SWITCH_NETWORK_ERROR')
  })
})

describe('two namespaces: switching the active chain', () => {
  it('behavior: a network of the connected other namespace makes it active without asking its wallet when it is already there', async () => {
    const { walletport, evm, events } = await bothConnected()
    await walletport.switchNetwork(mainnet)
    expect(walletport.getNetwork()).toMatchObject({ namespace: 'eip155', caipNetwork: mainnet })
    expect(walletport.getAccount().address).toBe(EVM_ADDRESS)
    expect(evm.callsTo('switchNetwork')).toEqual([])
    expect(events.at(-1)).toEqual({ type: 'SWITCH_NETWORK', network: mainnet })
  })

  it('behavior: another network of the connected other namespace asks its wallet first; a refusal changes nothing', async () => {
    const { walletport, evm } = await bothConnected()
    evm.failNext('switchNetwork', new UserRejectedRequestError())
    await expect(walletport.switchNetwork(polygon)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getNetwork().namespace).toBe('solana')
    await walletport.switchNetwork(polygon)
    expect(evm.chainIdOf()).toBe(137)
    expect(walletport.getNetwork()).toMatchObject({ namespace: 'eip155', caipNetwork: polygon })
  })

  it('behavior: a namespace without a connection only gets its network set; the other connection stays', async () => {
    const { walletport, sol } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' })
    await walletport.switchNetwork(solanaDevnet)
    expect(walletport.getNetwork()).toMatchObject({ namespace: 'solana', caipNetwork: solanaDevnet })
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getAccount('eip155').status).toBe('connected')
    expect(sol.calls).toEqual([])
  })

  it('behavior: a wallet of the inactive namespace moving chain or account on its own does not take the screen', async () => {
    const { walletport, evm } = await bothConnected()
    evm.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 137 })
    const next = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    evm.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [{ namespace: 'eip155', address: next, type: 'eoa' }] })
    await flushMicrotasks()
    expect(walletport.getNetwork().namespace).toBe('solana')
    expect(walletport.getState().connections.map((connection) => connection.namespace)).toEqual(['solana', 'eip155'])
    expect(walletport.getAccount('eip155')).toMatchObject({ address: next, caipAddress: `eip155:137:${next}` })
  })
})

describe('two namespaces: reload', () => {
  it('behavior: both connections come back without a prompt, and the active one stays active', async () => {
    const first = await bothConnected()
    await first.walletport.switchNetwork(mainnet)
    first.walletport.destroy()

    const reloaded = setup({ storage: first.storage, authorized: true })
    await reloaded.walletport.ready
    expect(reloaded.walletport.getNetwork().namespace).toBe('eip155')
    expect(reloaded.walletport.getAccount('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(reloaded.walletport.getAccount('solana')).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
    expect([...reloaded.evm.callsTo('connect'), ...reloaded.sol.callsTo('connect')]).toEqual([])
    expect([reloaded.evm.callsTo('reconnect').length, reloaded.sol.callsTo('reconnect').length]).toEqual([1, 1])
  })

  it('behavior: one wallet refusing the silent reconnect leaves the other connected and active', async () => {
    const first = await bothConnected()
    first.walletport.destroy()
    const reloaded = setup({ storage: first.storage, authorized: true })
    reloaded.sol.setAuthorized(false, SOL_CONNECTOR.id)
    await reloaded.walletport.ready
    expect(reloaded.walletport.getNetwork().namespace).toBe('eip155')
    expect(reloaded.walletport.getAccount()).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(reloaded.walletport.getAccount('solana').status).toBe('disconnected')
  })
})

describe('two namespaces: disconnect', () => {
  it('behavior: disconnecting the active namespace makes the remaining connection current', async () => {
    const { walletport, storage } = await bothConnected()
    await walletport.disconnect()
    expect(walletport.getNetwork().namespace).toBe('eip155')
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(JSON.parse(storage.dump()['connections'] ?? '[]')).toEqual([
      { namespace: 'eip155', connectorId: FAKE_CONNECTOR_ID, caipNetworkId: 'eip155:1', status: 'connected' },
    ])
  })

  it('parameters: disconnect({ namespace }) of the inactive one keeps the active one', async () => {
    const { walletport } = await bothConnected()
    await walletport.disconnect({ namespace: 'eip155' })
    expect(walletport.getNetwork().namespace).toBe('solana')
    expect(walletport.getAccount('eip155').status).toBe('disconnected')
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: disconnectAll ends both connections, tells both wallets and stores none', async () => {
    const { walletport, evm, sol, storage, events } = await bothConnected()
    await walletport.disconnectAll()
    expect([walletport.getAccount('eip155').status, walletport.getAccount('solana').status]).toEqual(['disconnected', 'disconnected'])
    expect([evm.isConnected(), sol.isConnected(SOL_CONNECTOR.id)]).toEqual([false, false])
    expect(JSON.parse(storage.dump()['connections'] ?? 'null')).toEqual([])
    expect(events.filter((event) => event.type === 'DISCONNECT_SUCCESS').map((event) => event.namespace).sort()).toEqual(['eip155', 'solana'])
  })

  it('behavior: disconnectAll clears both even when one wallet fails, then throws', async () => {
    const { walletport, evm } = await bothConnected()
    evm.failNext('disconnect', new Error('boom'))
    await expect(walletport.disconnectAll()).rejects.toThrow('Failed to disconnect chain(s)')
    expect(walletport.getState().connections).toEqual([])
  })
})

describe('two namespaces: send', () => {
  it('behavior: a solana transfer reaches the solana wallet while EVM is active', async () => {
    const { walletport, evm, sol } = await bothConnected()
    await walletport.switchNetwork(mainnet)
    const hash = await walletport.sendTransaction({ to: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', lamports: 5_000n })
    expect(sol.sentTransactions).toEqual([
      { hash, connectorId: SOL_CONNECTOR.id, network: solana, transaction: { from: SOL_ADDRESS, to: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', lamports: 5_000n } },
    ])
    expect(evm.sentTransactions).toEqual([])
  })

  it('behavior: an EVM transaction reaches the EVM wallet while Solana is active; a form of the other namespace is refused before any wallet', async () => {
    const { walletport, evm, sol } = await bothConnected()
    await walletport.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
    expect(evm.sentTransactions).toHaveLength(1)
    await expect(walletport.sendTransaction({ namespace: 'eip155', to: SOL_ADDRESS, lamports: 1n })).rejects.toBeInstanceOf(TransactionFormError)
    await expect(walletport.sendTransaction({ namespace: 'solana', to: SOL_ADDRESS, value: 1n })).rejects.toBeInstanceOf(TransactionFormError)
    expect([evm.callsTo('sendTransaction').length, sol.callsTo('sendTransaction').length]).toEqual([1, 0])
  })
})

describe('two namespaces: the Account view’s data', () => {
  it('behavior: without a Blockchain API the Solana tokens come from the chain: the native balance (the account’s cached read) then the SPL rows', async () => {
    const { walletport, sol } = await bothConnected({ tokenBalances: [USDC] })
    sol.setBalance(SOL_ADDRESS, solana, 1_500_000_000n)
    await walletport.refreshBalance({ force: true })
    const reads = sol.callsTo('getBalance').length
    await walletport.loadTokens()
    const { tokens } = walletport.getAccountData()
    expect(tokens.status).toBe('ready')
    expect(tokens.balances).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: solana.caipNetworkId, price: 0, quantity: { decimals: '9', numeric: '1.5' }, iconUrl: '' },
      USDC,
    ])
    expect(sol.callsTo('getBalance')).toHaveLength(reads)
  })

  it('behavior: the chain’s rows are reused for 30 s (virtual time); force reads again', async () => {
    const { walletport, sol, clock } = await bothConnected({ tokenBalances: [USDC] })
    await walletport.loadTokens()
    await walletport.loadTokens()
    expect(sol.callsTo('getTokenBalances')).toHaveLength(1)
    await clock.advanceAsync(30_000)
    await walletport.loadTokens()
    await walletport.loadTokens({ force: true })
    expect(sol.callsTo('getTokenBalances')).toHaveLength(3)
  })

  it('behavior: an API that does not list the network leaves it to the chain; one that lists it answers alone', async () => {
    const notListing = new InMemoryBlockchainApi({ supportedChains: { http: ['eip155:1'], ws: [] } })
    const first = await bothConnected({ api: notListing, tokenBalances: [USDC] })
    await first.walletport.loadTokens()
    expect(first.walletport.getAccountData().tokens.balances.map((balance) => balance.symbol)).toEqual(['SOL', 'USDC'])
    expect(notListing.callsTo('getBalances')).toEqual([])

    const listing = new InMemoryBlockchainApi().setBalances(SOL_ADDRESS, solana.caipNetworkId, [{ ...USDC, symbol: 'USDC-API' }])
    const second = await bothConnected({ api: listing, tokenBalances: [USDC] })
    await second.walletport.loadTokens()
    expect(second.walletport.getAccountData().tokens.balances.map((balance) => balance.symbol)).toEqual(['USDC-API'])
    expect(second.sol.callsTo('getTokenBalances')).toEqual([])
  })

  it('behavior: a failing chain read says Token Balance Unavailable; an EVM adapter without token reads and no API still does', async () => {
    const { walletport, sol } = await bothConnected({ tokenBalances: [USDC] })
    sol.failNext('getTokenBalances', new Error('rpc down'))
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'unavailable', error: 'Token Balance Unavailable' })
    await walletport.switchNetwork(mainnet)
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'unavailable', key: `eip155:1:${EVM_ADDRESS}` })
  })

  it('behavior: activity is unsupported on Solana; name and avatar stay EVM-only', async () => {
    const api = new InMemoryBlockchainApi().setIdentity(EVM_ADDRESS, { name: 'alice.eth', avatar: 'https://img.test/a.png' })
    const { walletport } = await bothConnected({ api })
    await walletport.loadActivity()
    expect(walletport.getAccountData().activity.status).toBe('unsupported')
    expect(api.callsTo('getTransactionHistory')).toEqual([])
    expect(walletport.getAccount()).toMatchObject({ profileName: null, profileImage: null })
    expect(walletport.getAccount('eip155')).toMatchObject({ profileName: 'alice.eth' })
  })
})
