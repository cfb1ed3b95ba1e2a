import { afterAll, beforeAll } from 'vitest'
import { anvilAt } from '../../core/network/presets.js'
import { describeChainAdapterContract } from '../../test-doubles/contracts/describeChainAdapterContract.js'
import { Eip1193TestWallet } from '../../test-doubles/Eip1193TestWallet.js'
import { startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { ViemChainAdapter } from './ViemChainAdapter.js'

// The port's contract against real parts: the viem adapter, a real EIP-1193 wallet
// signing with local accounts, and two anvil nodes with different chain ids.
let first: AnvilInstance
let second: AnvilInstance

beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([first.stop(), second.stop()])
})

describeChainAdapterContract('ViemChainAdapter + Eip1193TestWallet + anvil', () => {
  const network = anvilAt(first.rpcUrl, first.chainId)
  const otherNetwork = anvilAt(second.rpcUrl, second.chainId)
  // The wallet knows both anvils and refuses to add any other chain.
  const wallet = new Eip1193TestWallet({
    chains: [
      { chainId: first.chainId, rpcUrl: first.rpcUrl },
      { chainId: second.chainId, rpcUrl: second.rpcUrl },
    ],
    canAddChains: false,
  })
  const adapter = new ViemChainAdapter({
    networks: [network, otherNetwork],
    providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }],
  })
  return {
    adapter,
    connectorId: 'test-wallet',
    network,
    otherNetwork,
    unknownNetwork: anvilAt('http://127.0.0.1:9', 31339),
    rejectNextPrompt: () => {
      wallet.rejectNext('eth_requestAccounts')
    },
    teardown: () => adapter.destroy(),
  }
})
