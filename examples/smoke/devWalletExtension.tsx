/** @jsxImportSource react */
// The demo's Dev Wallet packaged as a browser extension would be: one script that runs in every
// page before the page's own (Playwright's init script, like a content script), announces the
// wallet through EIP-6963 and shows its approval popup in its own React root, apart from the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDevWallet, type DevWalletChain } from '../../demo/devWallet/createDevWallet.js'
import { DevWalletPopup } from '../../demo/devWallet/DevWalletPopup.js'

declare global {
  interface Window {
    /** Set by the test before this script: the chains the wallet signs on. */
    __devWalletChains?: readonly DevWalletChain[]
    /** The wallet's requests, for assertions. */
    __devWallet?: ReturnType<typeof createDevWallet>['wallet']
  }
}

const chains = window.__devWalletChains ?? []
const devWallet = createDevWallet(chains, { window })
window.__devWallet = devWallet.wallet

const mount = (): void => {
  const host = document.createElement('div')
  host.dataset.devWalletExtension = ''
  document.documentElement.append(host)
  const chainName = (chainId: number): string => (chains.some((chain) => chain.chainId === chainId) ? `Local chain ${chainId}` : `Chain ${chainId}`)
  createRoot(host).render(
    <StrictMode>
      <DevWalletPopup wallet={devWallet.wallet} approvals={devWallet.approvals} chainName={chainName} />
    </StrictMode>,
  )
}
// The popup's root goes in once the document is there (after the app's hydration has started, so it is never part of it).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true })
else mount()
