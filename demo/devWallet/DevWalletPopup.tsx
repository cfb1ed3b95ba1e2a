/** @jsxImportSource react */
import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import type { Eip1193TestWallet } from '../../test-doubles/Eip1193TestWallet.js'
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

/** From the last control back to the first (and, with Shift, the other way). */
function keepTabInside(container: HTMLElement, event: { readonly shiftKey: boolean; preventDefault(): void }): void {
  const controls = [...container.querySelectorAll<HTMLElement>('button:not([disabled])')]
  const [first, last] = [controls[0], controls[controls.length - 1]]
  const active = container.ownerDocument.activeElement
  const target = event.shiftKey ? (active === first ? last : undefined) : active === last ? first : undefined
  if (!target) return
  event.preventDefault()
  target.focus()
}

/**
 * The Dev Wallet's own confirmation popup, the in-page stand-in for an extension's window:
 * a native modal `<dialog>` (top layer, the page behind is inert, so the walletport modal
 * cannot take focus from it) named 'Dev Wallet', showing who asks for what, with Reject
 * and Approve. Escape rejects. Renders nothing while no request waits.
 */
export function DevWalletPopup({ wallet, approvals, chainName }: DevWalletPopupProps) {
  const pending = useSyncExternalStore(approvals.subscribe, approvals.current)
  const dialog = useRef<HTMLDialogElement | null>(null)
  const nameId = useId()
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (pending && !element.open) element.showModal()
    if (!pending && element.open) element.close()
  }, [pending])

  const summary = pending
    ? describeRequest(pending.request, { origin: window.location.origin, address: wallet.address, chainId: wallet.chainId, chainName })
    : undefined

  return (
    <dialog
      ref={dialog}
      className="dev-wallet"
      data-testid="dev-wallet-popup"
      aria-labelledby={nameId}
      aria-describedby={summary ? titleId : undefined}
      onCancel={(event) => {
        // Escape: the person closes the popup, which rejects the request.
        event.preventDefault()
        pending?.answer(false)
      }}
      onKeyDown={(event) => {
        // Tab cycles inside the popup, as it would inside a wallet's own window.
        if (event.key === 'Tab') keepTabInside(event.currentTarget, event)
      }}
    >
      {pending && summary ? (
        <>
          <header className="dev-wallet__header">
            <img src={DEV_WALLET_INFO.icon} alt="" width={28} height={28} />
            <span id={nameId} className="dev-wallet__name">
              {DEV_WALLET_INFO.name}
            </span>
            <span className="dev-wallet__chain">{chainName(wallet.chainId)}</span>
          </header>
          <h2 id={titleId} className="dev-wallet__title">
            {summary.title}
          </h2>
          <dl className="dev-wallet__rows">
            {summary.rows.map((row) => (
              <div key={row.label} className="dev-wallet__row">
                <dt>{row.label}</dt>
                <dd className={row.mono ? 'mono' : undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="dev-wallet__method">
            <code>{pending.request.method}</code>
          </p>
          <footer className="dev-wallet__actions">
            <button type="button" className="button button--secondary" onClick={() => pending.answer(false)}>
              Reject
            </button>
            <button type="button" className="button button--primary" onClick={() => pending.answer(true)}>
              Approve
            </button>
          </footer>
        </>
      ) : (
        <span id={nameId} hidden>
          {DEV_WALLET_INFO.name}
        </span>
      )}
    </dialog>
  )
}
