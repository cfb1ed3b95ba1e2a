// Leak measurements in Chromium through the DevTools protocol: the JS heap after a forced
// garbage collection (HeapProfiler.collectGarbage, Runtime.getHeapUsage) and the event
// listeners on the page's window and document (DOMDebugger.getEventListeners), by type.
import type { CDPSession, Page } from 'playwright-core'

/** Event listeners on one target, by event type ('keydown' → 2), and each one's source line. */
export interface ListenerCount {
  readonly total: number
  readonly byType: Readonly<Record<string, number>>
  /** `type @ script:line` of each, to say which code left it. */
  readonly where: readonly string[]
}

/** What one probe read: the heap after GC and the listeners on window and document. */
export interface PageProbe {
  readonly heapUsed: number
  readonly window: ListenerCount
  readonly document: ListenerCount
}

const scriptUrls = new WeakMap<CDPSession, Map<string, string>>()

/** A DevTools session on `page`, which knows the page's script URLs (to name each listener's source). */
export async function openProbe(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  const urls = new Map<string, string>()
  scriptUrls.set(cdp, urls)
  cdp.on('Debugger.scriptParsed', (script) => urls.set(script.scriptId, script.url.split('/').at(-1) || `inline#${script.scriptId}`))
  await cdp.send('Debugger.enable')
  return cdp
}

/** Collects garbage (twice: finalizers and weak maps get their turn), then reads the heap and the listeners. */
export async function probe(cdp: CDPSession): Promise<PageProbe> {
  for (let round = 0; round < 3; round += 1) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return { heapUsed: usedSize, window: await listenersOn(cdp, 'window'), document: await listenersOn(cdp, 'document') }
}

/** The listeners on the object `expression` evaluates to in the page (`window`, `document`, an iframe's window…). */
export async function listenersOn(cdp: CDPSession, expression: string): Promise<ListenerCount> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: 'leak-probe' })
  if (!result.objectId) throw new Error(`leak probe: ${expression} is not an object`)
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'leak-probe' })
  const byType: Record<string, number> = {}
  for (const listener of listeners) byType[listener.type] = (byType[listener.type] ?? 0) + 1
  const urls = scriptUrls.get(cdp)
  const where = listeners.map((listener) => `${listener.type} @ ${urls?.get(listener.scriptId) ?? listener.scriptId}:${listener.lineNumber + 1}:${listener.columnNumber + 1}`)
  return { total: listeners.length, byType, where: where.sort() }
}

/** The listener types that `after` has more of than `before` (what a cycle left behind). */
export function addedListeners(before: ListenerCount, after: ListenerCount): Readonly<Record<string, number>> {
  const added: Record<string, number> = {}
  for (const [type, count] of Object.entries(after.byType)) {
    const more = count - (before.byType[type] ?? 0)
    if (more !== 0) added[type] = more
  }
  return added
}

/** Bytes as MB with 3 decimals, signed. */
export function megabytes(bytes: number): string {
  return `${bytes >= 0 ? '+' : ''}${(bytes / 1024 / 1024).toFixed(3)} MB`
}
