import { BaseError } from '../errors/BaseError.js'
import type { SiwxMessageData } from './Siwx.js'

/** A sign-in message field, or `message` for the text as a whole (order, lines, header). */
export type SiwxField = keyof SiwxMessageData | 'message'

/**
 * A sign-in message that must not be built or trusted, naming the bad field:
 * `new SiwxFieldError('statement', 'must be a single line')`.
 */
export class SiwxFieldError extends BaseError {
  override name = 'SiwxFieldError'
  readonly field: SiwxField

  constructor(field: SiwxField, problem: string, parameters: { readonly value?: unknown; readonly cause?: unknown } = {}) {
    super(`Invalid sign-in message: ${field} ${problem}`, {
      category: 'VALIDATION_ERROR',
      cause: parameters.cause,
      details: { field, ...(parameters.value === undefined ? {} : { value: parameters.value }) },
    })
    this.field = field
  }
}
