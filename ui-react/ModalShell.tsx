/** @jsxImportSource react */
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react'
import { createPortal } from 'react-dom'
import { ensureFrameStyles, FRAME } from './modalFrame.js'
import { CLOSE_PATH, LineIcon } from './LineIcon.js'
import { themeStyle } from './theme.js'
import { PRIMARY_STYLE, VISUALLY_HIDDEN } from './buttonStyle.js'
import type { WalletportContextValue } from './WalletportContext.js'

/** Props of `ModalShell`. */
export interface ModalShellProps {
  /** Called once the shell's card is in the page: the loaded dialog continues its open animation. */
  readonly onShown: (card: HTMLElement) => void
  /** The provider's context (given, not read: see ModalSlot.tsx). */
  readonly context: WalletportContextValue
  /** The modal chunk failed to load: say so and offer a retry instead of the placeholder rows. */
  readonly failed: boolean
  readonly onRetry: () => void
}

/**
 * What a click paints while the modal chunk is still on its way: the modal's own frame
 * (overlay, card, header with Close) with placeholder rows, busy for assistive technology.
 * Plain DOM and one small stylesheet, in the live slot's chunk (loaded right after the first
 * paint); the loaded dialog replaces it in place and picks up its animation. Focus
 * stays on the button that opened it until the views arrive (the dialog then moves it in and
 * returns it there on close); Escape and Close already work.
 */
export function ModalShell({ context, onShown, failed, onRetry }: ModalShellProps) {
  const { walletport, theme, translator, opening, cspNonce } = context
  const options = walletport?.options
  const embedded = options?.enableEmbedded ?? false
  // Before a lazily loaded core is there, closing gives up the open it would make.
  const cancel = opening?.cancel
  const close = () => (walletport ? walletport.close() : cancel?.())
  const cardRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ensureFrameStyles(document, cspNonce)
    if (cardRef.current) onShown(cardRef.current)
  }, [onShown, cspNonce])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      if (walletport) walletport.close()
      else cancel?.()
    }
    // On the document: focus stays on the opener while the shell shows.
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [walletport, cancel])
  const loading = translator.t('modal.loading')
  const card = (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-label={loading}
      aria-busy={!failed}
      className={FRAME.card}
      data-embedded={embedded || undefined}
      data-view="loading"
    >
      <div className={FRAME.header}>
        <span />
        <span className={FRAME.skeletonTitle} />
        <button type="button" className={FRAME.iconButton} aria-label={translator.t('modal.close')} onClick={close}>
          <LineIcon d={CLOSE_PATH} />
        </button>
      </div>
      {failed ? (
        <div className={FRAME.failure}>
          <p role="alert">{translator.t('modal.loadFailed')}</p>
          <button type="button" style={PRIMARY_STYLE} onClick={onRetry}>
            {translator.t('modal.retry')}
          </button>
        </div>
      ) : (
        <>
          <div className={FRAME.skeleton} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <p role="status" style={VISUALLY_HIDDEN}>
            {loading}
          </p>
        </>
      )}
    </div>
  )
  const tree = (
    <div data-walletport-modal="" data-theme={theme.themeMode} style={{ ...(themeStyle(theme) as CSSProperties), fontFamily: 'var(--wp-font-family)', colorScheme: theme.themeMode }}>
      {embedded ? (
        card
      ) : (
        <div className={FRAME.overlay} onClick={(event) => event.target === event.currentTarget && close()}>
          {card}
        </div>
      )}
    </div>
  )
  return options?.disableAppend || embedded ? tree : createPortal(tree, document.body)
}
