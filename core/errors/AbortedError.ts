import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { MESSAGES } from './messages.js'

/** An operation stopped because its AbortSignal fired; `cause` is the signal's reason. */
export class AbortedError extends BaseError {
  override name = 'AbortedError'

  constructor(parameters: BaseErrorParameters = {}) {
    super(MESSAGES.OPERATION_ABORTED, parameters)
  }
}

/** Throws an AbortedError when `signal` has fired: `throwIfAborted(options.signal)`. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
}
