// The browser bench's wait for a page at rest: its requests in flight, counted through Playwright.
import type { Page } from 'playwright-core'

/** A page's requests in flight, counted from its creation. */
export interface RequestTracker {
  /** Resolves once no request has been in flight for 150 ms (at most 5 s after the call). */
  quiet(): Promise<void>
}

/** Starts counting `page`'s requests in flight (call it before the page navigates). */
export function trackRequests(page: Page): RequestTracker {
  let inFlight = 0
  const waiters = new Set<() => void>()
  const changed = () => {
    for (const waiter of waiters) waiter()
  }
  page.on('request', () => {
    inFlight += 1
    changed()
  })
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    changed()
  }
  page.on('requestfinished', ended).on('requestfailed', ended)
  const quiet = () =>
    new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const check = () => {
        clearTimeout(timer)
        if (inFlight === 0) timer = setTimeout(done, 150)
      }
      const done = () => {
        clearTimeout(timer)
        clearTimeout(limit)
        waiters.delete(check)
        resolve()
      }
      const limit = setTimeout(done, 5000)
      waiters.add(check)
      check()
    })
  return { quiet }
}
