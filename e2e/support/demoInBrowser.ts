// One demo (two anvils + production build) and one Chromium per test file, a fresh context
// per test: the set-up every e2e file shares.
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { RunningDemo } from '../../scripts/start.js'
import { launchChromium } from './chromium.js'
import { startTestDemo } from './demo.js'
import { describePage, openSession, type Session, type SessionOptions } from './session.js'

/** The running demo and a way to open a fresh browser context on it. */
export interface DemoInBrowser {
  /** The running demo (throws before `beforeAll` ran). */
  readonly demo: RunningDemo
  /** A fresh context on the demo (not yet navigated); closed and checked after the test. */
  open(options?: SessionOptions): Promise<Session>
}

/** Registers the file's beforeAll/afterAll/afterEach hooks and returns the handle. */
export function useDemoInBrowser(): DemoInBrowser {
  let demo: RunningDemo | undefined
  let browser: Browser | undefined
  let session: Session | undefined

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startTestDemo(), launchChromium()])
    if (started.status === 'fulfilled') demo = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    if (started.status === 'rejected') throw started.reason
    if (launched.status === 'rejected') throw launched.reason
  })

  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  afterEach(async ({ task }) => {
    const current = session
    session = undefined
    // A failed wait says what it waited for; this says what the page showed instead.
    const shown = task.result?.state === 'fail' && current ? await describePage(current.page) : undefined
    await current?.close()
    if (!shown) return
    // Also on stderr: a retry that passes keeps the first try's errors out of the summary.
    const attempt = (task.result?.retryCount ?? 0) + 1
    globalThis.console.error(`e2e: "${task.name}" failed (try ${attempt}); the page showed: ${shown}`)
    throw new Error(`the page when the test failed: ${shown}`)
  })

  return {
    get demo(): RunningDemo {
      if (!demo) throw new Error('beforeAll did not start the demo')
      return demo
    },
    async open(options: SessionOptions = {}): Promise<Session> {
      if (!browser || !demo) throw new Error('beforeAll did not start the demo and Chromium')
      session = await openSession(browser, demo.url, options)
      return session
    },
  }
}
