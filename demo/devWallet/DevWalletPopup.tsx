/** @jsxImportSource react */
import { useMemo, useSyncExternalStore } from 'react'
import type { Eip1193TestWallet } from '../../test-doubles/Eip1193TestWallet.js'
import { ApprovalDialog } from './ApprovalDialog.js'
import type { Approvals } from './Approvals.js'
import { DEV_WALLET_INFO } from './devWalletInfo.js'
import { describeRequest } from './describeRequest.js'

/** Props of `<DevWalletPopup>`. */
export interface DevWalletPopupProps {
  readonly wallet: Eip1193TestWallet
  readonly approvals: Approvals
  /** A readable name for a chain id. */
  readonly chainName: (chainId: number) => string
}

/**
 * The Dev Wallet's own confirmation popup (an `ApprovalDialog` named 'Dev Wallet'): who asks
 * for what, on which chain, with Reject and Approve.
 */
export function DevWalletPopup({ wallet, approvals, chainName }: DevWalletPopupProps) {
  const pending = useSyncExternalStore(approvals.subscribe, approvals.current)
  const question = useMemo(
    () =>
      pending && {
        summary: describeRequest(pending.request, { origin: window.location.origin, address: wallet.address, chainId: wallet.chainId, chainName }),
        method: pending.request.method,
        answer: pending.answer,
      },
    [pending, wallet, chainName],
  )
  return <ApprovalDialog name={DEV_WALLET_INFO.name} icon={DEV_WALLET_INFO.icon} chainLabel={chainName(wallet.chainId)} question={question} testId="dev-wallet-popup" />
}
