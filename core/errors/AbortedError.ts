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

/** True when `error` or an error in its cause chain is an abort (ours or the platform's). */
export function isAbortError(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if ((current as { name?: unknown }).name === 'AbortError') return true
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}
