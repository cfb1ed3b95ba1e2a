/** The swap view's input look, as the Send view's fields. */
export const field = {
  minHeight: 44,
  padding: '0 12px',
  borderRadius: 12,
  border: '1px solid var(--wp-color-border, #8a8a8a)',
  font: 'inherit',
  background: 'var(--wp-color-surface)',
  color: 'var(--wp-color-fg)',
  minWidth: 0,
} as const

/** One side of the swap (pay / receive): a card with the token and the amount. */
export const panel = {
  display: 'grid',
  gap: 6,
  padding: 12,
  borderRadius: 16,
  background: 'var(--wp-color-surface)',
} as const
