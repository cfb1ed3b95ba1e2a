/**
 * The demo's walletport, Dev Wallet and Dev Solana Wallet: a chunk of its own, which the page
 * loads after its first paint (the provider's loader: the README's recommended React setup), so
 * neither walletport, viem's signer nor kit is evaluated before the header's buttons paint. In
 * your app the imports are 'walletport', 'walletport/evm', 'walletport/solana' and
 * 'walletport/walletconnect'; here they point at the sources so the demo always runs this checkout.
 */
import { ViemChainAdapter } from '../adapters/evm/index.js'
import { SolanaChainAdapter } from '../adapters/solana/index.js'
import { WalletConnectChainAdapter } from '../adapters/walletconnect/index.js'
import { createWalletport } from '../composition/index.js'
import type { Walletport } from '../core/index.js'
import { defineNetwork } from '../core/network/index.js'
import type { DemoChain } from './chains.js'
import { createDevSolanaWallet, type DevSolanaWallet } from './devSolanaWallet/createDevSolanaWallet.js'
import { createDevWallet, type DevWallet } from './devWallet/createDevWallet.js'
import { createDemoSiwx } from './siwxDemo.js'
import { DEMO_SPL_TOKEN, type DemoSolana } from './solanaDemo.js'

// The Dev Solana Wallet's popup renders from this chunk too: it decodes transactions with kit.
export { DevSolanaWalletPopup } from './devSolanaWallet/DevSolanaWalletPopup.js'

/** What the page knows before the chunk: its chains, local services and query. */
export interface DemoSetup {
  readonly chains: readonly DemoChain[]
  /** Chains only the Dev Wallet knows (to try a network the app does not support). */
  readonly walletOnlyChains: readonly DemoChain[]
  readonly relayUrl: string
  /** The local Solana RPC (litesvm) and its genesis hash. */
  readonly solana: DemoSolana
  /** The local reference API over the anvils, if `npm start` runs one. */
  readonly demoApi: string | undefined
  /** The embedded wallet's reference frame page, if `npm start` runs one: email login is on then. */
  readonly frameUrl: string | undefined
  readonly themeMode: 'light' | 'dark'
  readonly locale: string | undefined
  readonly siwxRequired: boolean
}

/** The started demo: walletport and the two dev wallets. */
export interface Demo {
  readonly walletport: Walletport
  readonly devWallet: DevWallet
  readonly devSolanaWallet: DevSolanaWallet
}

/** The socials the demo offers with the frame, through the local OpenID Connect provider and the local Farcaster relay (the local project's remote config says the same). */
const DEMO_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

/** Announces the Dev Wallet and registers the Dev Solana Wallet, then creates walletport over the page's networks. */
export function startDemo(setup: DemoSetup): Demo {
  const { chains, walletOnlyChains, relayUrl, solana, demoApi, frameUrl, themeMode, locale, siwxRequired } = setup
  // 1. The networks: two local anvil chains, and the local Solana cluster (its CAIP-2 reference is
  //    the first 32 characters of its genesis hash).
  const evmNetworks = chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  const solanaNetworks = [
    defineNetwork({
      id: solana.genesisHash.slice(0, 32),
      chainNamespace: 'solana',
      name: 'Local Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [solana.rpcUrl] } },
      testnet: true,
    }),
  ]
  const networks = [...evmNetworks, ...solanaNetworks]

  // 2. The Dev Wallet, announced through EIP-6963 before walletport looks for wallets. It also
  //    knows a chain the app does not (to see how the app handles an unsupported network).
  const devWallet = createDevWallet([...chains, ...walletOnlyChains], { window })
  //    The Dev Solana Wallet, registered with the page's Wallet Standard registry (where Solana
  //    extensions register too), on the local Solana RPC.
  const devSolanaWallet = createDevSolanaWallet(solana)

  // 3. walletport: the EVM adapter finds every EIP-6963 wallet in the page (the Dev Wallet and
  //    any extension); WalletConnect pairs phone wallets (here: the demo wallet page, EVM only) through
  //    the local relay `npm start` runs. The Solana adapter finds every Wallet Standard wallet (the
  //    Dev Solana Wallet and any Solana extension); the chain knows no token names, so the app
  //    names the demo token it created. Nothing remote: analytics off (the default), the service
  //    URLs point at the local reference API (or this site, which serves nothing there).
  const origin = window.location.origin
  const metadata = { name: 'walletport demo', description: 'The walletport modal on two local chains', url: origin, icons: [] }
  const walletConnect = new WalletConnectChainAdapter({ networks: evmNetworks, metadata, relayUrl, projectId: 'walletport-demo', base: new ViemChainAdapter({ networks: evmNetworks }) })
  const walletport = createWalletport(
    {
      networks,
      metadata,
      themeMode,
      ...(locale ? { locale } : {}),
      // Balances, activity and names come from the local reference API over the anvils (npm start).
      // The wallet directory and the project config too (AllWallets, the 4 recommended), asked on the first open.
      apiUrls: { blockchainApi: demoApi ?? `${origin}/offline`, ...(demoApi ? { directory: demoApi } : {}), analytics: `${origin}/offline` },
      ...(siwxRequired ? { siwx: createDemoSiwx({ origin, networks, solanaGenesisHash: solana.genesisHash }) } : {}),
      // Account → Receive (the address as a QR code, copy, the networks), Buy crypto (the reference
      // server's local providers, paid in demo USDC on the anvils) and Send (a token, an amount, an
      // address or name; the preview, then the wallet); email login through the reference frame
      // and backend `npm start` runs on another origin (embedded-wallet/); the embedded wallet
      // exists with a project id, here a local one. Pay: the page's "Pay the demo shop" panel.
      features: { receive: true, onramp: true, send: true, swaps: true, pay: true, ...(frameUrl ? { email: true, socials: DEMO_SOCIALS } : {}) },
      ...(frameUrl ? { projectId: 'walletport-demo', embeddedWallet: { url: frameUrl } } : {}),
    },
    { chainAdapters: [walletConnect, new SolanaChainAdapter({ networks: solanaNetworks, tokens: [DEMO_SPL_TOKEN] })] },
  )
  return { walletport, devWallet, devSolanaWallet }
}
