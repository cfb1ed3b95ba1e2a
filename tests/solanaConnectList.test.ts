// Solana wallets in the connect list follow the same rules as EVM wallets: listed among the
// browser wallets, hidden by excludeWalletIds (connector id or name), and first in "recent"
// once used. Real parts: the Wallet Standard test wallets and the Solana adapter.
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../adapters/solana/SolanaWalletDiscovery.js'
import type { ConnectorListGroup } from '../core/connectors/buildConnectorList.js'
import type { WalletportOptions } from '../core/options/WalletportOptions.js'
import { solanaDevnet as devnet } from '../core/network/presets.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'

// Devnet's ids, its RPC on a closed loopback port: nothing leaves the machine.
const solanaDevnet = { ...devnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }

function page(options: Partial<WalletportOptions> = {}, storage = new InMemoryStorage()) {
  const registry = isolatedRegistry()
  const wallets = ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet'].map(
    (name, index) => new WalletStandardTestWallet({ name, seed: new Uint8Array(32).fill(index + 1), chains: ['solana:devnet'] }),
  )
  for (const wallet of wallets) wallet.register(registry)
  const walletport = createWalletport({ networks: [solanaDevnet], ...options }, { chainAdapters: [new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry })], storage })
  return { walletport, wallets }
}

const names = (groups: readonly ConnectorListGroup[]) =>
  groups.map(({ group, items }) => [group, items.map((item) => (item.kind === 'connector' ? item.connector.name : item.wallet.name))])

describe('Solana wallets in the connect list', () => {
  it('default: each registered wallet is a browser wallet, in registration order', async () => {
    const { walletport } = page()
    await walletport.ready

    expect(names(walletport.getConnectorList())).toEqual([['injected', ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet']]])
    walletport.destroy()
  })

  it('parameters: excludeWalletIds hides a wallet by its connector id or its name', async () => {
    const { walletport } = page({ excludeWalletIds: [solanaConnectorIdOf('Alpha Wallet'), 'gamma wallet'] })
    await walletport.ready

    expect(names(walletport.getConnectorList())).toEqual([['injected', ['Beta Wallet']]])
    walletport.destroy()
  })

  it('behavior: the wallet last connected leads as recent, on this page and the next', async () => {
    const storage = new InMemoryStorage()
    const first = page({}, storage)
    await first.walletport.ready
    await first.walletport.connect({ connectorId: solanaConnectorIdOf('Gamma Wallet'), namespace: 'solana' })
    await first.walletport.disconnect()

    expect(names(first.walletport.getConnectorList())).toEqual([
      ['recent', ['Gamma Wallet']],
      ['injected', ['Alpha Wallet', 'Beta Wallet']],
    ])
    first.walletport.destroy()
    const next = page({}, storage)
    await next.walletport.ready
    expect(names(next.walletport.getConnectorList())[0]).toEqual(['recent', ['Gamma Wallet']])
    next.walletport.destroy()
  })
})
