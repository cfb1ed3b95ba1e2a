// The browser bench's in-page probes (scripts/bench-browser.ts runs them through Playwright),
// and the samples they return. Plain JavaScript strings: nothing of the bench's compiled
// output leaks into the measured page.

/** What one page load measured (milliseconds from navigation start, bytes as served). */
export interface LoadSample {
  readonly buttonVisible: number
  readonly longTasksBeforeButton: number
  readonly longTaskMs: number
  readonly jsBytes: number
  readonly jsFiles: number
  readonly requests: number
  readonly remoteRequests: readonly string[]
  /** Where the time to the button went, on a page that marks its render call (see PHASES); undefined elsewhere. */
  readonly phases: LoadPhases | undefined
}

/**
 * A page load's phases (milliseconds each): its initial scripts' download (first request to
 * last response), their evaluation up to the page's render call (`performance.mark('bench:render')`),
 * React's first render and commit (to the first mutation under #root), and from there to the
 * button's paint.
 */
export interface LoadPhases {
  readonly download: number
  readonly evaluate: number
  readonly render: number
  readonly paint: number
}

/** What one click on <ConnectButton> measured (milliseconds from the click). */
export interface OpenSample {
  /** A dialog shown (inserted or revealed: a MutationObserver sees it), before it is painted. */
  readonly inDom: number
  readonly visible: number
  readonly opaque: number
  /** Where the open animation ends on the document timeline (NaN if none was seen running). */
  readonly animationEnd: number
  /** The loaded view painted (not the loading shell). */
  readonly ready: number
  readonly reopenInDom: number
  readonly reopenVisible: number
  readonly lazyJsBytes: number
}

/**
 * Installed before the page's first script: long tasks from the start, and the moment the
 * header's last button (Connect) is painted. The button is marked for Element Timing as soon as
 * it is in the DOM with a size (a mutation observer runs before the frame that paints it), and
 * its text's `renderTime` is that paint. Where no entry comes (a browser without Element
 * Timing), the first animation frame after it plus a message-channel hop stands in; that one
 * also counts whatever tasks the page queued for after its paint. Once measured, it calls the
 * bench's binding `__benchMeasured` (when exposed). Its mutation observer also notes React's
 * first commit (the first mutation under #root), which PHASES reads.
 */
export const PROBE = `(() => {
  const probe = (window.__bench = { longTasks: [], buttonVisible: undefined, buttonFrame: undefined, buttonPainted: undefined, committed: undefined })
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  // The bench learns of the measure through a binding it exposed (window.__benchMeasured), not by
  // polling: Playwright's first evaluate in a page injects its own script (20–45 ms of this page's
  // main thread here), which would land in the load being measured.
  const settle = (time) => {
    if (probe.buttonVisible !== undefined) return
    probe.buttonVisible = time
    window.__benchMeasured?.()
  }
  const finish = () => {
    if (probe.buttonPainted !== undefined) settle(probe.buttonPainted)
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.identifier === 'bench-button' && probe.buttonPainted === undefined) probe.buttonPainted = entry.renderTime || entry.startTime
      finish()
    }).observe({ type: 'element', buffered: true })
  } catch {}
  const afterPaint = (callback) => requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => callback(performance.now())
    channel.port2.postMessage(null)
  })
  let seen = false
  const check = () => {
    // The first mutation under #root: React's first commit (its task ends before this callback).
    if (probe.committed === undefined && document.getElementById('root')?.firstChild) probe.committed = performance.now()
    if (seen) return
    const button = [...document.querySelectorAll('nav[aria-label="Wallet"] button')].at(-1)
    if (!button || button.getBoundingClientRect().width === 0) return
    seen = true
    observer.disconnect()
    button.setAttribute('elementtiming', 'bench-button')
    afterPaint((time) => {
      probe.buttonFrame = time
      // No Element Timing entry a second after the frame: the frame's time is the measure.
      setTimeout(() => settle(probe.buttonPainted ?? time), 1000)
      finish()
    })
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, characterData: true })
})()`

/**
 * The load's phases (LoadPhases), read once the button is measured; undefined on a page without
 * the render mark (only the fixture pages compared with React alone set it). Initial scripts are
 * those loaded before the render call.
 */
