// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, verifyMessage, type Address } from 'viem'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  useBalance,
  useChainId,
  useConnection,
  useDisconnect,
  useReadContract,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
  type Config,
} from 'wagmi'
import { createWagmiBridge } from '../adapters/wagmi/index.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import type { Walletport } from '../core/index.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { anvilAt } from '../core/network/presets.js'
import type { Network } from '../core/network/Network.js'
import type { DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ConnectButton } from '../ui-react/ConnectButton.js'
import { WalletportProvider } from '../ui-react/WalletportProvider.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

// wagmi's React hooks on the bridge's config, in jsdom: WagmiProvider + QueryClientProvider +
// walletport's provider, a connect through walletport's modal, the test wallet on two anvils.
afterEach(cleanup)

let chainA: AnvilInstance
let chainB: AnvilInstance
let networkA: Network
let networkB: Network
let dusd: DemoTokenInfo
const [first] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number]]
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  networkA = anvilAt(chainA.rpcUrl, 31337)
  networkB = anvilAt(chainB.rpcUrl, 31338)
  // The deploy compiles DemoToken.sol from a file URL, which jsdom's URL cannot be: it runs in Node beside.
  const script = `import { deployDemoTokens } from './scripts/referenceServer/deployDemoTokens.ts'
console.log(JSON.stringify(await deployDemoTokens(${JSON.stringify({ rpcUrl: chainA.directUrl, chainId: 31337, deployerKey: ANVIL_ACCOUNTS[2]!.privateKey, holders: [first.address] })})))`
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() })
  ;[dusd] = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as [DemoTokenInfo]
}, 60_000)
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

function setup(storage = new InMemoryStorage(), wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chainA.directUrl }, { chainId: 31338, rpcUrl: chainB.directUrl }] })) {
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [networkA, networkB], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [networkA, networkB] }, { chainAdapters: [adapter], storage, logger })
  const config = createWagmiBridge({ walletport, storage: null })
  return { walletport, config, wallet, storage }
}

