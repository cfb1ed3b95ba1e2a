/** The swap view's input look: the form field the Send view uses too. */
export { field } from '../../styles.js'

/** One side of the swap (pay / receive): a card with the token and the amount. */
export const panel = {
  display: 'grid',
  gap: 6,
  padding: 12,
  borderRadius: 16,
  background: 'var(--wp-color-surface)',
} as const
