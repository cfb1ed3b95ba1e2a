/** The Paint Timing entry a browser adds once the page's first text or image is on screen. */
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint'

/**
 * Runs `task` once the page's first contentful paint is on screen (its Paint Timing entry has
 * come); at once where that paint is past or the runtime reports no paint timing (Node, jsdom).
 * It may never come (a hidden tab, a page with nothing contentful yet): callers keep a fallback
 * timer of their own.
 *
 * What a page starts after its first render (loading walletport's chunks) waits for this. A
 * frame's main-thread part ends before the frame is shown, and work started in between competes
 * with the compositor for the CPU: on a small machine it delays the very paint it waited for.
 * Returns a cancel function.
 * @example const cancel = whenFirstPaintShown(() => void loadChunk())
 */
export function whenFirstPaintShown(task: () => void): () => void {
  const Observer = (globalThis as { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver
  if (!Observer?.supportedEntryTypes?.includes('paint') || performance.getEntriesByName(FIRST_CONTENTFUL_PAINT, 'paint').length > 0) {
    task()
    return () => undefined
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return
    observer.disconnect()
    task()
  })
  observer.observe({ type: 'paint' })
  return () => observer.disconnect()
}
