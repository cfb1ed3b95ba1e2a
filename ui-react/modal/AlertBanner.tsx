import { useExternalState } from '../useExternalState.js'
import { useModalContext } from './ModalContext.js'
import { useModalScope } from './ModalScope.js'
import { Icon } from './parts/Icon.js'
import { focusRing } from './styles.js'

/** The alert of the catalogue (APKT001–010) raised by the last failure, with its fix; role="alert". */
export function AlertBanner() {
  const { translator } = useModalContext()
  const { notices } = useModalScope()
  const code = useExternalState(notices, (state) => state.alert)
  if (!code) return null
  return (
    <div role="alert" css={{ display: 'flex', gap: 10, margin: '0 0 12px', padding: 12, borderRadius: 'var(--wp-radius-item)', border: '1px solid var(--wp-color-danger)', background: 'var(--wp-color-surface)' }}>
      <span css={{ color: 'var(--wp-color-danger)', display: 'flex' }}>
        <Icon name="alert" />
      </span>
      <div css={{ flex: 1 }}>
        <p css={{ margin: 0, fontWeight: 600 }}>{translator.t(`alert.${code}.title`)}</p>
        <p css={{ margin: '4px 0 0', fontSize: 13, color: 'var(--wp-color-fg-muted)' }}>{translator.t(`alert.${code}.description`)}</p>
      </div>
      <button
        type="button"
        aria-label={translator.t('alert.dismiss')}
        onClick={() => notices.dismissAlert()}
        css={[{ alignSelf: 'flex-start', display: 'flex', border: 0, background: 'transparent', color: 'var(--wp-color-fg)', cursor: 'pointer', padding: 4, borderRadius: 8 }, focusRing]}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
