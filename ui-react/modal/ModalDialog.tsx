import { css, keyframes } from '@emotion/react'
import { useId, useRef, type KeyboardEvent } from 'react'
import { MODAL } from '../../core/index.js'
import { useExternalState } from '../useExternalState.js'
import { useModalContext } from './ModalContext.js'
import { AlertBanner } from './AlertBanner.js'
import { trapTab } from './focusables.js'
import { ModalHeader } from './ModalHeader.js'
import { useModalScope } from './ModalScope.js'
import { visuallyHidden } from './styles.js'
import { useDialogFocus } from './useDialogFocus.js'
import { titleOf, ViewRouter } from './ViewRouter.js'

/** Below this width the modal is a bottom sheet. */
const SHEET_MAX_WIDTH = '430px'
// The open animation: short enough that the dialog is fully opaque within 150 ms of the click
// (issue 4's target), long enough to read as motion. Not §9's 150 ms message swap delay, which
// paces content changes inside an open modal.
const APPEAR_MS = 100

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`
const appear = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`
const rise = keyframes`from { transform: translateY(100%); } to { transform: none; }`

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: var(--wp-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--wp-color-overlay);
  @media (max-width: ${SHEET_MAX_WIDTH}) {
    align-items: flex-end;
    padding: 0;
  }
`
const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: var(--wp-width);
  max-width: 100%;
  max-height: min(680px, calc(100vh - 32px));
  border: 1px solid var(--wp-color-border);
  border-radius: var(--wp-radius);
  background: var(--wp-color-bg);
  color: var(--wp-color-fg);
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.3);
  font-family: var(--wp-font-family);
  font-size: 15px;
  line-height: 1.4;
  animation: ${appear} ${APPEAR_MS}ms ease-out;
  &:focus {
    outline: none;
  }
  &[data-shake] {
    animation: ${shake} ${MODAL.shakeMs}ms ease-in-out;
  }
  @media (max-width: ${SHEET_MAX_WIDTH}) {
    width: 100%;
    max-height: 92vh;
    border-bottom: 0;
    border-radius: var(--wp-radius) var(--wp-radius) 0 0;
    animation-name: ${rise};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    &[data-shake] {
      animation: none;
      outline: 2px solid var(--wp-color-danger);
    }
  }
`
const embeddedCard = css`
  box-shadow: none;
  animation: none;
`
const body = css`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 16px 20px;
`

/**
 * The dialog: overlay (unless embedded), header, alert bar and the current view. Escape,
 * the close button and a click on the overlay all ask the instance to close; when it
 * refuses (UnsupportedChain) the card shakes and a screen reader hears why.
 */
export function ModalDialog({ embedded }: { readonly embedded: boolean }) {
  const { walletport, sources, translator } = useModalContext()
  const scope = useModalScope()
  const modal = useExternalState(sources.modal, (state) => state)
  const route = useExternalState(sources.router, (state) => state)
  const connectors = useExternalState(sources.connectors, (state) => state)
  const dialog = useRef<HTMLDivElement | null>(null)
  // A click counts as "on the overlay" only if it also started there (not a text selection dragged out of the card).
  const pressedOverlay = useRef(false)
  const titleId = useId()
  useDialogFocus({ dialog, open: modal.open, route, modal: !embedded })
  if (!modal.open) return null
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
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      aria-busy={modal.loading || undefined}
      tabIndex={-1}
      data-shake={modal.shake || undefined}
      data-view={route.view}
      css={[card, embedded && embeddedCard]}
      onKeyDown={onKeyDown}
    >
      <ModalHeader
        titleId={titleId}
        title={titleOf(route, translator, connectors)}
        backLabel={translator.t('modal.back')}
        closeLabel={translator.t('modal.close')}
        onBack={route.history.length > 1 ? () => walletport.router.goBack() : undefined}
        onClose={close}
      />
      {modal.shake ? (
        <p role="alert" css={visuallyHidden}>
          {translator.t('modal.closeRefused')}
        </p>
      ) : null}
      <div css={body} data-wp-view="">
        <AlertBanner />
        <ViewRouter route={route} />
      </div>
    </div>
  )
  if (embedded) return content
  return (
    <div
      css={overlay}
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