function Providers({ walletport, config, children }: { readonly walletport: Walletport; readonly config: Config; readonly children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletportProvider walletport={walletport}>{children}</WalletportProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** A dapp's panel written against wagmi's hooks only. */
function Dapp({ onSignature }: { readonly onSignature?: (signature: string) => void }) {
  const { address, status } = useConnection()
  const chainId = useChainId()
  const balance = useBalance({ address })
  const token = useReadContract({ address: dusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })
  const sign = useSignMessage()
  const send = useSendTransaction()
  const write = useWriteContract()
  const written = useWaitForTransactionReceipt({ hash: write.data })
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  return (
    <section>
      <p data-testid="status">{status}</p>
      <p data-testid="address">{address ?? ''}</p>
      <p data-testid="chain">{chainId}</p>
      <p data-testid="balance">{balance.data?.value.toString() ?? ''}</p>
      <p data-testid="token">{token.data?.toString() ?? ''}</p>
      <p data-testid="sent">{send.data ?? ''}</p>
      <p data-testid="written">{written.data?.status ?? ''}</p>
      <button onClick={() => sign.mutate({ message: 'wagmi in jsdom' }, { onSuccess: onSignature })}>sign</button>
      <button onClick={() => send.mutate({ to: recipient, value: parseEther('0.5') })}>send</button>
      <button onClick={() => write.mutate({ address: dusd.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('3', 6)] }, { onSuccess: () => void token.refetch() })}>write</button>
      <button onClick={() => switchChain.mutate({ chainId: 31338 })}>switch</button>
      <button onClick={() => disconnect.mutate({})}>disconnect</button>
    </section>
  )
}

const text = (id: string) => screen.getByTestId(id).textContent ?? ''

describe('walletport/wagmi: wagmi hooks after a connect in walletport\'s modal (jsdom, anvil)', () => {
  it('connect in the modal → useConnection, useChainId, useBalance, useReadContract, useSignMessage, useSendTransaction, useWriteContract, useSwitchChain, useDisconnect', async () => {
    const { walletport, config, wallet } = setup()
    const user = userEvent.setup()
    const signatures: string[] = []
    render(
      <Providers walletport={walletport} config={config}>
        <ConnectButton />
        <Dapp onSignature={(signature) => signatures.push(signature)} />
      </Providers>,
    )
    // WagmiProvider's reconnect on mount waits for walletport's restore: nothing to restore here.
    await waitFor(() => expect(text('status')).toBe('disconnected'))

    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.click(await within(dialog).findByRole('button', { name: /Test Wallet/ }))
    await waitFor(() => expect(text('status')).toBe('connected'))
    expect(text('address')).toBe(first.address)
    expect(text('chain')).toBe('31337')
    const client = createPublicClient({ transport: http(chainA.directUrl) })
    await waitFor(() => expect(text('balance')).not.toBe(''))
    expect(BigInt(text('balance'))).toBe(await client.getBalance({ address: first.address }))

    await user.click(screen.getByRole('button', { name: 'sign' }))
    await waitFor(() => expect(signatures).toHaveLength(1))
    expect(await verifyMessage({ address: first.address, message: 'wagmi in jsdom', signature: signatures[0] as `0x${string}` })).toBe(true)

    const ethBefore = await client.getBalance({ address: recipient })
    await user.click(screen.getByRole('button', { name: 'send' }))
    await waitFor(() => expect(text('sent')).toMatch(/^0x[0-9a-f]{64}$/))
    await client.waitForTransactionReceipt({ hash: text('sent') as `0x${string}` })
    expect(await client.getBalance({ address: recipient })).toBe(ethBefore + parseEther('0.5'))

    await waitFor(() => expect(text('token')).not.toBe(''))
    const tokenBefore = BigInt(text('token'))
    await user.click(screen.getByRole('button', { name: 'write' }))
    await waitFor(() => expect(text('written')).toBe('success'), { timeout: 5_000 })
    await waitFor(() => expect(BigInt(text('token'))).toBe(tokenBefore + parseUnits('3', 6)))

    await user.click(screen.getByRole('button', { name: 'switch' }))
    await waitFor(() => expect(text('chain')).toBe('31338'))
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(wallet.chainId).toBe(31338)

    await user.click(screen.getByRole('button', { name: 'disconnect' }))
    await waitFor(() => expect(text('status')).toBe('disconnected'))
    expect(walletport.getAccount('eip155').status).toBe('disconnected')
    expect(await screen.findByRole('button', { name: /Connect/ })).toBeTruthy()
  }, 30_000)

  it('walletport\'s side reaches the hooks: a wallet-side account change, then a disconnect in walletport', async () => {
    const { walletport, config, wallet } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    render(
      <Providers walletport={walletport} config={config}>
        <Dapp />
      </Providers>,
    )
    await waitFor(() => expect(text('status')).toBe('connected'))
    act(() => void wallet.switchAccount(1))
    await waitFor(() => expect(text('address')).toBe(ANVIL_ACCOUNTS[1]!.address))
    await act(() => walletport.disconnect())
    await waitFor(() => expect(text('status')).toBe('disconnected'))
  })

  it('a reload: WagmiProvider\'s reconnect and walletport\'s restore agree, never showing disconnected and never prompting', async () => {
    const storage = new InMemoryStorage()
    const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chainA.directUrl }, { chainId: 31338, rpcUrl: chainB.directUrl }] })
    const before = setup(storage, wallet)
    await before.walletport.connect({ connectorId: 'test-wallet' })
    before.walletport.destroy()
    wallet.clearRequests()

    const { walletport, config } = setup(storage, wallet)
    const seen: string[] = []
    function Status() {
      const { status } = useConnection()
      seen.push(status)
      return <p data-testid="status">{status}</p>
    }
    render(
      <Providers walletport={walletport} config={config}>
        <Status />
      </Providers>,
    )
    await waitFor(() => expect(text('status')).toBe('connected'))
    expect(seen).not.toContain('disconnected')
    expect(walletport.getAccount('eip155').address).toBe(first.address)
    expect(wallet.requests.map((request) => request.method)).not.toContain('eth_requestAccounts')
  })
})
