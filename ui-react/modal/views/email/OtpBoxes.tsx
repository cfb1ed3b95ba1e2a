import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useModalContext } from '../../ModalContext.js'
import { focusRing } from '../../styles.js'

/** How many digits a one-time code has. */
export const OTP_LENGTH = 6

/** Props of `OtpBoxes`. */
export interface OtpBoxesProps {
  /** One entry per box: a digit or ''. */
  readonly digits: readonly string[]
  readonly onChange: (digits: readonly string[]) => void
  readonly disabled: boolean
  readonly invalid: boolean
  /** The id of the text that says why the code was refused. */
  readonly describedBy?: string | undefined
  /** Each new value focuses the first box with its digit selected (after a refused code). */
  readonly focusSignal: number
}

const box = {
  width: 44,
  height: 52,
  boxSizing: 'border-box',
  border: '1px solid var(--wp-color-border, #ccc)',
  borderRadius: 12,
  background: 'var(--wp-color-surface)',
  color: 'var(--wp-color-fg)',
  font: 'inherit',
  fontSize: 22,
  fontWeight: 600,
  textAlign: 'center',
  '&[aria-invalid="true"]': { borderColor: 'var(--wp-color-danger)' },
  '&:disabled': { opacity: 0.6 },
} as const

/**
 * Six single-digit boxes for an emailed code: typing moves forward, Backspace back, the arrow
 * keys between boxes; a paste (or the browser's one-time-code autofill) spreads its digits,
 * spaces and dashes ignored. Controlled: the view holds the digits and submits them.
 */
export function OtpBoxes({ digits, onChange, disabled, invalid, describedBy, focusSignal }: OtpBoxesProps) {
  const { t } = useModalContext().translator
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]
    input?.focus()
    input?.select()
  }
  useEffect(() => {
    if (focusSignal > 0) focusBox(0)
  }, [focusSignal])
  /** Writes `typed` digits from box `index` on; focus goes to the box after the last one written. */
  const fill = (index: number, typed: string) => {
    const next = [...digits]
    const written = typed.slice(0, OTP_LENGTH - index)
    for (const [offset, digit] of [...written].entries()) next[index + offset] = digit
    onChange(next)
    focusBox(index + written.length)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    if (/^\d$/.test(event.key)) {
      event.preventDefault()
      fill(index, event.key)
    } else if (event.key === 'Backspace') {
      event.preventDefault()
      const target = digits[index] ? index : index - 1
      if (target < 0) return
      onChange(digits.map((digit, at) => (at === target ? '' : digit)))
      focusBox(target)
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1))
    } else if (event.key.length === 1) {
      // Letters and signs have no place in a code.
      event.preventDefault()
    }
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '')
    // A whole code goes in whole, wherever it was pasted.
    if (pasted) fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted)
  }
  return (
    <div role="group" aria-label={t('otp.group')} css={{ display: 'flex', justifyContent: 'center', gap: 8 }}>
      {digits.map((digit, index) => (
        <input
          // The boxes never move: their position is their identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element
          }}
          value={digit}
          // Autofill and mobile keyboards arrive here, not as key presses (a focused box's digit
          // is selected, so what arrives replaces it); a whole code fills from the first box.
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '')
            if (typed) fill(typed.length >= OTP_LENGTH ? 0 : index, typed)
            else onChange(digits.map((kept, at) => (at === index ? '' : kept)))
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { n: index + 1 })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          css={[box, focusRing]}
        />
      ))}
    </div>
  )
}
