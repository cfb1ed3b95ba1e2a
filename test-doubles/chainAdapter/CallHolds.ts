/** A call held open by `holdNext`, as if the wallet's prompt were still on screen. */
export interface HeldCall {
  /** Lets the call go on (it then succeeds or fails as scripted). */
  release(): void
  /** Makes the call reject with `error` (e.g. the person closed the wallet). */
  reject(error: unknown): void
  /** True once a call has reached the hold. */
  readonly reached: boolean
  /** Resolves when a call reaches the hold. */
  readonly whenReached: Promise<void>
}

interface Hold {
  readonly gate: Promise<void>
  readonly markReached: () => void
}

/** Calls a test holds open per method, in order: each holds the next call of its method once. */
export class CallHolds<Method extends string> {
  readonly #holds = new Map<Method, Hold[]>()

  /** Holds the next call of `method` open until the test releases or rejects it. */
  holdNext(method: Method): HeldCall {
    let release!: () => void
    let reject!: (error: unknown) => void
    let markReached!: () => void
    let reached = false
    const gate = new Promise<void>((resolve, fail) => {
      release = resolve
      reject = fail
    })
    const whenReached = new Promise<void>((resolve) => {
      markReached = () => {
        reached = true
        resolve()
      }
    })
    const control: HeldCall = {
      release: () => release(),
      reject: (error) => reject(error),
      get reached() {
        return reached
      },
      whenReached,
    }
    this.#holds.set(method, [...(this.#holds.get(method) ?? []), { gate, markReached }])
    return control
  }

  /** A call of `method` arrives: marks its hold reached and gives the gate to wait on, or undefined when not held. */
  reach(method: Method): Promise<void> | undefined {
    const hold = this.#holds.get(method)?.[0]
    if (!hold) return undefined
    this.#holds.set(method, this.#holds.get(method)?.slice(1) ?? [])
    hold.markReached()
    return hold.gate
  }
}
