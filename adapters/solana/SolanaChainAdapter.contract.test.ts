import { solana as solanaMainnet, solanaDevnet } from '../../core/network/presets.js'
import { describeChainAdapterContract } from '../../test-doubles/contracts/describeChainAdapterContract.js'
import { WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { FAKE_LOCALNET, FakeSolanaNode, isolatedRegistry } from './fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from './SolanaChainAdapter.js'
import { solanaConnectorIdOf } from './SolanaWalletDiscovery.js'

// The port's contract against the Solana adapter and a real Wallet Standard wallet (ed25519
// keys), over the fake node. tests/solanaIntegration.test.ts runs the same parts on litesvm.
describeChainAdapterContract('SolanaChainAdapter + WalletStandardTestWallet', () => {
  const registry = isolatedRegistry()
  const node = new FakeSolanaNode()
  const wallet = new WalletStandardTestWallet({ chains: ['solana:localnet', 'solana:devnet'] })
  wallet.register(registry)
  node.balances.set(wallet.address, 1_000_000_000n)
  const adapter = new SolanaChainAdapter({ networks: [FAKE_LOCALNET, solanaDevnet], wallets: registry, createRpc: () => node.rpc() })
  return {
    adapter,
    connectorId: solanaConnectorIdOf(wallet.name),
    network: FAKE_LOCALNET,
    otherNetwork: solanaDevnet,
    unknownNetwork: solanaMainnet,
    // A transfer of nothing to oneself: only the fee moves.
    transactionFrom: (from) => ({ from, to: from, lamports: 0n }),
    rejectNextPrompt: () => {
      wallet.rejectNext('connect')
    },
    teardown: () => adapter.destroy(),
  }
})
