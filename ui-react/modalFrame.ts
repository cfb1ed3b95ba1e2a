// The modal's frame — overlay, card, open animation, bottom sheet — as one plain stylesheet in
// the initial bundle: the loading shell a click paints at once (before the modal chunk is
// there) and the loaded dialog wear the same classes, so the card never jumps or restarts its
// animation when the views arrive. What only the loaded dialog does (the shake of a refused
// close, the embedded card) is styled in the modal chunk.

/** Below this width the modal is a bottom sheet. */
const SHEET_MAX_WIDTH = '430px'

/**
 * The open animation: short enough that the dialog is fully opaque within 150 ms of the click
 * (issue 4's target), long enough to read as motion. Not §9's 150 ms message swap delay, which
 * paces content changes inside an open modal.
 */
export const APPEAR_MS = 100

/** Class names of the frame (plain, prefixed: no CSS-in-JS runtime before the modal loads). */
export const FRAME = {
  overlay: 'walletport-overlay',
  card: 'walletport-card',
  iconButton: 'walletport-icon-button',
  header: 'walletport-header',
  skeleton: 'walletport-skeleton',
  skeletonTitle: 'walletport-skeleton-title',
  failure: 'walletport-failure',
} as const

const CSS = `
@keyframes walletport-appear { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes walletport-rise { from { transform: translateY(100%); } to { transform: none; } }
.${FRAME.overlay} {
  position: fixed; inset: 0; z-index: var(--wp-z-index);
  display: flex; align-items: center; justify-content: center;
  padding: 16px; background: var(--wp-color-overlay);
}
.${FRAME.card} {
  position: relative; display: flex; flex-direction: column; box-sizing: border-box;
  width: var(--wp-width); max-width: 100%; max-height: min(680px, calc(100vh - 32px));
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-radius);
  background: var(--wp-color-bg); color: var(--wp-color-fg);
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.3);
  font-family: var(--wp-font-family); font-size: 15px; line-height: 1.4;
  animation: walletport-appear ${APPEAR_MS}ms ease-out;
}
.${FRAME.overlay}[data-closed] { visibility: hidden; pointer-events: none; }
.${FRAME.overlay}[data-closed] > .${FRAME.card} { animation: none; }
.${FRAME.card}:focus { outline: none; }
.${FRAME.header} { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 8px; padding: 12px 12px 8px; }
.${FRAME.iconButton} {
  display: grid; place-items: center; width: 40px; height: 40px; border: 0; border-radius: 50%;
  background: transparent; color: var(--wp-color-fg); cursor: pointer;
}
.${FRAME.iconButton}:hover { background: var(--wp-color-surface-hover); }
.${FRAME.iconButton}:focus-visible { outline: 2px solid var(--wp-color-focus); outline-offset: 2px; }
.${FRAME.skeleton} { display: grid; gap: 8px; padding: 4px 16px 20px; }
.${FRAME.skeleton} > span { display: block; height: 56px; border-radius: var(--wp-radius-item); background: var(--wp-color-surface); }
.${FRAME.skeletonTitle} { justify-self: center; width: 45%; height: 18px; border-radius: 9px; background: var(--wp-color-surface); }
.${FRAME.failure} { display: grid; gap: 12px; justify-items: center; padding: 8px 16px 24px; text-align: center; }
.${FRAME.failure} > p { margin: 0; color: var(--wp-color-fg-muted); }
@media (max-width: ${SHEET_MAX_WIDTH}) {
  .${FRAME.overlay} { align-items: flex-end; padding: 0; }
  .${FRAME.card} {
    width: 100%; max-height: 92vh; border-bottom: 0;
    border-radius: var(--wp-radius) var(--wp-radius) 0 0; animation-name: walletport-rise;
  }
}
@media (prefers-reduced-motion: reduce) {
  .${FRAME.card} { animation: none; }
}
`

const inserted = new WeakSet<Document>()

/** Adds the frame's stylesheet to `document` once (on the first open, never at import). */
export function ensureFrameStyles(document: Document): void {
  if (inserted.has(document)) return
  inserted.add(document)
  const style = document.createElement('style')
  style.setAttribute('data-walletport-frame', '')
  style.textContent = CSS
  document.head.append(style)
}

/**
 * The inline style that lets a card pick up its open animation where the loading shell left it
 * (`startedAt`: when the shell appeared, on `performance.now()`'s clock): the same animation
 * with a negative delay, so the swap from shell to loaded dialog is seamless.
 */
export function continuedAnimation(startedAt: number | undefined, now: number): { animationDelay: string } | undefined {
  if (startedAt === undefined) return undefined
  return { animationDelay: `-${Math.max(0, Math.round(now - startedAt))}ms` }
}
