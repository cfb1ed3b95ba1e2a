/** One held long poll: resolves true when its device is approved, false on timeout or cancel. */
export interface DeviceApprovalWait {
  readonly approved: Promise<boolean>
  readonly cancel: () => void
}

/**
 * The long polls of POST /v1/device/wait, woken by the link's click rather than by polling the
 * database. The timeout is a real timer (the poll answers a real client), shortened in tests.
 * @example const wait = waiters.wait(email, deviceId, 25_000); … waiters.approve(email, deviceId)
 */
export class DeviceApprovalWaiters {
  readonly #waiting = new Map<string, Set<(approved: boolean) => void>>()

  wait(email: string, deviceId: string, timeoutMs: number): DeviceApprovalWait {
    const key = keyOf(email, deviceId)
    let settle: (approved: boolean) => void = () => undefined
    const approved = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs)
      settle = (value) => {
        clearTimeout(timer)
        const set = this.#waiting.get(key)
        set?.delete(settle)
        if (set?.size === 0) this.#waiting.delete(key)
        resolve(value)
      }
    })
    this.#waiting.set(key, new Set([...(this.#waiting.get(key) ?? []), settle]))
    return { approved, cancel: () => settle(false) }
  }

  /** Wakes every poll waiting for this device. */
  approve(email: string, deviceId: string): void {
    for (const settle of [...(this.#waiting.get(keyOf(email, deviceId)) ?? [])]) settle(true)
  }

  /** Answers every held poll `false` (the server is stopping). */
  closeAll(): void {
    for (const set of [...this.#waiting.values()]) for (const settle of [...set]) settle(false)
  }

  get size(): number {
    return [...this.#waiting.values()].reduce((total, set) => total + set.size, 0)
  }
}

function keyOf(email: string, deviceId: string): string {
  return JSON.stringify([email, deviceId])
}
