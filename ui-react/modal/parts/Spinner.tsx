import { css, keyframes } from '@emotion/react'

const spin = keyframes`to { transform: rotate(360deg); }`
const ring = css`
  display: block;
  box-sizing: border-box;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 4px solid var(--wp-color-surface-hover);
  border-top-color: var(--wp-color-accent);
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`

/** A decorative spinner; the text beside it says what is going on. */
export function Spinner({ size }: { readonly size?: number }) {
  return <span css={ring} style={size ? { width: size, height: size, borderWidth: Math.max(2, size / 14) } : undefined} aria-hidden="true" />
}
