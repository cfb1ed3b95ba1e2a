import { ConnectButton, NetworkButton, WalletportProvider, useAccount } from 'walletport/react'

// The loader form: the initial bundle carries React, the provider, hooks and buttons; the core
// (./walletport.ts and what it imports) is its own chunk, fetched after the first paint or on a click.
const loadWalletport = () => import('./walletport').then((module) => module.walletport)

export function App() {
  return (
    <WalletportProvider walletport={loadWalletport}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, padding: 24 }}>
        <h1 style={{ fontSize: 20, margin: 0 }}>walletport × Vite</h1>
        <nav aria-label="Wallet" style={{ display: 'flex', gap: 8 }}>
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main style={{ padding: '0 24px' }}>
        <Account />
      </main>
    </WalletportProvider>
  )
}

function Account() {
  const { isConnected, address, balance, balanceSymbol } = useAccount()
  if (!isConnected) return <p data-testid="account">Not connected.</p>
  return (
    <p data-testid="account">
      Connected as <code>{address}</code>
      {balance === undefined ? null : ` · ${balance} ${balanceSymbol ?? ''}`}
    </p>
  )
}
