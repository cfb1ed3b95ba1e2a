import { useModalContext } from '../ModalContext.js'
import { useModalScope } from '../ModalScope.js'
import { errorText, muted, primaryButton } from '../styles.js'

/** Props of `ConnectFailure`. */
export interface ConnectFailureProps {
  /** The wallet declined (rather than failed). */
  readonly rejected: boolean
  /** The line under the headline: what happened and what to do. */
  readonly hint: string
  readonly onRetry: () => void
}

/**
 * A connect that ended badly, as the connecting views show it: 'Connection declined' or
 * 'Connection failed' with a hint (one alert), then Try again, which puts focus back in the dialog.
 */
export function ConnectFailure({ rejected, hint, onRetry }: ConnectFailureProps) {
  const { t } = useModalContext().translator
  const scope = useModalScope()
  return (
    <>
      <div role="alert" css={{ display: 'grid', gap: 4 }}>
        <p css={errorText}>{rejected ? t('connecting.declined') : t('connecting.failed')}</p>
        <p css={muted}>{hint}</p>
      </div>
      <button
        type="button"
        css={primaryButton}
        onClick={() => {
          onRetry()
          scope.focusDialog()
        }}
      >
        {t('connecting.retry')}
      </button>
    </>
  )
}
