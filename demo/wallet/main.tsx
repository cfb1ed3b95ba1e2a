/** @jsxImportSource react */
/**
 * The demo's WalletConnect wallet page (/wallet/): a real @reown/walletkit wallet in the browser,
 * talking to the host page through the local relay, signing with anvil's public dev keys.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StorageKeyValueStorage } from '../../adapters/walletconnect/StorageKeyValueStorage.js'
import { WebStorageStorage } from '../../adapters/storage/WebStorageStorage.js'
import { demoChains, type DemoChain } from '../chains.js'
import '../styles.css'
import { AnvilWalletKit } from './AnvilWalletKit.js'
import { DEMO_WALLET_ACCOUNTS, WalletPage } from './WalletPage.js'

declare const __WALLETPORT_DEMO_CHAINS__: readonly DemoChain[] | undefined
declare const __WALLETPORT_DEMO_RELAY_URL__: string | undefined
const chains = typeof __WALLETPORT_DEMO_CHAINS__ === 'object' ? __WALLETPORT_DEMO_CHAINS__ : demoChains(8545, 8546)
const relayUrl = typeof __WALLETPORT_DEMO_RELAY_URL__ === 'string' ? __WALLETPORT_DEMO_RELAY_URL__ : 'ws://127.0.0.1:8555'

const query = new URLSearchParams(window.location.search)
document.documentElement.dataset.theme = query.get('theme') === 'dark' ? 'dark' : 'light'
const accountIndex = Math.min(Math.max(Number(query.get('account') ?? 0) || 0, 0), DEMO_WALLET_ACCOUNTS.length - 1)
const account = DEMO_WALLET_ACCOUNTS[accountIndex] ?? DEMO_WALLET_ACCOUNTS[0]
if (!account) throw new Error('demo wallet: no account')

const root = document.getElementById('root')
if (!root) throw new Error('demo wallet: index.html lacks #root')

// Sessions live in this tab's localStorage, per account, so a reload keeps them (like a real wallet).
const storage = new StorageKeyValueStorage(new WebStorageStorage({ storage: window.localStorage, prefix: `walletport-demo-wallet-${accountIndex}:` }))
const wallet = await AnvilWalletKit.create({
  relayUrl,
  privateKey: account.privateKey,
  chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  projectId: 'walletport-demo',
  name: 'walletport demo wallet',
  storagePrefix: `demo-wallet-${accountIndex}`,
  storage,
  // `?authenticate`: answers one-click sign-in (wc_sessionAuthenticate) instead of only proposals.
  authenticate: query.has('authenticate'),
})

createRoot(root).render(
  <StrictMode>
    <WalletPage wallet={wallet} accountIndex={accountIndex} relayUrl={relayUrl} />
  </StrictMode>,
)

declare global {
  interface Window {
    walletportDemoWallet?: AnvilWalletKit
  }
}
window.walletportDemoWallet = wallet
