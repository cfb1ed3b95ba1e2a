/** @jsxImportSource react */
import { useEffect, useId, useRef } from 'react'
import type { RequestSummary } from './describeRequest.js'

/** The question a dev wallet's popup shows, with how to answer it. */
export interface ApprovalQuestion {
  readonly summary: RequestSummary
  /** The wallet method asked (shown small, for developers). */
  readonly method: string
  /** Approve (true) or reject (false). */
  readonly answer: (approved: boolean) => void
}

/** Props of `<ApprovalDialog>`. */
export interface ApprovalDialogProps {
  /** The wallet's name: the dialog's accessible name. */
  readonly name: string
  readonly icon: string
  /** The wallet's network, shown in its header. */
  readonly chainLabel: string
  readonly question: ApprovalQuestion | undefined
  readonly testId: string
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
 * A dev wallet's confirmation popup, the in-page stand-in for an extension's window: a native
 * modal `<dialog>` (top layer, the page behind is inert, so the walletport modal cannot take
 * focus from it) named after the wallet, showing who asks for what, with Reject and Approve.
 * Escape rejects. Renders nothing while no question waits.
 */
export function ApprovalDialog({ name, icon, chainLabel, question, testId }: ApprovalDialogProps) {
  const dialog = useRef<HTMLDialogElement | null>(null)
  const nameId = useId()
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (question && !element.open) element.showModal()
    if (!question && element.open) element.close()
  }, [question])

  return (
    <dialog
      ref={dialog}
      className="dev-wallet"
      data-testid={testId}
      aria-labelledby={nameId}
      aria-describedby={question ? titleId : undefined}
      onCancel={(event) => {
        // Escape: the person closes the popup, which rejects the request.
        event.preventDefault()
        question?.answer(false)
      }}
      onKeyDown={(event) => {
        // Tab cycles inside the popup, as it would inside a wallet's own window.
        if (event.key === 'Tab') keepTabInside(event.currentTarget, event)
      }}
    >
      {question ? (
        <>
          <header className="dev-wallet__header">
            <img src={icon} alt="" width={28} height={28} />
            <span id={nameId} className="dev-wallet__name">
              {name}
            </span>
            <span className="dev-wallet__chain">{chainLabel}</span>
          </header>
          <h2 id={titleId} className="dev-wallet__title">
            {question.summary.title}
          </h2>
          <dl className="dev-wallet__rows">
            {question.summary.rows.map((row) => (
              <div key={row.label} className="dev-wallet__row">
                <dt>{row.label}</dt>
                <dd className={row.mono ? 'mono' : undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="dev-wallet__method">
            <code>{question.method}</code>
          </p>
          <footer className="dev-wallet__actions">
            <button type="button" className="button button--secondary" onClick={() => question.answer(false)}>
              Reject
            </button>
            <button type="button" className="button button--primary" onClick={() => question.answer(true)}>
              Approve
            </button>
          </footer>
        </>
      ) : (
        <span id={nameId} hidden>
          {name}
        </span>
      )}
    </dialog>
  )
}
