import { FrameRequestError } from './FrameRequestError.js'

/**
 * A failed backend call: `error` is the contract's code ('invalid_code', 'invalid_session', …,
 * or 'network' / 'invalid_answer' from the client itself), `shortMessage` its human text,
 * which the app may show, so it travels on as the `_ERROR` message.
 * @example if (error instanceof BackendError && error.error === 'invalid_session') forgetToken()
 */
export class BackendError extends FrameRequestError {
  override name = 'BackendError'
  readonly error: string
  readonly status: number | undefined
  readonly attemptsLeft: number | undefined

  constructor(parameters: { readonly error: string; readonly message: string; readonly status?: number; readonly attemptsLeft?: number; readonly cause?: unknown }) {
    super(parameters.message, { cause: parameters.cause, category: 'API_ERROR', details: { error: parameters.error, status: parameters.status } })
    this.error = parameters.error
    this.status = parameters.status
    this.attemptsLeft = parameters.attemptsLeft
  }
}
