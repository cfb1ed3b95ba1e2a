import { BaseError, type ErrorCategory } from './BaseError.js'
import { MESSAGES } from './messages.js'

/**
 * Returns `error` if it already is a BaseError, otherwise wraps it with `category`:
 * `toBaseError(new TypeError('x'))` → BaseError('An unexpected error occurred', { cause }).
 */
export function toBaseError(error: unknown, category: ErrorCategory = 'INTERNAL_SDK_ERROR'): BaseError {
  if (error instanceof BaseError) return error
  // A foreign error's own text is for logs (it lands in `message` through the cause),
  // not for visitors, so the short message is the generic one.
  return new BaseError(MESSAGES.UNEXPECTED_ERROR, { cause: error, category })
}
