import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { EmailLoginError, FrameError } from '../../../../core/index.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { useModalScope } from '../../ModalScope.js'
import { errorText, focusRing, muted, primaryButton } from '../../styles.js'
import { useEmailCooldown } from './useEmailCooldown.js'

/** Props of `EmailForm`. */
export interface EmailFormProps {
  readonly label: string
  /** Sends the address to the core; its errors are told in place. */
  readonly submit: (email: string) => Promise<void>
  /** Text under the field before anything went wrong. */
  readonly hint?: ReactNode
  /** Called when the visitor turns to the field (the login starts its frame then). */
  readonly onFocus?: () => void
}

/** The email field's look: the theme's surface, a danger border when invalid. */
const field = {
  minHeight: 44,
  padding: '0 14px',
  borderRadius: 12,
  border: '1px solid var(--wp-color-border, #ccc)',
  font: 'inherit',
  background: 'var(--wp-color-surface)',
  color: 'var(--wp-color-fg)',
  '&[aria-invalid="true"]': { borderColor: 'var(--wp-color-danger)' },
} as const

/**
 * An email field with its Continue button, for the login and the email update. The core
 * decides (invalid address, cooldown, frame failure) and this says it under the field: the
 * cooldown counts down in place with the button disabled; a frame that did not load also
 * raises its alert ('Wallet Load Failed'), while the rest of the view stays usable.
 */
export function EmailForm({ label, submit, hint, onFocus }: EmailFormProps) {
  const { walletport, translator } = useModalContext()
  const { notices } = useModalScope()
  const { t } = translator
  const id = useId()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<{ readonly text: string; readonly invalid: boolean } | undefined>(undefined)
  const cooldown = useEmailCooldown(walletport)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending || cooldown.seconds > 0) return
    setError(undefined)
    setSending(true)
    try {
      await submit(email.trim())
    } catch (caught) {
      if (caught instanceof EmailLoginError && caught.kind === 'cooldown') cooldown.begin(caught.retryAfterSeconds ?? 0)
      else setError({ text: describeError(translator, caught), invalid: caught instanceof EmailLoginError })
      if (caught instanceof FrameError && caught.alertCode) notices.alert(caught.alertCode)
    } finally {
      setSending(false)
    }
  }
  const messageId = `${id}-message`
  const message = cooldown.seconds > 0 ? t('error.EMAIL_LOGIN_COOLDOWN', { n: cooldown.seconds }) : error?.text
  return (
    <form css={{ display: 'grid', gap: 8 }} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={`${id}-email`} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={onFocus}
        aria-invalid={error?.invalid ?? false}
        aria-describedby={message || hint ? messageId : undefined}
        css={[field, focusRing]}
      />
      {message ? (
        // The countdown is not a live region: it would be read out every second.
        <p id={messageId} role={cooldown.seconds > 0 ? undefined : 'alert'} css={[errorText, { fontSize: 14 }]}>
          {message}
        </p>
      ) : hint ? (
        <p id={messageId} css={[muted, { fontSize: 13 }]}>
          {hint}
        </p>
      ) : null}
      <button type="submit" css={primaryButton} disabled={sending || cooldown.seconds > 0} aria-busy={sending || undefined} aria-describedby={cooldown.seconds > 0 ? messageId : undefined}>
        {sending ? t('email.sending') : t('email.continue')}
      </button>
    </form>
  )
}
