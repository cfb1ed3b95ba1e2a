import { BaseError } from '../../../core/errors/BaseError.js'

/** Which store failed: where nonces or where sessions are kept. */
export type SiwxStoreKind = 'nonce' | 'session'

/**
 * The sign-in server's shared store (Redis, …) did not answer, or answered with an error:
 * the request is neither accepted nor refused. Answer 503 and let the visitor retry; a nonce
 * whose use was cut off this way may be spent, never accepted twice.
 */
export class SiwxStoreUnavailableError extends BaseError {
  override name = 'SiwxStoreUnavailableError'
  readonly store: SiwxStoreKind

  constructor(parameters: { readonly store: SiwxStoreKind; readonly operation: string; readonly cause?: unknown }) {
    super(`The sign-in ${parameters.store} store is unavailable`, {
      cause: parameters.cause,
      category: 'NETWORK_ERROR',
      details: { store: parameters.store, operation: parameters.operation },
      metaMessages: [`Operation: ${parameters.operation}`],
    })
    this.store = parameters.store
  }
}

/**
 * The shared store held a value that is not what walletport wrote there (another program wrote
 * the key, or it was tampered with): it is not trusted, so the nonce or session is not accepted.
 */
export class SiwxStoreValueError extends BaseError {
  override name = 'SiwxStoreValueError'
  readonly store: SiwxStoreKind

  constructor(parameters: { readonly store: SiwxStoreKind; readonly key: string; readonly cause?: unknown }) {
    super(`The sign-in ${parameters.store} store holds a malformed value`, {
      cause: parameters.cause,
      category: 'INTERNAL_SDK_ERROR',
      details: { store: parameters.store, key: parameters.key },
      metaMessages: [`Key: ${parameters.key}`],
    })
    this.store = parameters.store
  }
}
