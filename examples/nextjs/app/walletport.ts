import { createWalletport } from 'walletport'
import { ViemChainAdapter } from 'walletport/evm'
import { exampleNetworks, type ExampleNetwork } from './networks'

/** The app's walletport instance: created in the browser, once per provider tree. */
export function createExampleWalletport(network: ExampleNetwork, locale: string, themeMode: 'light' | 'dark') {
  const networks = exampleNetworks(network)
  const metadata = { name: 'walletport × Next.js', description: 'walletport in a Next.js app', url: window.location.origin, icons: [] }
  return createWalletport({ networks, locale, themeMode, metadata }, { chainAdapters: [new ViemChainAdapter({ networks })] })
}
