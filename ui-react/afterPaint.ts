import { whenFirstPaintShown } from '../core/lazy/whenFirstPaintShown.js'

/**
 * Runs `task` once the next frame is painted (an animation frame, then a task), or after
 * `fallbackMs` when no frame comes (a hidden tab, a DOM without rendering). For work a click
 * starts but must not hold up the frame that shows its result: loading the modal chunk runs
 * bundlers' preload helpers (a `<link rel="modulepreload">` per dependency), which would
 * otherwise sit before the loading shell's first paint. On a page whose first contentful paint
 * is not on screen yet (the provider's first render), it waits for that too (whenFirstPaintShown).
 * Returns a cancel function.
 */
export function afterPaint(task: () => void, fallbackMs = 100): () => void {
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelShown: (() => void) | undefined
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    cancelShown?.()
    task()
  }
  const fallback = setTimeout(run, fallbackMs)
  const frame = globalThis.requestAnimationFrame?.(() => {
    if (done) return
    cancelShown = whenFirstPaintShown(() => {
      timer = setTimeout(run, 0)
    })
  })
  return () => {
    done = true
    clearTimeout(fallback)
    clearTimeout(timer)
    cancelShown?.()
    if (frame !== undefined) globalThis.cancelAnimationFrame(frame)
  }
}
