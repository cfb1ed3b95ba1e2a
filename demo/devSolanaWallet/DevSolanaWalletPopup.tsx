/** @jsxImportSource react */
import { useMemo, useSyncExternalStore } from 'react'
import type { WalletStandardTestWallet, WalletStandardTestWalletRequest } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { ApprovalDialog } from '../devWallet/ApprovalDialog.js'
import type { Approvals } from '../devWallet/Approvals.js'
import { DEMO_SPL_TOKEN } from '../solanaDemo.js'
import { describeSolanaRequest } from './describeSolanaRequest.js'
import { DEV_SOLANA_WALLET_INFO } from './devSolanaWalletInfo.js'

/** The cluster the Dev Solana Wallet serves, as its header names it. */
export const DEV_SOLANA_CLUSTER_NAME = 'Local Solana'

/** Props of `<DevSolanaWalletPopup>`. */
export interface DevSolanaWalletPopupProps {
  readonly wallet: WalletStandardTestWallet
  readonly approvals: Approvals<WalletStandardTestWalletRequest>
}

/**
 * The Dev Solana Wallet's own confirmation popup (an `ApprovalDialog` named 'Dev Solana
 * Wallet'): who asks for what — a connect, the message text, the sign-in's domain, statement
 * and nonce, a transfer's recipient and amount in SOL or DEMO — with Reject and Approve.
 */
export function DevSolanaWalletPopup({ wallet, approvals }: DevSolanaWalletPopupProps) {
  const pending = useSyncExternalStore(approvals.subscribe, approvals.current)
  const question = useMemo(
    () =>
      pending && {
        summary: describeSolanaRequest(pending.request, {
          origin: window.location.origin,
          address: wallet.address,
          clusterName: DEV_SOLANA_CLUSTER_NAME,
          tokens: [{ mint: DEMO_SPL_TOKEN.mint, symbol: DEMO_SPL_TOKEN.symbol }],
        }),
        method: featureOf(pending.request.method),
        answer: pending.answer,
      },
    [pending, wallet],
  )
  return (
    <ApprovalDialog
      name={DEV_SOLANA_WALLET_INFO.name}
      icon={DEV_SOLANA_WALLET_INFO.icon}
      chainLabel={DEV_SOLANA_CLUSTER_NAME}
      question={question}
      testId="dev-solana-wallet-popup"
    />
  )
}

/** The Wallet Standard feature a call came through ('standard:connect', 'solana:signIn'…). */
function featureOf(method: WalletStandardTestWalletRequest['method']): string {
  return method === 'connect' || method === 'disconnect' ? `standard:${method}` : `solana:${method}`
}
