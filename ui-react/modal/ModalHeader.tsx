import { FRAME } from '../modalFrame.js'
import { Icon } from './parts/Icon.js'

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

/** Back, the view's heading (the dialog's label), Close; styled by the frame's stylesheet, as the loading shell's header is. */
export function ModalHeader({ titleId, title, backLabel, closeLabel, onBack, onClose }: ModalHeaderProps) {
  return (
    <div className={FRAME.header}>
      {onBack ? (
        <button type="button" className={FRAME.iconButton} aria-label={backLabel} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} style={{ margin: 0, fontSize: 17, fontWeight: 600, textAlign: 'center', overflowWrap: 'anywhere' }}>
        {title}
      </h2>
      <button type="button" className={FRAME.iconButton} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  )
}
