/** @jsxImportSource react */
/**
 * The demo host site: what an integrator writes, plus a Dev Wallet living in the page.
 * In your app the imports are 'walletport', 'walletport/evm', 'walletport/networks' and
 * 'walletport/react'; here they point at the sources so the demo always runs this checkout.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ViemChainAdapter } from '../adapters/evm/index.js'
import { WalletConnectChainAdapter } from '../adapters/walletconnect/index.js'
import { createWalletport } from '../composition/index.js'
import { defineNetwork } from '../core/networks/index.js'
import { WalletportProvider } from '../ui-react/index.js'
import { App } from './App.js'
import { demoChains, type DemoChain } from './chains.js'
import { createDevWallet } from './devWallet/createDevWallet.js'
import { DevWalletPopup } from './devWallet/DevWalletPopup.js'
import { createDemoSiwx, isSiwxRequired } from './siwxDemo.js'
import './styles.css'

/** Set by the build (scripts/start.ts → demo/vite.config.ts): the RPC URLs of the anvils it started. */
declare const __WALLETPORT_DEMO_CHAINS__: readonly DemoChain[] | undefined
declare const __WALLETPORT_DEMO_RELAY_URL__: string | undefined
const chains = typeof __WALLETPORT_DEMO_CHAINS__ === 'object' ? __WALLETPORT_DEMO_CHAINS__ : demoChains(8545, 8546)
const relayUrl = typeof __WALLETPORT_DEMO_RELAY_URL__ === 'string' ? __WALLETPORT_DEMO_RELAY_URL__ : 'ws://127.0.0.1:8555'
/** Set by the build: the local reference API over those anvils (balances, activity), or null. */
declare const __WALLETPORT_DEMO_API__: string | null | undefined
const demoApi = typeof __WALLETPORT_DEMO_API__ === 'string' ? __WALLETPORT_DEMO_API__ : undefined

// ?theme=light|dark and ?locale=de, for trying the modal's themes and languages.
const query = new URLSearchParams(window.location.search)
const themeMode = query.get('theme') === 'dark' || (query.get('theme') !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches) ? 'dark' : 'light'
document.documentElement.dataset.theme = themeMode
const locale = query.get('locale') ?? undefined
// ?siwx=required: sign-in required, nonces and session checks from the demo server (demo/siwxDemo.ts).
const siwxRequired = isSiwxRequired(query)

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
const walletOnlyChains: readonly DemoChain[] = [{ chainId: 31339, name: 'Chain 31339', rpcUrl: chains[0]?.rpcUrl ?? 'http://127.0.0.1:8545' }]
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
    relayUrl,
    ...(siwxRequired ? { siwx: createDemoSiwx({ origin, networks }) } : {}),
  },
  { chainAdapters: [walletConnect] },
)

const chainName = (chainId: number): string => [...chains, ...walletOnlyChains].find((chain) => chain.chainId === chainId)?.name ?? `Chain ${chainId}`

// 4. Render: the page inside <WalletportProvider>, the Dev Wallet's popup in its own root (it is
//    "another window": nothing of walletport's React tree).
const root = document.getElementById('root')
const walletRoot = document.getElementById('dev-wallet-root')
if (!root || !walletRoot) throw new Error('demo: index.html lacks #root or #dev-wallet-root')
createRoot(root).render(
  <StrictMode>
    <WalletportProvider walletport={walletport}>
      <App chains={chains} devWallet={devWallet.wallet} walletOnlyChains={walletOnlyChains} siwx={siwxRequired} />
    </WalletportProvider>
  </StrictMode>,
)
createRoot(walletRoot).render(
  <StrictMode>
    <DevWalletPopup wallet={devWallet.wallet} approvals={devWallet.approvals} chainName={chainName} />
  </StrictMode>,
)

// For the browser console and end-to-end tests: the instance and the Dev Wallet.
declare global {
  interface Window {
    walletportDemo?: { readonly walletport: typeof walletport; readonly devWallet: typeof devWallet.wallet }
  }
}
window.walletportDemo = { walletport, devWallet: devWallet.wallet }
