import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { MESSAGES } from './messages.js'

/**
 * An operation stopped because its AbortSignal fired; `cause` is the signal's reason.
 * Named `'AbortError'` like the platform's DOMException, so one check covers both.
 */
export class AbortedError extends BaseError {
  override name = 'AbortError'

  constructor(parameters: BaseErrorParameters = {}) {
    super(MESSAGES.OPERATION_ABORTED, parameters)
  }
}

/** Throws an AbortedError when `signal` has fired: `throwIfAborted(options.signal)`. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
}

// In its own file so that code which only recognises aborts does not load the texts.
export { isAbortError } from './isAbortError.js'
