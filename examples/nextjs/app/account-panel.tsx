'use client'
import { useAccount, useWalletport } from 'walletport/react'

/** The visitor's account, from walletport's hooks (disconnected until the core has loaded). */
export function AccountPanel() {
  const { isConnected, address, balance, balanceSymbol } = useAccount()
  const { walletport } = useWalletport()
  if (!isConnected) return <p data-testid="account">{walletport ? 'Not connected.' : 'Loading walletport…'}</p>
  return (
    <p data-testid="account">
      Connected as <code>{address}</code>
      {balance === undefined ? null : ` · ${balance} ${balanceSymbol ?? ''}`}
    </p>
  )
}
