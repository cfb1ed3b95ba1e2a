import { BaseError } from './BaseError.js'

/**
 * A synchronous read (`getX()`, `x$`, `options`…) of an instance whose code has not loaded yet
 * (`createWalletport` returns at once; the instance loads after the page's first paint), or any
 * call on a destroyed one. `watchX` and the commands wait instead; `await walletport.ready` first.
 */
export class WalletportNotReadyError extends BaseError {
  override name = 'WalletportNotReadyError'

  constructor(reason: 'loading' | 'destroyed') {
    super(
      reason === 'loading'
        ? 'The walletport instance is still loading: await walletport.ready before reading its state'
        : 'The walletport instance was destroyed',
      { category: 'CONFIGURATION_ERROR', details: { reason } },
    )
  }
}
