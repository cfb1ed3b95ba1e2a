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
import { typeFrameError } from './typeFrameError.js'
import type { TimerId } from '../../ports/Clock.js'

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
  /** True while the modal is open because an approval opened it: it closes again when none is left. */
  #openedModal = false
  /** The 'Action not allowed' notices not yet told. */
  readonly #notices = new Set<TimerId>()

  constructor(host: EmbeddedWalletRpcHost) {
    this.#host = host
    this.#stopWatching = host.modal.watch((next, previous) => {
      if (!next.open) this.#openedModal = false
      const others = host.stack.getSnapshot().filter((entry) => ![...this.#approvals].some((approval) => approval.entry === entry.request)).length
      if (shouldRejectPendingRequests({ wasOpen: previous.open, isOpen: next.open, stackSize: others })) this.#abortApprovals()
    })
  }

  /**
   * Sends one request through the gate; rejects with RpcNotAllowedError for a method outside
   * both lists, and with the typed wallet error of an error reply's code (4001 → rejected).
   */
  async request(params: { readonly method: string; readonly params?: readonly unknown[]; readonly network: Network }): Promise<unknown> {
    const { method, network } = params
    if (method === 'eth_chainId') return `0x${Number(network.id).toString(16)}`
    switch (classifyRpcMethod(method)) {
      case 'safe':
        return typeFrameError(() => this.#host.wallet.rpc(params))
      case 'unsafe':
        return typeFrameError(() => this.#approve(params))
      case 'disallowed':
        return this.#refuse(method)
    }
  }

  /** Stops following the modal, drops untold notices and aborts what waits for approval. */
  destroy(): void {
    this.#stopWatching()
    for (const timer of this.#notices) this.#host.clock.clearTimeout(timer)
    this.#notices.clear()
    this.#abortApprovals()
  }

  async #approve(params: { readonly method: string; readonly params?: readonly unknown[]; readonly network: Network }): Promise<unknown> {
    const { modal, stack, wallet } = this.#host
    // The frame must be there to be shown (a resumed session may still be loading it).
    await wallet.ready()
    const abort = new AbortController()
    const wasOpen = modal.getSnapshot().open
    // A closed modal opens on the approve view alone; settling it then closes the modal again.
    if (!wasOpen) {
      modal.open({ view: 'ApproveTransaction' })
      this.#openedModal = true
    }
    const entry: TransactionStackRequest = { view: 'ApproveTransaction', replace: !wasOpen }
    const approval = { entry, abort }
    let outcome: { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown }
    try {
      this.#approvals.add(approval)
      stack.push(entry)
      wallet.setVisible(true)
      outcome = { ok: true, value: await wallet.rpc({ ...params, signal: abort.signal }) }
    } catch (error) {
      outcome = { ok: false, error }
    } finally {
      this.#approvals.delete(approval)
      if (this.#approvals.size === 0) wallet.setVisible(false)
    }
    if (!abort.signal.aborted) await this.#settle(entry, outcome.ok)
    if (!outcome.ok) throw outcome.error
    return outcome.value
  }

  /**
   * Refreshes the balance after a signed request, then pops its view (or closes the modal). One
   * that settled under another approval still shown only leaves the stack: the top one decides.
   */
  async #settle(entry: TransactionStackRequest, ok: boolean): Promise<void> {
    const { modal, stack } = this.#host
    const onTop = stack.getSnapshot().at(-1)?.request === entry
    if (!onTop && stack.remove(entry)) {
      if (ok) await this.#refreshBalance()
      return
    }
    const plan = rpcResultPlan({ result: ok ? 'success' : 'error', isSafeMethod: false, stackSize: onTop ? stack.size : 0 })
    if (plan.refreshNativeBalance) await this.#refreshBalance()
    if (plan.then === 'close-modal') {
      modal.close({ force: true })
      return
    }
    if (plan.then === 'pop-success' || plan.then === 'pop-error') {
      const popped = stack.pop(plan.then === 'pop-success' ? 'success' : 'error')
      // The last approval of a modal an approval opened closes it (an earlier one may have settled beneath).
      if (popped === 'close-modal' || (stack.size === 0 && this.#openedModal)) modal.close({ force: true })
    }
  }

  #refreshBalance(): Promise<void> {
    return this.#host.refreshBalance().catch((error: unknown) => this.#host.logger.warn('the balance could not be refreshed', error))
  }

  #refuse(method: string): never {
    const { modal, clock, logger } = this.#host
    if (!modal.getSnapshot().open) modal.open()
    const error = new RpcNotAllowedError({ method })
    logger.error(error.shortMessage, { method })
    const timer = clock.setTimeout(() => {
      this.#notices.delete(timer)
      this.#host.notAllowed(method)
    }, UNKNOWN_RPC_MESSAGE_DELAY_MS)
    this.#notices.add(timer)
    throw error
  }

  #abortApprovals(): void {
    const { stack } = this.#host
    // Top first, so each view leaves with its request (the modal was closed on them).
    for (const approval of [...this.#approvals].reverse()) {
      approval.abort.abort()
      if (stack.getSnapshot().at(-1)?.request === approval.entry) stack.pop('cancel')
      else stack.remove(approval.entry)
    }
  }
}
