import type { Clock, TimerId } from '../../ports/Clock.js'

/**
 * Runs what an open needs next (the use cases' chunk, the project's config, the directory's
 * wallets) once the host has shown the modal: a browser's next frame, elsewhere a zero-delay
 * timer. Starting a chunk runs the page bundler's preload helper (a <link rel="modulepreload">
 * per dependency) and the first fetches, work that must not sit between a click and the frame
 * that shows the modal; a zero-delay timer alone runs before that frame. Returns the timer, for
 * `clock.clearTimeout` (an instance destroyed before the frame fetches nothing).
 */
export function preloadAfterOpen(clock: Clock, preloads: readonly (() => unknown)[]): TimerId {
  const start = () => {
    for (const preload of preloads) preload()
  }
  return clock.afterRender ? clock.afterRender(start) : clock.setTimeout(start, 0)
}
