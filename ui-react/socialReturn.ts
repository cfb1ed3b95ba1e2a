import type { Walletport } from '../core/index.js'

/** The query parameter a top-level social login comes back with: the single-use result handle. */
export const RESULT_URI_PARAMETER = 'result_uri'

/**
 * The return of a top-level social login (the Telegram mini app): the single-use `result_uri`
 * is read and removed from the address bar at once (history.replaceState: no history entry, no
 * handle left to copy or reload), then the core connects with it and clears the stored
 * provider. A failure is logged and the login stops there. Loaded by the provider after the
 * first paint, only when the address has a `result_uri`.
 * @example await finishSocialReturn(ready, window)
 */
export async function finishSocialReturn(ready: () => Promise<Walletport>, window: Window, log: (message: string, error: unknown) => void = (message, error) => globalThis.console.error(message, error)): Promise<void> {
  const url = new URL(window.location.href)
  const resultUri = url.searchParams.get(RESULT_URI_PARAMETER)
  if (resultUri === null) return
  url.searchParams.delete(RESULT_URI_PARAMETER)
  window.history.replaceState(window.history.state, '', url.href)
  try {
    const walletport = await ready()
    await walletport.connectSocialResult({ resultUri })
  } catch (error) {
    log('walletport: the social login did not complete', error)
  }
}
