import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { startFramePage } from './startFramePage.js'

// The frame page's entry (bundled by the backend as /frame.js): the browser's own parts, wired.
startFramePage({
  document,
  host: window,
  origins: { ancestorOrigins: location.ancestorOrigins, referrer: document.referrer },
  pageOrigin: location.origin,
  indexedDB,
  crypto,
  fetch: (input, init) => fetch(input, init),
  clock: new SystemClock(),
  createObserver: (callback, options) => new IntersectionObserver((entries) => callback(entries), { threshold: [...options.threshold] }),
  log: (line, error) => console.error(`[walletport frame] ${line}`, error),
})
