/** @jsxImportSource react */
/**
 * The demo host site: what an integrator writes, plus a Dev Wallet and a Dev Solana Wallet living
 * in the page. The page paints first: walletport and the dev wallets are one chunk
 * (./startDemo.ts) that the provider loads after the first paint — the setup the README recommends. In your app the
 * imports are 'walletport/react' and friends; here they point at the sources so the demo always
 * runs this checkout.
 */
import { lazy, StrictMode, Suspense, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { WalletportProvider } from '../ui-react/index.js'
import { App } from './App.js'
import { demoChains, type DemoChain } from './chains.js'
import { demoLocale, isSiwxRequired } from './demoQuery.js'
import { DevWalletPopup } from './devWallet/DevWalletPopup.js'
import { demoSolanaOfBuild } from './solanaDemo.js'
import type { Demo, DemoSetup } from './startDemo.js'
import './styles.css'

/** Set by the build (scripts/start.ts → demo/vite.config.ts): the RPC URLs of the anvils it started. */
declare const __WALLETPORT_DEMO_CHAINS__: readonly DemoChain[] | undefined
declare const __WALLETPORT_DEMO_RELAY_URL__: string | undefined
const chains = typeof __WALLETPORT_DEMO_CHAINS__ === 'object' ? __WALLETPORT_DEMO_CHAINS__ : demoChains(8545, 8546)
const relayUrl = typeof __WALLETPORT_DEMO_RELAY_URL__ === 'string' ? __WALLETPORT_DEMO_RELAY_URL__ : 'ws://127.0.0.1:8555'
/** Set by the build: the local reference API over those anvils (balances, activity), or null. */
declare const __WALLETPORT_DEMO_API__: string | null | undefined
const demoApi = typeof __WALLETPORT_DEMO_API__ === 'string' ? __WALLETPORT_DEMO_API__ : undefined
/** Set by the build: the embedded wallet's reference frame (email login), or null. */
declare const __WALLETPORT_DEMO_FRAME__: string | null | undefined
const frameUrl = typeof __WALLETPORT_DEMO_FRAME__ === 'string' ? __WALLETPORT_DEMO_FRAME__ : undefined

// ?theme=light|dark and ?locale=de, for trying the modal's themes and languages.
const query = new URLSearchParams(window.location.search)
const themeMode = query.get('theme') === 'dark' || (query.get('theme') !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches) ? 'dark' : 'light'
document.documentElement.dataset.theme = themeMode
const locale = demoLocale(query)
// Served under a strict Content-Security-Policy (?csp=strict, scripts/demoServer/strictCsp.ts): the
// response's nonce, which walletport's <style> elements carry. `.nonce`: the browser hides the attribute.
const cspNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
// ?siwx=required: sign-in required, nonces and session checks from the demo server (demo/siwxDemo.ts).
const siwxRequired = isSiwxRequired(query)
// ?telegram=1: the page as a Telegram mini app (demo/telegramDemo.ts defines window.Telegram.WebApp).
if (query.get('telegram') === '1') void import('./telegramDemo.js').then((module) => module.simulateTelegramWebApp(window))
// A chain only the Dev Wallet knows (to see how the app handles an unsupported network).
const walletOnlyChains: readonly DemoChain[] = [{ chainId: 31339, name: 'Chain 31339', rpcUrl: chains[0]?.rpcUrl ?? 'http://127.0.0.1:8545' }]
const solana = demoSolanaOfBuild()
const setup: DemoSetup = { chains, walletOnlyChains, relayUrl, solana, demoApi, frameUrl, themeMode, locale, siwxRequired }

const root = document.getElementById('root')
const walletRoot = document.getElementById('dev-wallet-root')
if (!root || !walletRoot) throw new Error('demo: index.html lacks #root or #dev-wallet-root')
const chainName = (chainId: number): string => [...chains, ...walletOnlyChains].find((chain) => chain.chainId === chainId)?.name ?? `Chain ${chainId}`

// The demo chunk, loaded once (the provider asks after the first paint; a click may ask first).
// A failed load is forgotten, so the next ask tries again.
let started: Promise<Demo> | undefined
let demo: Demo | undefined
const listeners = new Set<() => void>()
function loadDemo(): Promise<Demo> {
  started ??= import('./startDemo.js').then(
    async (module) => {
      const loading = module.startDemo(setup)
      // Its instance's own code too: the console, the tests and the wagmi page read its state at once.
      await loading.walletport.load()
      demo = loading
      // For the browser console and end-to-end tests: the instance and the dev wallets.
      window.walletportDemo = { walletport: demo.walletport, devWallet: demo.devWallet.wallet, devSolanaWallet: demo.devSolanaWallet.wallet }
      // The dev wallets' popups in their own root: each is "another window", nothing of walletport's React tree.
      const { DevSolanaWalletPopup } = module
      createRoot(walletRoot as HTMLElement).render(
        <StrictMode>
          <DevWalletPopup wallet={demo.devWallet.wallet} approvals={demo.devWallet.approvals} chainName={chainName} />
          <DevSolanaWalletPopup wallet={demo.devSolanaWallet.wallet} approvals={demo.devSolanaWallet.approvals} />
        </StrictMode>,
      )
      for (const listener of listeners) listener()
      return demo
    },
    (error: unknown) => {
      started = undefined
      throw error
    },
  )
  return started
}
const loadWalletport = () => loadDemo().then((loaded) => loaded.walletport)
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// ?wagmi: the page as a wagmi dapp (demo/wagmi), a chunk of its own with wagmi: the other pages never load it.
const WagmiDemo = lazy(() => import('./wagmi/WagmiDemo.js').then((module) => ({ default: module.WagmiDemo })))

/** The page: the dev wallets' own panels fill in once the demo chunk is there. */
function DemoPage() {
  const devWallet = useSyncExternalStore(subscribe, () => demo?.devWallet.wallet)
  const devSolanaWallet = useSyncExternalStore(subscribe, () => demo?.devSolanaWallet.wallet)
  const walletport = useSyncExternalStore(subscribe, () => demo?.walletport)
  if (query.has('wagmi')) return walletport ? <Suspense fallback={null}><WagmiDemo walletport={walletport} /></Suspense> : null
  return <App chains={chains} solana={solana} devWallet={devWallet} devSolanaWallet={devSolanaWallet} walletOnlyChains={walletOnlyChains} siwx={siwxRequired} />
}

createRoot(root).render(
  <StrictMode>
    <WalletportProvider walletport={loadWalletport} themeMode={themeMode} {...(locale ? { locale } : {})} {...(cspNonce ? { cspNonce } : {})}>
      <DemoPage />
    </WalletportProvider>
  </StrictMode>,
)

declare global {
  interface Window {
    walletportDemo?: {
      readonly walletport: Demo['walletport']
      readonly devWallet: Demo['devWallet']['wallet']
      readonly devSolanaWallet: Demo['devSolanaWallet']['wallet']
    }
  }
}
