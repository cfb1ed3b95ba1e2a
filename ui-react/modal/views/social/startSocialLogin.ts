import { SocialLoginError, type SocialPopup, type Walletport } from '../../../../core/index.js'
import { embeddedFrameOrigin, watchSocialPopup } from '../../../../core/internal.js'
import type { Translator } from '../../../i18n/translator.js'
import { closeAfterConnect } from '../../closeAfterConnect.js'
import { describeError } from '../../describeError.js'
import type { Notices } from '../../Notices.js'
import { topLevelSocialPopup } from './telegramMiniApp.js'

/** The popup's size (the providers' sign-in pages are made for it). */
const POPUP_FEATURES = 'popup,width=600,height=800'

/** The popup of each instance's social login under way (ConnectingSocial's Cancel closes it). */
const OPEN_POPUPS = new WeakMap<Walletport, SocialPopup>()

/**
 * A social button's click: opens the popup AT ONCE (still inside the click, so no popup
 * blocker) on the frame's origin (its loading page), shows ConnectingSocial, and lets the core
 * send the popup on to the provider and finish the login. Connected → the modal closes like
 * after any connect; blocked, closed or failed → back to Connect with a message.
 */
export function startSocialLogin(parameters: { readonly walletport: Walletport; readonly provider: string; readonly notices: Notices; readonly translator: Translator; readonly window: Window }): void {
  const { walletport, provider, notices, translator, window } = parameters
  const frameOrigin = embeddedFrameOrigin(walletport.options)
  OPEN_POPUPS.get(walletport)?.close()
  const opened = window.open(`${frameOrigin}/loading`, 'walletport-social', POPUP_FEATURES)
  if (!opened) return notices.toast(socialErrorText(translator, new SocialLoginError('popupBlocked')), 'error')
  const timers = { setInterval: (callback: () => void, ms: number) => window.setInterval(callback, ms), clearInterval: (id: unknown) => window.clearInterval(id as number) }
  const popup = watchSocialPopup({ host: window, popup: opened, frameOrigin, timers })
  OPEN_POPUPS.set(walletport, popup)
  walletport.navigate({ view: 'ConnectingSocial', params: { provider } })
  walletport.connectSocial({ provider, popup }).then(
    () => closeAfterConnect(walletport),
    (error: unknown) => {
      if (walletport.getRoute().view === 'ConnectingSocial') walletport.goBack()
      notices.toast(socialErrorText(translator, error), 'error')
    },
  ).finally(() => {
    if (OPEN_POPUPS.get(walletport) === popup) OPEN_POPUPS.delete(walletport)
  })
}

/**
 * A social button's click in a Telegram mini app (no popup there): ConnectingSocial shows, the
 * provider is stored and the whole page goes to the provider's sign-in, carrying this page as
 * the return URL (`topLevelSocialPopup`); the login finishes when the page comes back with
 * `result_uri` (`finishSocialReturn`). A failure before leaving: back to Connect with a message.
 */
export function startTopLevelSocialLogin(parameters: { readonly walletport: Walletport; readonly provider: string; readonly notices: Notices; readonly translator: Translator; readonly window: Window }): void {
  const { walletport, provider, notices, translator, window } = parameters
  walletport.navigate({ view: 'ConnectingSocial', params: { provider } })
  walletport.connectSocial({ provider, popup: topLevelSocialPopup(window) }).catch((error: unknown) => {
    if (walletport.getRoute().view === 'ConnectingSocial') walletport.goBack()
    notices.toast(socialErrorText(translator, error), 'error')
  })
}

/** ConnectingSocial's Cancel: closes the popup, which ends the login (back to Connect). */
export function cancelSocialLogin(walletport: Walletport): void {
  const popup = OPEN_POPUPS.get(walletport)
  if (popup) popup.close()
  else walletport.goBack()
}

function socialErrorText(translator: Translator, error: unknown): string {
  if (error instanceof SocialLoginError) return translator.t(`social.${error.kind}`)
  return describeError(translator, error)
}
