import { BaseError, type BaseErrorParameters } from '../../core/errors/BaseError.js'

/** Why a storage operation failed: full quota, access denied by the browser, or anything else. */
export type StorageFailureReason = 'quota' | 'security' | 'unknown'

/** What a Storage adapter rejects with when the underlying store refuses an operation. */
export class StorageError extends BaseError {
  override name = 'StorageError'
  readonly operation: 'get' | 'set' | 'remove'
  readonly key: string
  readonly reason: StorageFailureReason

  constructor(
    parameters: { readonly operation: 'get' | 'set' | 'remove'; readonly key: string } & Pick<BaseErrorParameters, 'cause'>,
  ) {
    const reason = storageFailureReason(parameters.cause)
    super(`Storage ${parameters.operation} failed for "${parameters.key}"`, {
      // Storage faults are the runtime's, never the visitor's: the default internal category.
      category: 'INTERNAL_SDK_ERROR',
      cause: parameters.cause,
      details: { operation: parameters.operation, key: parameters.key, reason },
    })
    this.operation = parameters.operation
    this.key = parameters.key
    this.reason = reason
  }
}

/** Classifies a Web Storage exception (`QuotaExceededError`, Firefox's quota code, `SecurityError`). */
export function storageFailureReason(error: unknown): StorageFailureReason {
  if (typeof error !== 'object' || error === null) return 'unknown'
  const { name, code } = error as { name?: unknown; code?: unknown }
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) return 'quota'
  if (name === 'SecurityError' || code === 18) return 'security'
  return 'unknown'
}
