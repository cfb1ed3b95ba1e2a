import { css, keyframes } from '@emotion/react'
import { MODAL } from '../../core/internal.js'
import { useExternalState } from '../useExternalState.js'
import { useModalContext } from './ModalContext.js'
import { useModalScope } from './ModalScope.js'

const enter = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`
const region = css`
  position: fixed;
  inset-inline: 0;
  bottom: 24px;
  z-index: calc(var(--wp-z-index) + 1);
  display: flex;
  justify-content: center;
  pointer-events: none;
  font-family: var(--wp-font-family);
`
const toastStyle = css`
  max-width: min(360px, calc(100vw - 32px));
  padding: 10px 16px;
  border-radius: 999px;
  border: 1px solid var(--wp-color-border);
  background: var(--wp-color-bg);
  color: var(--wp-color-fg);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  font-size: 14px;
  font-weight: 600;
  animation: ${enter} ${MODAL.messageSwapDelayMs}ms ease-out;
  transition: opacity ${MODAL.messageSwapDelayMs}ms ease-in;
  &[data-tone='error'] {
    color: var(--wp-color-danger);
  }
  &[data-tone='success'] {
    color: var(--wp-color-success);
  }
  &[data-leaving] {
    opacity: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`

/** The live region of the modal's toasts (role="status"): present from the first open, so every message is announced. */
export function ToastRegion() {
  const { translator } = useModalContext()
  const { notices } = useModalScope()
  const { toast, leaving } = useExternalState(notices, (state) => state)
  return (
    <div role="status" aria-live="polite" aria-label={translator.t('toast.region')} css={region}>
      {toast ? (
        <div key={toast.id} css={toastStyle} data-tone={toast.tone} data-leaving={leaving || undefined}>
          {toast.message}
        </div>
      ) : null}
    </div>
  )
}
