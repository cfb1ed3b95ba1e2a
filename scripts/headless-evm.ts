// The README's headless EVM example: Node, no DOM, real chains (two local anvil
// nodes), a real EIP-1193 wallet signing with an anvil dev key. `npm run
// example:headless` runs it; tests/headlessEvm.test.ts runs `main` and checks it.
import { filter, firstValueFrom } from 'rxjs'
import { createWalletport } from '../composition/createWalletport.js'
import { anvilAt } from '../core/network/presets.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { startAnvil } from '../tests/support/anvil.js'

/** Runs the example; `log` receives each printed line. */
export async function main(log: (line: string) => void = console.log): Promise<void> {
  const [chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  try {
    // --- README: headless EVM ---
    const networkA = anvilAt(chainA.rpcUrl, 31337)
    const networkB = anvilAt(chainB.rpcUrl, 31338)
    const wallet = new Eip1193TestWallet({
      chains: [
        { chainId: 31337, rpcUrl: chainA.rpcUrl },
        { chainId: 31338, rpcUrl: chainB.rpcUrl },
      ],
    })
    const evm = new ViemChainAdapter({
      networks: [networkA, networkB],
      providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }],
    })
    const walletport = createWalletport({ networks: [networkA, networkB] }, { chainAdapters: [evm], storage: new InMemoryStorage() })

    await walletport.connect({ connectorId: 'test-wallet' })
    const account = await firstValueFrom(walletport.account$.pipe(filter((each) => each.balance !== undefined)))
    log(`connected ${account.address} on ${walletport.getNetwork().caipNetwork?.caipNetworkId}: ${account.balance} ${account.balanceSymbol}`)

    await walletport.switchNetwork(networkB)
    log(`switched to ${walletport.getNetwork().caipNetwork?.caipNetworkId} (wallet on ${wallet.chainId})`)

    await walletport.disconnect()
    log(`status ${walletport.getAccount().status}`)
    // --- end ---
    walletport.destroy()
    evm.destroy()
  } finally {
    await Promise.all([chainA.stop(), chainB.stop()])
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
