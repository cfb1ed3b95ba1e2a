import type { ReactNode } from 'react'
import { Icon } from './Icon.js'
import { badge, rowButton, visuallyHidden } from '../styles.js'

/** Props of a list row: a button, a link (`href`), or an unavailable entry (`unavailable`). */
export interface RowButtonProps {
  readonly icon?: ReactNode
  readonly label: string
  /** A short label at the end (Installed, Current, Not available yet). */
  readonly tag?: string | undefined
  readonly onClick?: () => void
  /** Renders a link that opens in a new tab instead of a button. */
  readonly href?: string | undefined
  /** Hidden text appended to a link's name, e.g. '(opens in a new tab)'. */
  readonly hrefHint?: string | undefined
  /** Shown, focusable and announced, but it does nothing: for features not built yet. */
  readonly unavailable?: boolean
  readonly current?: boolean
  readonly busy?: boolean
  readonly chevron?: boolean
}

/** One row of the modal's lists (wallets, networks, features). */
export function RowButton(props: RowButtonProps) {
  const { icon, label, tag, onClick, href, hrefHint, unavailable, current, busy, chevron } = props
  const content = (
    <>
      {icon}
      <span>{label}</span>
      {href && hrefHint ? <span css={visuallyHidden}> {hrefHint}</span> : null}
      {tag ? <span css={badge}>{tag}</span> : null}
      {href ? (
        <span css={{ marginInlineStart: 'auto', display: 'flex', color: 'var(--wp-color-fg-muted)' }}>
          <Icon name="external" size={18} />
        </span>
      ) : null}
      {chevron && !tag ? (
        <span css={{ marginInlineStart: 'auto', display: 'flex', color: 'var(--wp-color-fg-muted)' }}>
          <Icon name="chevron" size={18} />
        </span>
      ) : null}
    </>
  )
  if (href) {
    return (
      <a css={rowButton} href={href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    )
  }
  return (
    <button
      type="button"
      css={rowButton}
      aria-disabled={unavailable || undefined}
      aria-current={current || undefined}
      aria-busy={busy || undefined}
      onClick={unavailable ? undefined : onClick}
    >
      {content}
    </button>
  )
}
