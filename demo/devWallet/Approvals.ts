import type { TestWalletRequest } from '../../test-doubles/Eip1193TestWallet.js'

/** A request waiting for the person: a dev wallet's popup shows it and answers it. */
export interface PendingApproval<Request = TestWalletRequest> {
  readonly id: number
  readonly request: Request
  /** Approve (true) or reject (false); only the first answer counts. */
  readonly answer: (approved: boolean) => void
}

/**
 * A dev wallet's questions to the person, in order: `ask` is the wallet's `confirm` hook, the
 * popup renders `current()` and calls its `answer`. A small external store for React. `Request`
 * is what the wallet asks about (the Dev Wallet's EIP-1193 requests by default; the Dev Solana
 * Wallet's Wallet Standard calls).
 */
export class Approvals<Request = TestWalletRequest> {
  #queue: readonly PendingApproval<Request>[] = []
  readonly #listeners = new Set<() => void>()
  #nextId = 1

  /** Queues a question; resolves with the person's answer. */
  readonly ask = (request: Request): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const id = this.#nextId++
      const answer = (approved: boolean): void => {
        if (!this.#queue.some((pending) => pending.id === id)) return
        this.#queue = this.#queue.filter((pending) => pending.id !== id)
        this.#notify()
        resolve(approved)
      }
      this.#queue = [...this.#queue, { id, request, answer }]
      this.#notify()
    })

  /** The question on screen, if any (the oldest). */
  readonly current = (): PendingApproval<Request> | undefined => this.#queue[0]

  /** Calls `onChange` after every change; returns the unsubscribe function. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange)
    return () => this.#listeners.delete(onChange)
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener()
  }
}
