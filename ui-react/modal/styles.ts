import { css, keyframes } from '@emotion/react'
import { MODAL } from '../../core/internal.js'

/** A focus ring that shows for keyboard focus only, in every theme. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid var(--wp-color-focus);
    outline-offset: 2px;
  }
`

/** Text for screen readers only. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

const fadeIn = keyframes`from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; }`

/** New content fades in over the 150 ms message swap delay. */
export const swapIn = css`
  animation: ${fadeIn} ${MODAL.messageSwapDelayMs}ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

/** A full-width row: wallets, networks, features. */
export const rowButton = css`
  display: flex;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  width: 100%;
  min-height: 56px;
  padding: 8px 14px;
  border: 0;
  border-radius: var(--wp-radius-item);
  background: var(--wp-color-surface);
  color: var(--wp-color-fg);
  font: inherit;
  font-weight: 500;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: var(--wp-color-surface-hover);
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--wp-color-fg-muted);
  }
  ${focusRing}
`

/** A vertical list with the rows' spacing. */
export const list = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** Small muted text: hints, badges, captions. */
export const muted = css`
  color: var(--wp-color-fg-muted);
  font-size: 14px;
  line-height: 1.45;
  margin: 0;
`

/** A small label at the end of a row. */
export const badge = css`
  margin-inline-start: auto;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid var(--wp-color-border);
  color: var(--wp-color-fg-muted);
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
`

/** A group heading inside a view. */
export const sectionHeading = css`
  margin: 16px 4px 8px;
  color: var(--wp-color-fg-muted);
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.02em;
`

/** The main action of a view (Retry, Disconnect…). */
export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border: 0;
  border-radius: 999px;
  background: var(--wp-color-accent);
  color: var(--wp-color-accent-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`

/** A quieter action. */
export const secondaryButton = css`
  ${primaryButton};
  background: var(--wp-color-surface);
  color: var(--wp-color-fg);
  &:hover {
    background: var(--wp-color-surface-hover);
  }
`

/** A centred column for status views (connecting, switching, unsupported). */
export const statusColumn = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 8px 8px 4px;
  text-align: center;
`

/** An inline error or warning text block. */
export const errorText = css`
  margin: 0;
  color: var(--wp-color-danger);
  font-weight: 600;
`

/** A form field's look (the Send and Swap views' inputs and pickers). */
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