export const PHASES = `(() => {
  const render = performance.getEntriesByName('bench:render')[0]?.startTime
  const { committed, buttonVisible } = window.__bench
  if (render === undefined || committed === undefined) return undefined
  const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= render)
  const start = Math.min(...scripts.map((entry) => entry.startTime))
  const end = Math.max(...scripts.map((entry) => entry.responseEnd))
  return { download: end - start, evaluate: render - end, render: committed - render, paint: buttonVisible - committed }
})()`

/** Resolves once the page has been idle for a moment (two idle callbacks). */
export const IDLE = `new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 1000 }), { timeout: 1000 }))`

/** JS bytes as served (encoded body: gzip here) and file count, from Resource Timing. */
export const JS_BYTES = `(() => {
  const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
  return { bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), files: scripts.length }
})()`

/**
 * Clicks the Connect button from inside the page (no hover, no focus first: nothing
 * preloaded unless the caller did it), then times: a dialog shown (in the DOM and displayed:
 * the loading shell when the modal chunk is not there yet, else the dialog itself), painted
 * ('visible'); the first frame where the shown dialog is fully opaque with its own animations
 * done; and the first frame where the loaded view is there ('ready': the dialog no longer the
 * shell, with a control in its view). Then closes it (its Close button: the dialog is kept,
 * hidden) and times the second open the same way.
 */
export const OPEN = `(async () => {
  const button = [...document.querySelectorAll('nav[aria-label="Wallet"] button')].at(-1)
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
  // The frame that paints the dialog: its animation-frame callback, after forcing that frame's
  // style and layout (only the paint itself, a short step, comes after this time).
  // Not a task after the paint: work the page defers to after the paint (loading the modal
  // chunk) may run first and would be counted.
  const painted = (dialog) => new Promise((resolve) => requestAnimationFrame(() => {
    dialog.getBoundingClientRect()
    resolve(performance.now())
  }))
  const findDialog = () => [...document.querySelectorAll('[data-walletport-modal] [role="dialog"]')].find((dialog) => dialog.checkVisibility({ visibilityProperty: true }))
  const isReady = (dialog) => dialog?.dataset.view !== 'loading' && dialog?.querySelector('[data-wp-view] button') !== null
  const shown = () => new Promise((resolve) => {
    const found = findDialog()
    if (found) return resolve(found)
    const observer = new MutationObserver(() => {
      const dialog = findDialog()
      if (dialog) { observer.disconnect(); resolve(dialog) }
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  })
  const settle = async (start) => {
    let opaque = NaN
    let ready = NaN
    let animationEnd = NaN
    for (let time = performance.now(); time - start < 5000 && (Number.isNaN(opaque) || Number.isNaN(ready)); ) {
      time = await frame()
      const dialog = findDialog()
      if (!dialog) continue
      // Where the open animation ends on the document timeline (the compositor runs it; a busy main thread only delays seeing it).
      if (Number.isNaN(animationEnd)) for (const animation of dialog.getAnimations()) {
        if (animation.startTime !== null) animationEnd = Math.max(Number.isNaN(animationEnd) ? 0 : animationEnd, animation.startTime + animation.effect.getComputedTiming().endTime - start)
      }
      if (Number.isNaN(opaque) && getComputedStyle(dialog).opacity === '1' && dialog.getAnimations().every((animation) => animation.playState !== 'running')) opaque = time - start
      if (Number.isNaN(ready) && isReady(dialog)) ready = time - start
    }
    return { opaque, ready, animationEnd }
  }
  const jsBefore = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length
  // 1. Cold open.
  let dialogShown = shown()
  let start = performance.now()
  button.click()
  let dialog = await dialogShown
  const inDom = performance.now() - start
  const visible = (await painted(dialog)) - start
  const { opaque, ready, animationEnd } = await settle(start)
  const lazyJsBytes = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).slice(jsBefore).reduce((sum, entry) => sum + entry.encodedBodySize, 0)
  // 2. Close, let it settle, open again.
  findDialog().querySelector('button[aria-label="Close"]').click()
  for (const until = performance.now() + 5000; findDialog() && performance.now() < until; ) await frame()
  await frame(); await frame()
  await ${IDLE}
  dialogShown = shown()
  start = performance.now()
  button.click()
  dialog = await dialogShown
  const reopenInDom = performance.now() - start
  const reopenVisible = (await painted(dialog)) - start
  return { inDom, visible, opaque, animationEnd, ready, reopenInDom, reopenVisible, lazyJsBytes }
})()`
