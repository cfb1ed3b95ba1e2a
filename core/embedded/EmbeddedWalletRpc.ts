import type { Clock } from '../../ports/Clock.js'
import type { Logger } from '../../ports/Logger.js'
import type { ModalController } from '../modal/ModalController.js'
import type { TransactionStack, TransactionStackRequest } from '../modal/TransactionStack.js'
import type { Network } from '../network/Network.js'
import { classifyRpcMethod } from './classifyRpcMethod.js'
import type { EmbeddedWallet } from './EmbeddedWallet.js'
import { UNKNOWN_RPC_MESSAGE_DELAY_MS } from './frameDefaults.js'
import { RpcNotAllowedError } from './RpcNotAllowedError.js'
import { rpcResultPlan } from './rpcResultPlan.js'
import { shouldRejectPendingRequests } from './shouldRejectPendingRequests.js'

/** What the gate needs from its instance. */
export interface EmbeddedWalletRpcHost {
  readonly wallet: EmbeddedWallet
  readonly modal: ModalController
  readonly stack: TransactionStack
  readonly clock: Clock
  readonly logger: Logger
  /** Re-reads the native balance past its cache (after a signed request changed it). */
  readonly refreshBalance: () => Promise<void>
  /** Tells the visitor an RPC method was refused ('Action not allowed'). */
  readonly notAllowed: (method: string) => void
}

/**
 * The gate of every request to the embedded wallet. `eth_chainId` is answered here; safe reads go
 * straight to the frame and never move the transaction stack; signing and sending open
 * ApproveTransaction, show the frame for the visitor to approve in its own UI, and settle the
 * stack by `rpcResultPlan`; anything else is refused before it is posted. Closing the modal
 * with no other transaction waiting aborts what waits for approval (the frame hears RPC_ABORT).
 */
export class EmbeddedWalletRpc {
  readonly #host: EmbeddedWalletRpcHost
  readonly #approvals = new Set<{ readonly entry: TransactionStackRequest; readonly abort: AbortController }>()
  readonly #stopWatching: () => void

  constructor(host: EmbeddedWalletRpcHost) {
    this.#host = host
    this.#stopWatching = host.modal.watch((next, previous) => {
      const others = host.stack.getSnapshot().filter((entry) => ![...this.#approvals].some((approval) => approval.entry === entry.request)).length
      if (shouldRejectPendingRequests({ wasOpen: previous.open, isOpen: next.open, stackSize: others })) this.#abortApprovals()
    })
  }

  /** Sends one request through the gate; rejects with RpcNotAllowedError for a method outside both lists. */
  async request(params: { readonly method: string; readonly params?: readonly unknown[]; readonly network: Network }): Promise<unknown> {
    const { method, network } = params
    if (method === 'eth_chainId') return `0x${Number(network.id).toString(16)}`
    switch (classifyRpcMethod(method)) {
      case 'safe':
        return this.#host.wallet.rpc(params)
      case 'unsafe':
        return this.#approve(params)
      case 'disallowed':
        return this.#refuse(method)
    }
  }

  /** Stops following the modal and aborts what waits for approval. */
  destroy(): void {
    this.#stopWatching()
    this.#abortApprovals()
  }

  async #approve(params: { readonly method: string; readonly params?: readonly unknown[]; readonly network: Network }): Promise<unknown> {
    const { modal, stack, wallet } = this.#host
    const abort = new AbortController()
    const wasOpen = modal.getSnapshot().open
    // A closed modal opens on the approve view alone; settling it then closes the modal again.
    if (!wasOpen) modal.open({ view: 'ApproveTransaction' })
    const entry: TransactionStackRequest = { view: 'ApproveTransaction', replace: !wasOpen }
    const approval = { entry, abort }
    this.#approvals.add(approval)
    stack.push(entry)
    wallet.setVisible(true)
    let outcome: { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown }
    try {
      outcome = { ok: true, value: await wallet.rpc({ ...params, signal: abort.signal }) }
    } catch (error) {
      outcome = { ok: false, error }
    }
    this.#approvals.delete(approval)
    if (this.#approvals.size === 0) wallet.setVisible(false)
    if (!abort.signal.aborted) await this.#settle(entry, outcome.ok)
    if (!outcome.ok) throw outcome.error
    return outcome.value
  }

  /** Refreshes the balance after a signed request, then pops its view (or closes the modal). */
  async #settle(entry: TransactionStackRequest, ok: boolean): Promise<void> {
    const { modal, stack } = this.#host
    const onTop = stack.getSnapshot().at(-1)?.request === entry
    const plan = rpcResultPlan({ result: ok ? 'success' : 'error', isSafeMethod: false, stackSize: onTop ? stack.size : 0 })
    if (plan.refreshNativeBalance) await this.#host.refreshBalance().catch((error: unknown) => this.#host.logger.warn('the balance could not be refreshed', error))
    if (plan.then === 'close-modal') {
      modal.close({ force: true })
      return
    }
    if (plan.then === 'pop-success' || plan.then === 'pop-error') {
      if (stack.pop(plan.then === 'pop-success' ? 'success' : 'error') === 'close-modal') modal.close({ force: true })
    }
  }

  #refuse(method: string): never {
    const { modal, clock, logger } = this.#host
    if (!modal.getSnapshot().open) modal.open()
    const error = new RpcNotAllowedError({ method })
    logger.error(error.shortMessage, { method })
    clock.setTimeout(() => this.#host.notAllowed(method), UNKNOWN_RPC_MESSAGE_DELAY_MS)
    throw error
  }

  #abortApprovals(): void {
    for (const approval of [...this.#approvals]) {
      approval.abort.abort()
      // Its view leaves with it: the modal was closed on it.
      const { stack } = this.#host
      if (stack.getSnapshot().at(-1)?.request === approval.entry) stack.pop('cancel')
    }
  }
}
