import type { SocialPopup } from '../../../../core/index.js'

/** What walletport reads of Telegram's mini-app object (`window.Telegram.WebApp`). */
export interface TelegramWebApp {
  /** 'ios', 'android', 'android_x', 'macos', 'tdesktop', 'weba', … */
  readonly platform?: string
  /** The launch data Telegram signed with the bot's token (the backend's POST /v1/telegram/verify checks it). */
  readonly initData?: string
}

/**
 * The Telegram mini app this page runs in, when it does: Telegram's script (or the demo's
 * `?telegram=1`) defines `window.Telegram.WebApp`. Read when the Connect view's socials
 * render, never by the host page's initial chunk.
 */
export function telegramWebApp(window: Window | undefined): TelegramWebApp | undefined {
  const telegram = (window as (Window & { readonly Telegram?: { readonly WebApp?: unknown } }) | undefined)?.Telegram
  const webApp = telegram?.WebApp
  return typeof webApp === 'object' && webApp !== null ? (webApp as TelegramWebApp) : undefined
}

/**
 * A social login without a popup (a mini app has none): the whole page goes (`_top`) to the
 * provider, carrying this page's URL as the return URL; the provider's callback comes back to
 * it with `result_uri` (see `finishSocialReturn`). `result` never settles: the page leaves.
 */
export function topLevelSocialPopup(window: Window): SocialPopup {
  return {
    returnUrl: window.location.href,
    goTo: (url) => void window.open(url, '_top'),
    result: new Promise<string>(() => undefined),
    close: () => undefined,
  }
}
