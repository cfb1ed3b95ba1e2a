import { ProviderRpcError, userRejected } from './ProviderRpcError.js'

type Scripted = { readonly method: string | undefined; readonly error: ProviderRpcError }

/**
 * The failures a test scripts on the wallet, in order: each fails the next request of its
 * method (or of any method) once.
 */
export class RequestScript {
  #scripted: readonly Scripted[] = []

  /** The next request (of `method`, or any) is rejected by the user: 4001. */
  rejectNext(method: string | undefined): void {
    this.#scripted = [...this.#scripted, { method, error: userRejected() }]
  }

  /** The next request of `method` fails with `error`. */
  failNext(method: string, error: { code: number; message: string; data?: unknown }): void {
    this.#scripted = [...this.#scripted, { method, error: new ProviderRpcError(error.code, error.message, error.data) }]
  }

  /** Consumes the first failure scripted for a request of `method`, if any. */
  take(method: string): ProviderRpcError | undefined {
    const script = this.#scripted.find((candidate) => candidate.method === undefined || candidate.method === method)
    if (!script) return undefined
    this.#scripted = this.#scripted.filter((candidate) => candidate !== script)
    return script.error
  }
}
