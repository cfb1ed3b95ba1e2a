import {
  connect,
  disconnect,
  getBalance,
  getChainId,
  getConnection,
  readContract,
  reconnect,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
  watchConnection,
  writeContract,
  type Config,
} from '@wagmi/core'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, verifyMessage, verifyTypedData, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiBridge } from '../adapters/wagmi/index.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { anvilAt } from '../core/network/presets.js'
import type { Network } from '../core/network/Network.js'
import { deployDemoTokens, type DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

// walletport/wagmi on real parts: @wagmi/core's actions on the config the bridge gives, after a
// headless walletport connect; a real EIP-1193 wallet signing locally; two anvil chains.
let chainA: AnvilInstance
let chainB: AnvilInstance
let networkA: Network
let networkB: Network
let dusd: DemoTokenInfo

const [first, second] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const deployer = ANVIL_ACCOUNTS[2]!

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  networkA = anvilAt(chainA.rpcUrl, 31337)
  networkB = anvilAt(chainB.rpcUrl, 31338)
  ;[dusd] = (await deployDemoTokens({ rpcUrl: chainA.directUrl, chainId: 31337, deployerKey: deployer.privateKey, holders: [first.address] })) as [DemoTokenInfo]
}, 60_000)
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

function setup(options: { storage?: InMemoryStorage; wallet?: Eip1193TestWallet } = {}) {
  const wallet =
    options.wallet ??
    new Eip1193TestWallet({
      chains: [
        { chainId: 31337, rpcUrl: chainA.directUrl },
        { chainId: 31338, rpcUrl: chainB.directUrl },
      ],
    })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [networkA, networkB], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const storage = options.storage ?? new InMemoryStorage()
  const walletport = createWalletport({ networks: [networkA, networkB] }, { chainAdapters: [adapter], storage, logger })
  const config = createWagmiBridge({ walletport, storage: null })
  return { wallet, storage, walletport, config }
}

const chainClient = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
const connectionOf = (config: Config) => getConnection(config)

