import { lazyCode } from '../core/lazy/lazyCode.js'
import { whenFirstPaintShown } from '../core/lazy/whenFirstPaintShown.js'
import type { WalletportOptions } from '../core/options/WalletportOptions.js'
import { Walletport } from '../core/Walletport.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

export type { WalletportOverrides } from './WalletportOverrides.js'

/** The instance's code (options schema, stores, use cases' entry points), loaded once per page. */
const instanceCode = lazyCode(() => import('./buildWalletport.js'))

/**
 * The composition root: returns the instance at once. Its code — options validation, the stores,
 * the boot ports (each override, else its default adapter) — is a chunk loaded once the page is
 * idle after its first paint (at once off the browser), or by the first call that needs it; the page's first
 * render pays for none of it. Once that chunk is loaded (`preloadWalletport()`, an earlier
 * instance), instances are built on the spot, and invalid options throw InvalidOptionsError here;
 * before, `ready` rejects with it. Two calls share nothing.
 * @example const walletport = createWalletport({ networks: [mainnet] }, { storage: myStorage })
 */
export function createWalletport(options: WalletportOptions, overrides: WalletportOverrides = {}): Walletport {
  const settings = { givenOptions: options, ...(overrides.logger ? { logger: overrides.logger } : {}) }
  const code = instanceCode.loaded
  if (code) return new Walletport(code.buildWalletport(options, overrides), settings)
  return new Walletport(() => instanceCode.load().then((module) => module.buildWalletport(options, overrides)), {
    ...settings,
    schedule: whenIdle,
  })
}

/**
 * Loads the instance's code now: every `createWalletport` after it builds its instance on the spot
 * (its state readable at once, invalid options thrown). For headless use and tests; a page need not.
 * @example await preloadWalletport(); const walletport = createWalletport(options); walletport.getAccount()
 */
export async function preloadWalletport(): Promise<void> {
  await instanceCode.load()
}

/**
 * Runs `start` once the page is idle after its first contentful paint is on screen (at the
 * latest about two seconds on), or at once off the browser, where nothing paints. Not after the
 * next animation frame: a page's first frame can come before its framework has rendered, and the
 * instance's chunk would then be evaluated in the way of that render. A page with the provider
 * loads it earlier, right after the provider's first paint. Returns a cancel.
 */
function whenIdle(start: () => void): () => void {
  const host = globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void }
  if (host.requestIdleCallback && host.cancelIdleCallback) {
    const { requestIdleCallback, cancelIdleCallback } = host
    let handle: number | undefined
    let fallback: ReturnType<typeof setTimeout> | undefined
    let cancelShown = (): void => undefined
    const idle = () => {
      cancelShown()
      clearTimeout(fallback)
      handle ??= requestIdleCallback(start, { timeout: 1000 })
    }
    cancelShown = whenFirstPaintShown(idle)
    // No first paint within a second (a hidden tab): idle from then on.
    if (handle === undefined) fallback = setTimeout(idle, 1000)
    return () => {
      cancelShown()
      clearTimeout(fallback)
      if (handle !== undefined) cancelIdleCallback(handle)
    }
  }
  const timer = setTimeout(start, typeof globalThis.document === 'object' ? 1000 : 0)
  return () => clearTimeout(timer)
}
