import { css, keyframes } from '@emotion/react'
import { useEffect, useId, useInsertionEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { continueAnimation, ensureFrameStyles, FRAME } from '../modalFrame.js'
import { MODAL } from '../../core/internal.js'
import { useExternalState } from '../useExternalState.js'
import { useModalContext } from './ModalContext.js'
import { AlertBanner } from './AlertBanner.js'
import { trapTab } from './focusables.js'
import { ModalHeader } from './ModalHeader.js'
import { useModalScope } from './ModalScope.js'
import { visuallyHidden } from './styles.js'
import { useDialogFocus } from './useDialogFocus.js'
import { embeddedWalletSource } from './embeddedWalletSource.js'
import { titleOf, ViewRouter } from './ViewRouter.js'

// The frame (overlay, card, open animation, bottom sheet) is the initial bundle's plain
// stylesheet (`modalFrame.ts`), shared with the loading shell; what only this dialog does is here.
const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`
const card = css`
  &[data-shake] {
    animation: ${shake} ${MODAL.shakeMs}ms ease-in-out;
  }
  &[data-embedded] {
    box-shadow: none;
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-shake] {
      animation: none;
      outline: 2px solid var(--wp-color-danger);
    }
  }
`
/** The views an open starts on (`ModalController.open`): kept mounted while closed. */
const RESTING_VIEWS: ReadonlySet<string> = new Set(['Connect', 'Account'])

const body = css`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 16px 20px;
`

/** Props of `ModalDialog`. */
export interface ModalDialogProps {
  readonly embedded: boolean
  /** When the open animation of the loading shell this dialog replaces started (document timeline): its first open continues it. */
  readonly appearedAt?: number | undefined
}

/**
 * The dialog: overlay (unless embedded), header, alert bar and the current view. Escape,
 * the close button and a click on the overlay all ask the instance to close; when it
 * refuses (UnsupportedChain) the card shakes and a screen reader hears why.
 *
 * Closed, the frame stays in the DOM, invisible and inert (styled and laid out, so opening
 * again is one attribute and a paint), with the view the next open starts on (Connect or
 * Account) kept mounted; any other view unmounts, which ends its flow. Mounted before the
 * first open (after a hover), the same makes it a prerender. Embedded, a closed card is gone.
 */
export function ModalDialog({ embedded, appearedAt }: ModalDialogProps) {
  const { walletport, sources, translator, cspNonce } = useModalContext()
  const scope = useModalScope()
  const modal = useExternalState(sources.modal, (state) => state)
  const route = useExternalState(sources.router, (state) => state)
  const connectors = useExternalState(sources.connectors, (state) => state)
  const dialog = useRef<HTMLDivElement | null>(null)
  // A click counts as "on the overlay" only if it also started there (not a text selection dragged out of the card).
  const pressedOverlay = useRef(false)
  const titleId = useId()
  useInsertionEffect(() => ensureFrameStyles(document, cspNonce), [cspNonce])
  const frameShown = useExternalState(embeddedWalletSource(walletport), (state) => state.visible)
  useDialogFocus({ dialog, open: modal.open, route, modal: !embedded, frameShown })
  // Replacing the loading shell, the first open picks the animation up where the shell is
  // (in the commit that swaps them, so before any frame shows the card); later opens play it whole.
  const continuesShell = useRef(appearedAt)
  useLayoutEffect(() => {
    const startedAt = continuesShell.current
    if (startedAt !== undefined && dialog.current) continueAnimation(dialog.current, startedAt)
  }, [])
  useEffect(() => {
    if (!modal.open && continuesShell.current !== undefined) {
      continuesShell.current = undefined
      dialog.current?.style.removeProperty('animation-delay')
    }
  }, [modal.open])
  if (embedded && !modal.open) return null
  const close = () => walletport.close()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab' && !embedded && dialog.current) {
      trapTab(event, dialog.current)
    }
  }
  const content = (
    <div
      ref={(element) => {
        dialog.current = element
        scope.dialog.current = element
      }}
      role="dialog"
      // The approval frame sits outside the dialog: while it is shown the dialog is not modal, so it stays reachable.
      aria-modal={embedded || frameShown ? undefined : true}
      aria-labelledby={titleId}
      aria-busy={modal.loading || undefined}
      tabIndex={-1}
      data-shake={modal.shake || undefined}
      data-embedded={embedded || undefined}
      data-view={route.view}
      className={FRAME.card}
      css={card}
      onKeyDown={onKeyDown}
    >
      <ModalHeader
        titleId={titleId}
        title={titleOf(route, translator, connectors)}
        backLabel={translator.t('modal.back')}
        closeLabel={translator.t('modal.close')}
        onBack={route.history.length > 1 ? () => walletport.goBack() : undefined}
        onClose={close}
      />
      {modal.shake ? (
        <p role="alert" css={visuallyHidden}>
          {translator.t('modal.closeRefused')}
        </p>
      ) : null}
      <div css={body} data-wp-view="">
        <AlertBanner />
        {modal.open || RESTING_VIEWS.has(route.view) ? <ViewRouter route={route} /> : null}
      </div>
    </div>
  )
  if (embedded) return content
  return (
    <div
      className={FRAME.overlay}
      data-closed={modal.open ? undefined : ''}
      aria-hidden={modal.open ? undefined : true}
      inert={!modal.open}
      onPointerDown={(event) => {
        pressedOverlay.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOverlay.current) close()
      }}
    >
      {content}
    </div>
  )
}
