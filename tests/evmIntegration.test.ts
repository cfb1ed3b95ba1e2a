import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { anvilAt } from '../core/network/presets.js'
import type { Network } from '../core/network/Network.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

// The whole EVM path on real parts: core + ViemChainAdapter + a real EIP-1193
// wallet signing locally + two anvil chains with different chain ids.
let chainA: AnvilInstance
let chainB: AnvilInstance
let networkA: Network
let networkB: Network

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  networkA = anvilAt(chainA.rpcUrl, 31337)
  networkB = anvilAt(chainB.rpcUrl, 31338)
})
afterAll(async () => {
  await Promise.all([chainA.stop(), chainB.stop()])
})

const [first, second] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]

function setup(options: { knowsChainB?: boolean; storage?: InMemoryStorage; wallet?: Eip1193TestWallet } = {}) {
  const wallet =
    options.wallet ??
    new Eip1193TestWallet({
      chains: [
        { chainId: 31337, rpcUrl: chainA.directUrl },
        ...(options.knowsChainB === false ? [] : [{ chainId: 31338, rpcUrl: chainB.directUrl }]),
      ],
    })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [networkA, networkB], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const storage = options.storage ?? new InMemoryStorage()
  const walletport = createWalletport({ networks: [networkA, networkB] }, { chainAdapters: [adapter], storage, logger })
  return { wallet, adapter, storage, walletport, logger }
}

describe('EVM end to end (anvil + test wallet + viem adapter)', () => {
  it('connect: checksummed CAIP address, every account, balance from the chain', async () => {
    const { walletport } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const account = await firstValueFrom(walletport.account$.pipe(filter((each) => each.balance !== undefined)))
    expect(account.status).toBe('connected')
    expect(account.caipAddress).toBe(`eip155:31337:${first.address}`)
    expect(account.allAccounts.map((each) => each.address)).toEqual([first.address, second.address])
    expect(account.balance).toMatch(/^\d+(\.\d{1,3})?$/)
    expect(account.balanceSymbol).toBe('ETH')
  })

  it('user rejection at connect, switch and sign leaves state as it was', async () => {
    const { walletport, wallet } = setup()
    wallet.rejectNext('eth_requestAccounts')
    await expect(walletport.connect({ connectorId: 'test-wallet' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getAccount().status).toBe('disconnected')

    await walletport.connect({ connectorId: 'test-wallet' })
    wallet.rejectNext('wallet_switchEthereumChain')
    await expect(walletport.switchNetwork(networkB)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(wallet.chainId).toBe(31337)

    wallet.rejectNext('personal_sign')
    await expect(walletport.signMessage({ message: 'hi' })).rejects.toBeInstanceOf(UserRejectedRequestError)

    wallet.rejectNext('eth_sendTransaction')
    await expect(walletport.sendTransaction({ to: second.address, value: 1n })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('switch between two real chains', async () => {
    const { walletport, wallet } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    await walletport.switchNetwork(networkB)
    await vi.waitFor(() => expect(walletport.getAccount().caipAddress).toBe(`eip155:31338:${first.address}`))
    expect(wallet.chainId).toBe(31338)
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(walletport.getAccount().caipAddress).toBe(`eip155:31338:${first.address}`)
  })

  it('a chain the wallet does not know (4902) is added, then switched to', async () => {
    const { walletport, wallet } = setup({ knowsChainB: false })
    await walletport.connect({ connectorId: 'test-wallet' })
    await walletport.switchNetwork(networkB)
    expect(wallet.requests.map((request) => request.method)).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(wallet.chainId).toBe(31338)
  })

  it('a wallet-initiated switch to an unknown chain opens UnsupportedChain', async () => {
    const wallet = new Eip1193TestWallet({
      chains: [
        { chainId: 31337, rpcUrl: chainA.directUrl },
        { chainId: 1, rpcUrl: chainA.directUrl },
      ],
    })
    const { walletport } = setup({ wallet })
    await walletport.connect({ connectorId: 'test-wallet' })
    wallet.switchChainFromWallet(1)
    await vi.waitFor(() => expect(walletport.getNetwork().isSupported).toBe(false))
    expect(walletport.getRoute().view).toBe('UnsupportedChain')
    expect(walletport.getModal().open).toBe(true)
  })

  it('a locked wallet and a wallet that disappears both end the session', async () => {
    const locked = setup()
    await locked.walletport.connect({ connectorId: 'test-wallet' })
    locked.wallet.lock()
    await vi.waitFor(() => expect(locked.walletport.getAccount().status).toBe('disconnected'))

    const gone = setup()
    await gone.walletport.connect({ connectorId: 'test-wallet' })
    gone.wallet.disappear()
    await vi.waitFor(() => expect(gone.walletport.getAccount().status).toBe('disconnected'))
  })

  it('an account switched in the wallet becomes the account', async () => {
    const { walletport, wallet } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    wallet.switchAccount(1)
    await vi.waitFor(() => expect(walletport.getAccount().address).toBe(second.address))
  })

  it('bad input from the wallet is ignored with a warning, never a crash', async () => {
    const { walletport, wallet, logger } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const before = walletport.getAccount()
    wallet.emitRaw('chainChanged', 'not-hex')
    wallet.emitRaw('accountsChanged', ['0xnope'])
    await vi.waitFor(() => expect(logger.entries().filter((entry) => entry.level === 'warn').length).toBeGreaterThanOrEqual(2))
    await flushMicrotasks()
    expect(walletport.getAccount().address).toBe(before.address)
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('personal_sign verifies; eth_sendTransaction is mined and the balance refreshes', async () => {
    const { walletport } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const signature = await walletport.signMessage({ message: 'hello walletport' })
    expect(await verifyMessage({ address: first.address, message: 'hello walletport', signature: signature as `0x${string}` })).toBe(true)

    const before = (await firstValueFrom(walletport.account$.pipe(filter((each) => each.balance !== undefined)))).balance
    const hash = await walletport.sendTransaction({ to: second.address, value: parseEther('1') })
    const client = createPublicClient({ transport: http(chainA.directUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 10 })
    expect(receipt.status).toBe('success')
    await walletport.refreshBalance({ force: true })
    expect(Number(walletport.getAccount().balance)).toBeLessThan(Number(before))
  })

  it('a reload reconnects with zero prompts; disconnect revokes', async () => {
    const storage = new InMemoryStorage()
    const firstLoad = setup({ storage })
    await firstLoad.walletport.connect({ connectorId: 'test-wallet' })
    firstLoad.walletport.destroy()
    firstLoad.adapter.destroy()

    firstLoad.wallet.clearRequests()
    const reload = setup({ storage, wallet: firstLoad.wallet })
    await reload.walletport.ready
    expect(reload.walletport.getAccount().status).toBe('connected')
    expect(firstLoad.wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(0)

    await reload.walletport.disconnect()
    expect(firstLoad.wallet.requests.map((request) => request.method)).toContain('wallet_revokePermissions')
    expect(firstLoad.wallet.isAuthorized).toBe(false)
    expect(reload.walletport.getAccount().status).toBe('disconnected')
  })
})
