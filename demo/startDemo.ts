/**
 * The demo's walletport and Dev Wallet: a chunk of its own, which the page loads after its first
 * paint (the provider's loader: the README's recommended React setup), so neither walletport nor
 * viem's signer is evaluated before the header's buttons paint. In your app the imports are 'walletport', 'walletport/evm' and
 * 'walletport/walletconnect'; here they point at the sources so the demo always runs this checkout.
 */
import { ViemChainAdapter } from '../adapters/evm/index.js'
import { WalletConnectChainAdapter } from '../adapters/walletconnect/index.js'
import { createWalletport } from '../composition/index.js'
import type { Walletport } from '../core/index.js'
import { defineNetwork } from '../core/network/index.js'
import type { DemoChain } from './chains.js'
import { createDevWallet, type DevWallet } from './devWallet/createDevWallet.js'
import { createDemoSiwx } from './siwxDemo.js'

/** What the page knows before the chunk: its chains, local services and query. */
export interface DemoSetup {
  readonly chains: readonly DemoChain[]
  /** Chains only the Dev Wallet knows (to try a network the app does not support). */
  readonly walletOnlyChains: readonly DemoChain[]
  readonly relayUrl: string
  /** The local reference API over the anvils, if `npm start` runs one. */
  readonly demoApi: string | undefined
  readonly themeMode: 'light' | 'dark'
  readonly locale: string | undefined
  readonly siwxRequired: boolean
}

/** The started demo: walletport and the Dev Wallet. */
export interface Demo {
  readonly walletport: Walletport
  readonly devWallet: DevWallet
}

/** Announces the Dev Wallet, then creates walletport over the page's networks. */
export function startDemo(setup: DemoSetup): Demo {
  const { chains, walletOnlyChains, relayUrl, demoApi, themeMode, locale, siwxRequired } = setup
  // 1. The networks: two local anvil chains.
  const networks = chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )

  // 2. The Dev Wallet, announced through EIP-6963 before walletport looks for wallets. It also
  //    knows a chain the app does not (to see how the app handles an unsupported network).
  const devWallet = createDevWallet([...chains, ...walletOnlyChains], { window })

  // 3. walletport: the EVM adapter finds every EIP-6963 wallet in the page (the Dev Wallet and
  //    any extension); WalletConnect pairs phone wallets (here: the demo wallet page) through the
  //    local relay `npm start` runs. Nothing remote: no project id, analytics off (the default),
  //    and the service URLs point at this site, which serves nothing there.
  const origin = window.location.origin
  const metadata = { name: 'walletport demo', description: 'The walletport modal on two local chains', url: origin, icons: [] }
  const walletConnect = new WalletConnectChainAdapter({ networks, metadata, relayUrl, projectId: 'walletport-demo', base: new ViemChainAdapter({ networks }) })
  const walletport = createWalletport(
    {
      networks,
      metadata,
      themeMode,
      ...(locale ? { locale } : {}),
      // Balances, activity and names come from the local reference API over the anvils (npm start).
      // The wallet directory and the project config too (AllWallets, the 4 recommended), asked on the first open.
      apiUrls: { blockchainApi: demoApi ?? `${origin}/offline`, ...(demoApi ? { directory: demoApi } : {}), analytics: `${origin}/offline` },
      ...(siwxRequired ? { siwx: createDemoSiwx({ origin, networks }) } : {}),
    },
    { chainAdapters: [walletConnect] },
  )
  return { walletport, devWallet }
}
