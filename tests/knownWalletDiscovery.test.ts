// A known wallet gets its directory id whichever way it is discovered: EIP-6963 (by rdns,
// whatever name it announces) and Wallet Standard (by name). Real parts: the EVM connector
// builder over a real test wallet's announcement, the Solana adapter over Wallet Standard test wallets.
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { buildEvmConnectors } from '../adapters/evm/buildEvmConnectors.js'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { directoryIdOf } from '../core/connectors/knownWallets.js'
import { solanaDevnet as devnet } from '../core/network/presets.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const SOLFLARE = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'
const BACKPACK = '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0'

describe('known wallets, however discovered', () => {
  it('EIP-6963: an announced wallet is known by its rdns, whatever it calls itself; an unknown rdns is not', () => {
    // Announcing needs no chain: nothing here reaches the RPC URL.
    const wallet = () => new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })
    const announced = [
      { uuid: '1', name: 'MetaMask Flask-ish', icon: 'data:image/svg+xml,a', rdns: 'io.metamask', provider: wallet() },
      { uuid: '2', name: 'Walletport Test Wallet', icon: 'data:image/svg+xml,b', rdns: 'dev.walletport.testwallet', provider: wallet() },
    ]
    const connectors = buildEvmConnectors({ injected: undefined, announced, external: [] }).map((entry) => entry.connector)
    expect(connectors.map((connector) => directoryIdOf(connector))).toEqual([METAMASK, undefined])
  })

  it('Wallet Standard: a registered wallet is known by its name', async () => {
    const solanaDevnet = { ...devnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const registry = isolatedRegistry()
    for (const [index, name] of ['Solflare', 'Backpack', 'Gamma Wallet'].entries()) {
      new WalletStandardTestWallet({ name, seed: new Uint8Array(32).fill(index + 1), chains: ['solana:devnet'] }).register(registry)
    }
    const walletport = createWalletport(
      { networks: [solanaDevnet] },
      { chainAdapters: [new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry })], storage: new InMemoryStorage() },
    )
    await walletport.ready
    const items = walletport.getConnectorList().flatMap((group) => group.items)
    expect(items.map((item) => (item.kind === 'connector' ? [item.connector.name, directoryIdOf(item.connector)] : []))).toEqual([
      ['Solflare', SOLFLARE],
      ['Backpack', BACKPACK],
      ['Gamma Wallet', undefined],
    ])
    walletport.destroy()
  })
})
