import type { Clock } from '../../ports/Clock.js'
import { WalletConnectRelayError } from './WalletConnectRelayError.js'

/** `promise`, or a WalletConnectRelayError when the relay takes longer than `ms` or fails (the cause kept). */
export function withRelayTimeout<T>(clock: Clock, ms: number, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new WalletConnectRelayError({ details: { timeoutMs: ms } })), ms)
    promise.then(
      (value) => {
        clock.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clock.clearTimeout(timer)
        reject(new WalletConnectRelayError({ cause: error }))
      },
    )
  })
}
