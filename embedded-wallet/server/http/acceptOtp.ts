import type { OtpCheck } from '../store/FrameStore.js'
import { FrameApiError } from './FrameApiError.js'

/**
 * Returns when the code was right; otherwise throws the contract's refusal: 401 `invalid_code`
 * (with `attemptsLeft`), 423 `locked`, 410 `expired` or 410 `used`.
 * @example acceptOtp(await store.checkOtp({ email, purpose: 'login', code }))
 */
export function acceptOtp(check: OtpCheck): void {
  switch (check.outcome) {
    case 'ok':
      return
    case 'wrong':
      throw new FrameApiError(401, 'invalid_code', `Invalid code: ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`, { attemptsLeft: check.attemptsLeft })
    case 'locked':
      throw new FrameApiError(423, 'locked', 'Too many wrong codes: ask for a new code.')
    case 'expired':
      throw new FrameApiError(410, 'expired', 'The code has expired: ask for a new code.')
    case 'used':
      throw new FrameApiError(410, 'used', 'The code was already used: ask for a new code.')
    case 'missing':
      throw new FrameApiError(401, 'invalid_code', 'No code was sent to this address: ask for a new code.', { attemptsLeft: 0 })
  }
}
