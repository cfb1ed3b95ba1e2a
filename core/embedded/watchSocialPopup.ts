import type { Clock } from '../../ports/Clock.js'
import type { SocialPopup } from './SocialPopup.js'
import { SocialLoginError } from './SocialLoginError.js'

/** How often a popup is checked for having been closed by the visitor. */
export const SOCIAL_POPUP_POLL_MS = 500

/** The window the popup was opened from, as far as its messages go. */
export interface SocialPopupHost {
  addEventListener(type: 'message', listener: (event: { readonly origin: string; readonly source: unknown; readonly data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { readonly origin: string; readonly source: unknown; readonly data: unknown }) => void): void
}

/** The opened popup window (a `Window` in a browser). */
export interface SocialPopupWindow {
  readonly closed: boolean
  readonly location: { href: string }
  close(): void
}

/**
 * Wraps a popup the click handler opened (to `<frame origin>/loading`): its result is the first
 * message posted from THAT window AND the frame's origin carrying `{ resultUri }` (or
 * `{ error }`); messages from another origin or another window are ignored, and after the first
 * one nothing more is read. A popup closed first rejects with SocialLoginError 'popupClosed'.
 * @example const popup = watchSocialPopup({ host: window, popup: window.open(url)!, frameOrigin, timers: window })
 */
export function watchSocialPopup(parameters: {
  readonly host: SocialPopupHost
  readonly popup: SocialPopupWindow
  readonly frameOrigin: string
  readonly timers: Pick<Clock, 'setInterval' | 'clearInterval'>
}): SocialPopup {
  const { host, popup, frameOrigin, timers } = parameters
  let stop = (): void => undefined
  let cancel = (): void => undefined
  const result = new Promise<string>((resolve, reject) => {
    const onMessage = (event: { readonly origin: string; readonly source: unknown; readonly data: unknown }): void => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const data = event.data as { readonly resultUri?: unknown; readonly error?: unknown } | null
      if (typeof data?.resultUri === 'string' && data.resultUri !== '') {
        stop()
        resolve(data.resultUri)
      } else if (typeof data?.error === 'string') {
        stop()
        reject(new SocialLoginError('failed', data.error.slice(0, 200)))
      }
    }
    const poll = timers.setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new SocialLoginError('popupClosed'))
    }, SOCIAL_POPUP_POLL_MS)
    host.addEventListener('message', onMessage)
    stop = () => {
      host.removeEventListener('message', onMessage)
      timers.clearInterval(poll)
      stop = () => undefined
    }
    cancel = () => {
      stop()
      reject(new SocialLoginError('popupClosed'))
    }
  })
  // A popup closed before anyone awaits the result (the login's code still loading) is no unhandled rejection.
  result.catch(() => undefined)
  return {
    goTo: (url) => {
      popup.location.href = url
    },
    result,
    // Closing before a result (the visitor left the view) settles it as closed.
    close: () => {
      cancel()
      if (!popup.closed) popup.close()
    },
  }
}
