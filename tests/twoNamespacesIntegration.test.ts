// One EVM and one Solana connection at once, on real parts: an anvil chain with the EIP-1193
// test wallet, the local Solana RPC (litesvm) with the Wallet Standard test wallet, both
// adapters under one headless walletport. Every balance is read back from its chain.
import { createPublicClient, http, parseEther } from 'viem'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../adapters/solana/SolanaWalletDiscovery.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import type { Walletport } from '../core/Walletport.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { localSolanaNetwork, startLocalSolana, type LocalSolana } from '../test-doubles/localSolana/index.js'
import { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

const SOL = 1_000_000_000n
let anvil: AnvilInstance
let solana: LocalSolana
let evmNetwork: Network
let solanaNetwork: Network
let nextSeed = 90

beforeAll(async () => {
  ;[anvil, solana] = await Promise.all([startAnvil({ chainId: 31337 }), startLocalSolana()])
  evmNetwork = anvilAt(anvil.rpcUrl, 31337)
  solanaNetwork = localSolanaNetwork(solana)
})
afterAll(async () => {
  await Promise.all([anvil?.stop(), solana?.close()])
})

/** A page: both wallets, both adapters, one walletport over a storage that survives a reload. */
function page(storage = new InMemoryStorage(), seed = (nextSeed += 1), evmAuthorized = false) {
  const evmWallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }], authorized: evmAuthorized })
  const registry = isolatedRegistry()
  const solanaWallet = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill(seed), rpcUrl: solana.url, authorized: true })
  solanaWallet.register(registry)
  const walletport = createWalletport(
    { networks: [evmNetwork, solanaNetwork] },
    {
      chainAdapters: [
        new ViemChainAdapter({ networks: [evmNetwork], providers: [{ id: 'dev-wallet', name: 'Dev Wallet', provider: evmWallet }] }),
        new SolanaChainAdapter({ networks: [solanaNetwork], wallets: registry }),
      ],
      storage,
    },
  )
  return { walletport, evmWallet, solanaWallet, storage, solanaConnectorId: solanaConnectorIdOf(solanaWallet.name) }
}

const balanceOf = (walletport: Walletport, namespace: 'eip155' | 'solana') =>
  firstValueFrom(walletport.state$.pipe(filter((state) => state.accounts[namespace]?.balance !== undefined))).then((state) => state.accounts[namespace]?.balance)

describe('an EVM and a Solana connection at once (anvil + local Solana RPC)', () => {
  it('connects both; the second becomes active; each namespace keeps its account and balance', async () => {
    const { walletport, solanaWallet, solanaConnectorId } = page()
    solana.fund(solanaWallet.address, 3n * SOL)
    await walletport.ready

    await walletport.connect({ connectorId: 'dev-wallet', namespace: 'eip155' })
    await walletport.connect({ connectorId: solanaConnectorId, namespace: 'solana' })

    expect(walletport.getState().activeNamespace).toBe('solana')
    expect(walletport.getAccount().address).toBe(solanaWallet.address)
    expect(walletport.getAccount('eip155').address).toBe(ANVIL_ACCOUNTS[0]?.address)
    expect(walletport.getAccount('solana').caipAddress).toBe(`${solanaNetwork.caipNetworkId}:${solanaWallet.address}`)
    expect(await balanceOf(walletport, 'solana')).toBe('3')
    walletport.destroy()
  })

  it('switching to a network of the other connected namespace makes it active, with no wallet prompt', async () => {
    const { walletport, evmWallet, solanaWallet, solanaConnectorId } = page()
    await walletport.ready
    await walletport.connect({ connectorId: 'dev-wallet', namespace: 'eip155' })
    await walletport.connect({ connectorId: solanaConnectorId, namespace: 'solana' })
    const prompts = solanaWallet.requests.length

    await walletport.switchNetwork(evmNetwork)
    expect(walletport.getState().activeNamespace).toBe('eip155')
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31337')
    await walletport.switchNetwork(solanaNetwork)

    expect(walletport.getState().activeNamespace).toBe('solana')
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe(solanaNetwork.caipNetworkId)
    expect(solanaWallet.requests.length).toBe(prompts)
    expect(evmWallet.requests.filter((request) => request.method === 'wallet_switchEthereumChain')).toEqual([])
    walletport.destroy()
  })

  it('sends on both chains from one instance; each recipient is credited on its chain', async () => {
    const { walletport, solanaWallet, solanaConnectorId } = page()
    solana.fund(solanaWallet.address, 2n * SOL)
    await walletport.ready
    await walletport.connect({ connectorId: 'dev-wallet', namespace: 'eip155' })
    await walletport.connect({ connectorId: solanaConnectorId, namespace: 'solana' })
    const solanaRecipient = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill((nextSeed += 1)) }).address
    const evmRecipient = ANVIL_ACCOUNTS[2]?.address ?? '0x'
    const client = createPublicClient({ transport: http(anvil.directUrl) })
    const evmBefore = await client.getBalance({ address: evmRecipient })

    const signature = await walletport.sendTransaction({ to: solanaRecipient, lamports: SOL / 2n })
    const hash = await walletport.sendTransaction({ namespace: 'eip155', to: evmRecipient, value: parseEther('0.25') })

    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(solana.svm.getBalance(solanaRecipient as Parameters<LocalSolana['svm']['getBalance']>[0])).toBe(SOL / 2n)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client.getBalance({ address: evmRecipient })).toBe(evmBefore + parseEther('0.25'))
    walletport.destroy()
  })

  it('a reload restores both connections without a prompt, and the active one stays active', async () => {
    const storage = new InMemoryStorage()
    const seed = (nextSeed += 1)
    const first = page(storage, seed)
    await first.walletport.ready
    await first.walletport.connect({ connectorId: 'dev-wallet', namespace: 'eip155' })
    await first.walletport.connect({ connectorId: first.solanaConnectorId, namespace: 'solana' })
    await first.walletport.switchNetwork(evmNetwork)
    first.walletport.destroy()

    const reloaded = page(storage, seed, true)
    await reloaded.walletport.ready
    await firstValueFrom(reloaded.walletport.state$.pipe(filter((state) => state.connections.length === 2)))

    expect(reloaded.walletport.getState().activeNamespace).toBe('eip155')
    expect(reloaded.walletport.getAccount('solana').address).toBe(reloaded.solanaWallet.address)
    expect(reloaded.solanaWallet.requests).toEqual([{ method: 'connect', params: { silent: true } }])
    expect(reloaded.evmWallet.requests.map((request) => request.method)).not.toContain('eth_requestAccounts')
    reloaded.walletport.destroy()
  })

  it('disconnecting the active namespace makes the other connection current', async () => {
    const { walletport, solanaConnectorId } = page()
    await walletport.ready
    await walletport.connect({ connectorId: 'dev-wallet', namespace: 'eip155' })
    await walletport.connect({ connectorId: solanaConnectorId, namespace: 'solana' })

    await walletport.disconnect()

    expect(walletport.getState().activeNamespace).toBe('eip155')
    expect(walletport.getAccount().address).toBe(ANVIL_ACCOUNTS[0]?.address)
    expect(walletport.getAccount('solana').address).toBeUndefined()
    walletport.destroy()
  })
})
