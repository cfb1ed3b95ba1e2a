import { vi } from 'vitest'

type PaintList = { getEntriesByName(name: string): { name: string }[] }

/** A browser's Paint Timing, as far as the helper reads it: the entries so far, and observers of new ones. */
export function fakePaintTiming(supported = true) {
  const entries: { name: string }[] = []
  const observers = new Set<(list: PaintList) => void>()
  class FakeObserver {
    static readonly supportedEntryTypes = supported ? ['paint', 'longtask'] : ['longtask']
    readonly #callback: (list: PaintList) => void
    constructor(callback: (list: PaintList) => void) {
      this.#callback = callback
    }
    observe() {
      observers.add(this.#callback)
    }
    disconnect() {
      observers.delete(this.#callback)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => entries.filter((entry) => entry.name === name) as PerformanceEntryList)
  return {
    paint(name: string) {
      entries.push({ name })
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
      for (const observer of [...observers]) observer(list)
    },
    get observing() {
      return observers.size
    },
  }
}
