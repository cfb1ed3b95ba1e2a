import type { Logger } from '../../ports/Logger.js'
import type { BaseError, ErrorCategory } from './BaseError.js'
import { toBaseError } from './toBaseError.js'

/** How wrapReportRethrow categorises and reports. */
export interface WrapReportRethrowOptions {
  /** Category for errors that are not yet a BaseError; a BaseError keeps its own. */
  readonly category?: ErrorCategory
  /** Called once with the (wrapped) error; may be async. Its failures never replace the error. */
  readonly report: (error: BaseError) => unknown
  /** Where a failing `report` is noted, since it must not be thrown. */
  readonly logger?: Pick<Logger, 'warn'>
}

/**
 * Runs `fn`; if it throws or rejects, wraps the error as a BaseError (category
 * INTERNAL_SDK_ERROR unless told otherwise), reports it once, and rethrows it. Works for sync
 * and async `fn`: `await wrapReportRethrow(() => api.fetch(), { report })`.
 */
export function wrapReportRethrow<T>(fn: () => T, options: WrapReportRethrowOptions): T {
  let result: T
  try {
    result = fn()
  } catch (error) {
    throw wrapAndReport(error, options)
  }
  if (isThenable(result)) {
    return Promise.resolve(result).catch((error: unknown) => {
      throw wrapAndReport(error, options)
    }) as T
  }
  return result
}

function wrapAndReport(error: unknown, { category, report, logger }: WrapReportRethrowOptions): BaseError {
  const wrapped = toBaseError(error, category)
  const onReportFailure = (failure: unknown) => logger?.warn('Error report failed', { failure, error: wrapped })
  try {
    const outcome = report(wrapped)
    // The caller gets the error now; a slow or failing report must not delay or mask it.
    if (isThenable(outcome)) Promise.resolve(outcome).catch(onReportFailure)
  } catch (failure) {
    onReportFailure(failure)
  }
  return wrapped
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}
