import type { CSSProperties } from 'react'

/**
 * The host-page buttons' look: plain inline styles over `--wp-*` properties (no @emotion, so
 * the initial bundle stays small), or under a CSP nonce the same declarations as classes of one
 * nonce'd stylesheet (useLook.ts). Focus rings are the browser's own: outlines are never removed.
 */
export const BUTTON_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '8px 16px',
  borderRadius: 999,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'transparent',
  font: '600 15px/1.2 var(--wp-font-family)',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
}

/** The accent (call to action) variant: Connect. */
export const PRIMARY_STYLE: CSSProperties = {
  ...BUTTON_STYLE,
  background: 'var(--wp-color-accent)',
  color: 'var(--wp-color-accent-fg)',
}

/** The quiet variant: account and network. */
export const SECONDARY_STYLE: CSSProperties = {
  ...BUTTON_STYLE,
  background: 'var(--wp-color-surface)',
  color: 'var(--wp-color-fg)',
  borderColor: 'var(--wp-color-border)',
}

/** Text read by screen readers only. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

/** The network button's icon. */
export const ICON_STYLE: CSSProperties = { width: 20, height: 20, borderRadius: '50%' }

/** The balance beside the account's name. */
export const BALANCE_STYLE: CSSProperties = { color: 'var(--wp-color-fg-muted)', fontWeight: '500' }
