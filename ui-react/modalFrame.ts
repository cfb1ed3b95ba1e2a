// The modal's frame — overlay, card, open animation, bottom sheet — as one plain stylesheet in
// the initial bundle: the loading shell a click paints at once (before the modal chunk is
// there) and the loaded dialog wear the same classes, so the card never jumps or restarts its
// animation when the views arrive. What only the loaded dialog does (the shake of a refused
// close, the embedded card) is styled in the modal chunk. Written compact, a rule a line: the
// string ships as written (no minifier touches it), in the page's initial code.

/** Below this width the modal is a bottom sheet. */
const SHEET_MAX_WIDTH = '430px'

/**
 * The open animation: short enough that the dialog is fully opaque within 150 ms of the click,
 * long enough to read as motion. Not the 150 ms message swap delay, which paces content changes
 * inside an open modal.
 */
export const APPEAR_MS = 80

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
@keyframes walletport-appear{from{opacity:0;transform:translateY(8px) scale(0.98)}to{opacity:1;transform:none}}
@keyframes walletport-rise{from{transform:translateY(100%)}to{transform:none}}
.${FRAME.overlay}{position:fixed;inset:0;z-index:var(--wp-z-index);display:flex;align-items:center;justify-content:center;padding:16px;background:var(--wp-color-overlay)}
.${FRAME.card}{position:relative;display:flex;flex-direction:column;box-sizing:border-box;width:var(--wp-width);max-width:100%;max-height:min(680px,calc(100vh - 32px));border:1px solid var(--wp-color-border);border-radius:var(--wp-radius);background:var(--wp-color-bg);color:var(--wp-color-fg);box-shadow:0 24px 64px rgba(0,0,0,0.3);font-family:var(--wp-font-family);font-size:15px;line-height:1.4;animation:walletport-appear ${APPEAR_MS}ms ease-out}
.${FRAME.overlay}[data-closed]{visibility:hidden;pointer-events:none}
.${FRAME.overlay}[data-closed]>.${FRAME.card}{animation:none}
.${FRAME.card}:focus{outline:none}
.${FRAME.header}{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:8px;padding:12px 12px 8px}
.${FRAME.iconButton}{display:grid;place-items:center;width:40px;height:40px;border:0;border-radius:50%;background:transparent;color:var(--wp-color-fg);cursor:pointer}
.${FRAME.iconButton}:hover{background:var(--wp-color-surface-hover)}
.${FRAME.iconButton}:focus-visible{outline:2px solid var(--wp-color-focus);outline-offset:2px}
.${FRAME.skeleton}{display:grid;gap:8px;padding:4px 16px 20px}
.${FRAME.skeleton}>span{display:block;height:56px;border-radius:var(--wp-radius-item);background:var(--wp-color-surface)}
.${FRAME.skeletonTitle}{justify-self:center;width:45%;height:18px;border-radius:9px;background:var(--wp-color-surface)}
.${FRAME.failure}{display:grid;gap:12px;justify-items:center;padding:8px 16px 24px;text-align:center}
.${FRAME.failure}>p{margin:0;color:var(--wp-color-fg-muted)}
@media (max-width:${SHEET_MAX_WIDTH}){.${FRAME.overlay}{align-items:flex-end;padding:0}.${FRAME.card}{width:100%;max-height:92vh;border-bottom:0;border-radius:var(--wp-radius) var(--wp-radius) 0 0;animation-name:walletport-rise}}
@media (prefers-reduced-motion:reduce){.${FRAME.card}{animation:none}}
`

const inserted = new WeakSet<Document>()

/**
 * Adds the frame's stylesheet to `document` once (on the first open, never at import), with the
 * page's CSP nonce (`style-src 'nonce-…'`) when the provider has one.
 */
export function ensureFrameStyles(document: Document, nonce: string | undefined): void {
  if (inserted.has(document)) return
  inserted.add(document)
  const style = document.createElement('style')
  style.setAttribute('data-walletport-frame', '')
  if (nonce) style.nonce = nonce
  style.textContent = CSS
  document.head.append(style)
}

/** The card's open animation(s), where the browser has the Web Animations API (jsdom has not). */
const animationsOf = (card: HTMLElement): Animation[] => (typeof card.getAnimations === 'function' ? card.getAnimations() : [])

/**
 * When the loading shell's open animation started, on the document timeline (the clock of
 * `performance.now()`): reported at once as now, then corrected to the animation's own start
 * time once it is running (the frame that first paints it).
 */
export function reportAnimationStart(card: HTMLElement, report: (startedAt: number) => void): void {
  report(globalThis.performance.now())
  const [animation] = animationsOf(card)
  animation?.ready.then(
    () => {
      if (typeof animation.startTime === 'number') report(animation.startTime)
    },
    () => undefined, // cancelled: the shell left before it started
  )
}

/**
 * Lets a card pick its open animation up where the shell's was (`startedAt`, from
 * `reportAnimationStart`): the card's animation gets the shell's start time, so it ends when
 * the shell's would have, however late the card arrives. Without the Web Animations API, a
 * negative delay does the same to within a frame.
 */
export function continueAnimation(card: HTMLElement, startedAt: number): void {
  const animations = animationsOf(card)
  for (const animation of animations) animation.startTime = startedAt
  if (animations.length === 0) card.style.animationDelay = `-${Math.max(0, Math.round(globalThis.performance.now() - startedAt))}ms`
}
