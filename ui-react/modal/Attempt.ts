import type { ExternalSource } from '../useExternalState.js'

/** Where one asynchronous request started by the modal stands. */
export type AttemptState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown }

const IDLE = Object.freeze({ status: 'idle' as const })
const PENDING = Object.freeze({ status: 'pending' as const })

/**
 * One request the modal started (a connect, a network switch) as a React source. It outlives
 * the view that shows it, so leaving and re-entering a view (or React's strict-mode double
 * effects) never sends the wallet a second prompt; only `start()` (Retry) does.
 */
export class Attempt<T> implements ExternalSource<AttemptState<T>> {
  #state: AttemptState<T> = IDLE
  #run = 0
  readonly #task: () => Promise<T>
  readonly #listeners = new Set<() => void>()

  constructor(task: () => Promise<T>) {
    this.#task = task
  }

  readonly subscribe = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange)
    return () => this.#listeners.delete(onChange)
  }

  readonly getSnapshot = (): AttemptState<T> => this.#state

  /** Runs the task (again); an older run's outcome is ignored. */
  start(): void {
    const run = ++this.#run
    this.#set(PENDING)
    this.#task().then(
      (value) => run === this.#run && this.#set({ status: 'success', value }),
      (error: unknown) => run === this.#run && this.#set({ status: 'error', error }),
    )
  }

  /** Runs the task unless it already ran. */
  startOnce(): void {
    if (this.#state.status === 'idle') this.start()
  }

  #set(state: AttemptState<T>): void {
    this.#state = state
    for (const listener of [...this.#listeners]) listener()
  }
}
