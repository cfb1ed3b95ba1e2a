import { createWalletport } from 'walletport'
import { ViemChainAdapter } from 'walletport/evm'
import { anvilAt, mainnet, sepolia } from 'walletport/networks'

/** Where the app's chain is: a local node when WALLETPORT_RPC_URL is set on the server, else Ethereum and Sepolia. */
export interface ExampleNetwork {
  readonly rpcUrl?: string
  readonly chainId: number
}

/** The app's walletport instance: created in the browser, once per provider tree. */
export function createExampleWalletport(network: ExampleNetwork, locale: string, themeMode: 'light' | 'dark') {
  const networks = network.rpcUrl ? [anvilAt(network.rpcUrl, network.chainId)] : [mainnet, sepolia]
  const metadata = { name: 'walletport × Next.js', description: 'walletport in a Next.js app', url: window.location.origin, icons: [] }
  return createWalletport({ networks, locale, themeMode, metadata }, { chainAdapters: [new ViemChainAdapter({ networks })] })
}
