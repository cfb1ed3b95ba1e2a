import { useId, useState } from 'react'
import { EmailLoginError } from '../../../../core/index.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { Spinner } from '../../parts/Spinner.js'
import { errorText, muted, secondaryButton, statusColumn, swapIn } from '../../styles.js'
import { OTP_LENGTH, OtpBoxes } from './OtpBoxes.js'
import { useEmailCooldown } from './useEmailCooldown.js'

/** Props of `OtpForm`. */
export interface OtpFormProps {
  /** The address the code was sent to. */
  readonly email: string
  /** Sends the 6 digits to the core; a refusal is told in place, the digits kept. */
  readonly submit: (otp: string) => Promise<void>
  /** Asks for a new code (the login's 'Resend code'); absent, no resend is offered. */
  readonly resend?: (() => Promise<void>) | undefined
}

const EMPTY: readonly string[] = Object.freeze(Array.from({ length: OTP_LENGTH }, () => ''))

/**
 * 'Enter the code sent to {email}' and the six boxes, shared by the login and both email-update
 * steps. The sixth digit submits; while the core checks, a spinner shows and the boxes are
 * disabled; a refused code shows the frame's words and keeps the digits, focused for a fix.
 */
export function OtpForm({ email, submit, resend }: OtpFormProps) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const id = useId()
  const [digits, setDigits] = useState<readonly string[]>(EMPTY)
  const [verifying, setVerifying] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [focusSignal, setFocusSignal] = useState(0)
  const [resent, setResent] = useState(false)
  const cooldown = useEmailCooldown(walletport)
  const verify = async (otp: string) => {
    setVerifying(true)
    try {
      await submit(otp)
    } catch (caught) {
      setError(describeError(translator, caught))
      setFocusSignal((signal) => signal + 1)
    } finally {
      setVerifying(false)
    }
  }
  const onChange = (next: readonly string[]) => {
    setDigits(next)
    setError(undefined)
    if (!verifying && next.every((digit) => digit !== '')) void verify(next.join(''))
  }
  const onResend = async () => {
    if (!resend) return
    setResent(false)
    setError(undefined)
    try {
      await resend()
      setDigits(EMPTY)
      setResent(true)
    } catch (caught) {
      if (caught instanceof EmailLoginError && caught.kind === 'cooldown') cooldown.begin(caught.retryAfterSeconds ?? 0)
      else setError(describeError(translator, caught))
    }
  }
  const errorId = `${id}-error`
  const cooldownId = `${id}-cooldown`
  return (
    <div css={[statusColumn, swapIn, { gap: 16 }]}>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('otp.heading', { email })}</p>
      <OtpBoxes digits={digits} onChange={onChange} disabled={verifying} invalid={error !== undefined} describedBy={error ? errorId : undefined} focusSignal={focusSignal} />
      {verifying ? (
        <p role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center' }]}>
          <Spinner size={16} />
          {t('otp.verifying')}
        </p>
      ) : error ? (
        <p id={errorId} role="alert" css={errorText}>
          {error}
        </p>
      ) : resent ? (
        <p role="status" css={muted}>
          {t('otp.resent', { email })}
        </p>
      ) : null}
      {resend ? (
        <div css={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
          <button
            type="button"
            css={[secondaryButton, { minHeight: 36, padding: '6px 14px', fontSize: 14 }]}
            disabled={verifying || cooldown.seconds > 0}
            aria-describedby={cooldown.seconds > 0 ? cooldownId : undefined}
            onClick={() => void onResend()}
          >
            {t('otp.resend')}
          </button>
          {cooldown.seconds > 0 ? (
            <p id={cooldownId} css={[muted, { fontSize: 13 }]}>
              {t('error.EMAIL_LOGIN_COOLDOWN', { n: cooldown.seconds })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
