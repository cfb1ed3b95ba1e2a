import { userRejected } from './ProviderRpcError.js'
import type { TestWalletRequest } from './TestWalletState.js'

/** The `confirm` hook: the person in front of the wallet, asked before each prompt. */
export type ConfirmHook = (request: TestWalletRequest) => Promise<boolean> | boolean

/** Asks the `confirm` hook, one question at a time, in order; with no hook everything is approved. */
export class UserConfirmation {
  readonly #hook: ConfirmHook | undefined
  #asking: Promise<unknown> = Promise.resolve()

  constructor(hook: ConfirmHook | undefined) {
    this.#hook = hook
  }

  /** Resolves once the user approves `method`; a refusal is the user's 4001. */
  async confirm(method: string, params: unknown): Promise<void> {
    const hook = this.#hook
    if (!hook) return
    const request: TestWalletRequest = params === undefined ? { method } : { method, params }
    const answer = this.#asking.then(() => hook(request))
    this.#asking = answer.catch(() => undefined)
    if ((await answer) !== true) throw userRejected()
  }
}
