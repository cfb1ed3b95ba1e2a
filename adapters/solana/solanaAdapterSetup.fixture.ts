// One SolanaChainAdapter wired to a WalletStandardTestWallet in an isolated registry and to the
// fake node, in virtual time: the adapter's unit tests start here.
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import type { Network } from '../../core/network/Network.js'
import { solanaDevnet } from '../../core/network/presets.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { WalletStandardTestWallet, type WalletStandardTestWalletOptions } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { FAKE_LOCALNET, FakeSolanaNode, isolatedRegistry } from './fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from './SolanaChainAdapter.js'
import { solanaConnectorIdOf } from './SolanaWalletDiscovery.js'

/** The adapter over a test wallet serving the fake localnet and devnet (configured in that order). */
export function solanaAdapterSetup(options: { readonly wallet?: WalletStandardTestWalletOptions; readonly networks?: readonly Network[] } = {}) {
  const registry = isolatedRegistry()
  const node = new FakeSolanaNode()
  const wallet = new WalletStandardTestWallet({ chains: ['solana:localnet', 'solana:devnet'], ...options.wallet })
  const unregister = wallet.register(registry)
  const clock = new ManualClock()
  const logger = new BufferedLogger({ clock, level: 'warn' })
  const adapter = new SolanaChainAdapter({ networks: options.networks ?? [FAKE_LOCALNET, solanaDevnet], wallets: registry, clock, logger, createRpc: () => node.rpc() })
  const events: ChainAdapterEvent[] = []
  adapter.on((event) => events.push(event))
  const connectorId = solanaConnectorIdOf(wallet.name)
  const warnings = () => logger.entries().filter((entry) => entry.level === 'warn').map((entry) => entry.message)
  return { registry, node, wallet, unregister, adapter, events, connectorId, clock, logger, warnings, localnet: FAKE_LOCALNET as Network, devnet: solanaDevnet }
}