describe('walletport/wagmi: @wagmi/core actions on walletport\'s connection (anvil)', () => {
  it('a walletport connect is wagmi\'s: account, chain, balance read through the chain', async () => {
    const { walletport, config } = setup()
    expect(connectionOf(config).status).toBe('disconnected')
    await walletport.connect({ connectorId: 'test-wallet' })
    const connection = connectionOf(config)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(first.address)
    expect(connection.addresses).toEqual([first.address, second.address])
    expect(connection.chainId).toBe(31337)
    expect(getChainId(config)).toBe(31337)
    const onChain = await chainClient(chainA.directUrl).getBalance({ address: first.address })
    expect((await getBalance(config, { address: first.address })).value).toBe(onChain)
    expect(await readContract(config, { address: dusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [first.address] })).toBeGreaterThan(0n)
  })

  it('a config made after walletport connected starts connected', async () => {
    const { walletport } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const config = createWagmiBridge({ walletport, storage: null })
    await until(() => connectionOf(config).status === 'connected', 'wagmi connected')
    expect(connectionOf(config).address).toBe(first.address)
  })

  it('signs a message and typed data through walletport: the signatures verify for the account', async () => {
    const { walletport, config, wallet } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const events: string[] = []
    walletport.events$.subscribe((event) => events.push(event.type))
    const signature = await signMessage(config, { message: 'hello from wagmi ✓' })
    expect(await verifyMessage({ address: first.address, message: 'hello from wagmi ✓', signature })).toBe(true)
    expect(events).toContain('SIGN_MESSAGE_SUCCESS')
    const typed = {
      domain: { name: 'walletport', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { to: second.address, contents: 'hi' },
    } as const
    const typedSignature = await signTypedData(config, typed)
    expect(await verifyTypedData({ address: first.address, signature: typedSignature, ...typed })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toEqual(expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4']))
  })

  it('sends ETH and writes the demo ERC-20\'s transfer: both land on anvil', async () => {
    const { walletport, config } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const client = chainClient(chainA.directUrl)
    const recipient: Address = '0x000000000000000000000000000000000000bEEF'
    const ethBefore = await client.getBalance({ address: recipient })
    const hash = await sendTransaction(config, { to: recipient, value: parseEther('0.25') })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(ethBefore + parseEther('0.25'))

    const tokenBefore = await client.readContract({ address: dusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })
    const transfer = await writeContract(config, { address: dusd.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('12.5', 6)] })
    expect((await waitForTransactionReceipt(config, { hash: transfer })).status).toBe('success')
    expect(await client.readContract({ address: dusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(tokenBefore + parseUnits('12.5', 6))
  })

  it('switchChain switches walletport and the wallet; a wallet-side switch reaches wagmi', async () => {
    const { walletport, config, wallet } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const chain = await switchChain(config, { chainId: 31338 })
    expect(chain.id).toBe(31338)
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(wallet.chainId).toBe(31338)
    expect(connectionOf(config).chainId).toBe(31338)
    // Reads follow: the balance on chain B.
    expect((await getBalance(config, { address: first.address, chainId: 31338 })).value).toBe(await chainClient(chainB.directUrl).getBalance({ address: first.address }))

    wallet.switchChainFromWallet(31337)
    await until(() => connectionOf(config).chainId === 31337, 'wagmi on 31337')
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('a wallet-side account change reaches walletport and wagmi', async () => {
    const { walletport, config, wallet } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    wallet.switchAccount(1)
    await until(() => connectionOf(config).address === second.address, 'wagmi on the second account')
    expect(walletport.getAccount('eip155').address).toBe(second.address)
    const signature = await signMessage(config, { message: 'from the second' })
    expect(await verifyMessage({ address: second.address as Address, message: 'from the second', signature })).toBe(true)
  })

  it('disconnects both ways: wagmi\'s disconnect closes walletport\'s connection, and walletport\'s ends wagmi\'s', async () => {
    const { walletport, config } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    await disconnect(config)
    expect(connectionOf(config).status).toBe('disconnected')
    expect(walletport.getAccount('eip155').status).toBe('disconnected')
    expect(walletport.getState().connections).toEqual([])

    await walletport.connect({ connectorId: 'test-wallet' })
    expect(connectionOf(config).status).toBe('connected')
    await walletport.disconnect()
    expect(connectionOf(config).status).toBe('disconnected')
  })

  it('wagmi\'s connect opens walletport\'s modal and ends with the wallet picked there; a modal closed without one rejects 4001', async () => {
    const { walletport, config } = setup()
    const connector = config.connectors[0]!
    const closed = connect(config, { connector })
    await until(() => walletport.getModal().open, 'the modal open')
    walletport.close()
    await expect(closed).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(connectionOf(config).status).toBe('disconnected')

    const picked = connect(config, { connector, chainId: 31338 })
    await until(() => walletport.getModal().open, 'the modal open again')
    await walletport.connect({ connectorId: 'test-wallet' })
    expect(await picked).toMatchObject({ accounts: [first.address, second.address], chainId: 31338 })
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(connectionOf(config)).toMatchObject({ status: 'connected', chainId: 31338 })
  })

  it('a reload: wagmi\'s reconnect waits for walletport\'s restore, never prompts, and never shows disconnected', async () => {
    const storage = new InMemoryStorage()
    const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chainA.directUrl }, { chainId: 31338, rpcUrl: chainB.directUrl }] })
    const before = setup({ storage, wallet })
    await before.walletport.connect({ connectorId: 'test-wallet' })
    await switchChain(before.config, { chainId: 31338 })
    before.walletport.destroy()
    wallet.clearRequests()

    const after = setup({ storage, wallet })
    const statuses: string[] = []
    watchConnection(after.config, { onChange: (connection) => statuses.push(connection.status) })
    const restored = reconnect(after.config)
    expect(connectionOf(after.config).status).toBe('connecting')
    const [connection] = await restored
    expect(connection?.accounts[0]).toBe(first.address)
    expect(connection?.chainId).toBe(31338)
    expect(connectionOf(after.config)).toMatchObject({ status: 'connected', address: first.address, chainId: 31338 })
    expect(after.walletport.getAccount('eip155').status).toBe('connected')
    expect(statuses).not.toContain('disconnected')
    expect(wallet.requests.map((request) => request.method)).not.toContain('eth_requestAccounts')
  })

  it('a connect in the modal during wagmi\'s reconnect is not lost when that reconnect ends empty', async () => {
    const { walletport, config } = setup()
    config.setState((state) => ({ ...state, status: 'reconnecting' }))
    await walletport.connect({ connectorId: 'test-wallet' })
    // wagmi ignored the connector's connect event while reconnecting.
    expect(connectionOf(config).status).toBe('reconnecting')
    config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }))
    expect(connectionOf(config)).toMatchObject({ status: 'connected', address: first.address, chainId: 31337 })
  })

  it('a reload without a connection to restore ends disconnected in both', async () => {
    const after = setup()
    await reconnect(after.config)
    expect(connectionOf(after.config).status).toBe('disconnected')
    expect(after.walletport.getAccount('eip155').status).toBe('disconnected')
  })
})
