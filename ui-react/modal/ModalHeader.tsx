import { css } from '@emotion/react'
import { Icon } from './parts/Icon.js'
import { focusRing } from './styles.js'

const iconButton = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--wp-color-fg);
  cursor: pointer;
  &:hover {
    background: var(--wp-color-surface-hover);
  }
  ${focusRing}
`

/** Props of `ModalHeader`. */
export interface ModalHeaderProps {
  readonly titleId: string
  readonly title: string
  readonly backLabel: string
  readonly closeLabel: string
  /** Undefined hides the Back button (at the root of the history). */
  readonly onBack: (() => void) | undefined
  readonly onClose: () => void
}

/** Back, the view's heading (the dialog's label), Close. */
export function ModalHeader({ titleId, title, backLabel, closeLabel, onBack, onClose }: ModalHeaderProps) {
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '40px 1fr 40px', alignItems: 'center', gap: 8, padding: '12px 12px 8px' }}>
      {onBack ? (
        <button type="button" css={iconButton} aria-label={backLabel} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} css={{ margin: 0, fontSize: 17, fontWeight: 600, textAlign: 'center', overflowWrap: 'anywhere' }}>
        {title}
      </h2>
      <button type="button" css={iconButton} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  )
}
