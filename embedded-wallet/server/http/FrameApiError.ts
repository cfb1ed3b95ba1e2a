import { BaseError } from '../../../core/errors/BaseError.js'

/**
 * A refusal the API answers as `status` with `{ error: code, message, ...extra }`. Anything else
 * thrown by a route is a 500 with a generic message: internal details never reach the client.
 */
export class FrameApiError extends BaseError {
  override name = 'FrameApiError'
  readonly status: number
  readonly code: string
  readonly extra: Readonly<Record<string, unknown>>

  constructor(status: number, code: string, message: string, extra: Readonly<Record<string, unknown>> = {}) {
    super(message, { category: 'API_ERROR', details: { status, code, ...extra } })
    this.status = status
    this.code = code
    this.extra = extra
  }
}
