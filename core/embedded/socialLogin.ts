import type { CoreContext } from '../CoreContext.js'
import { connectWallet } from '../connection/connectWallet.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { updateAccount } from '../state/updateWalletState.js'
import { AUTH_CONNECTOR_ID } from './authConnector.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import type { SocialPopup } from './SocialPopup.js'

/**
 * A social login through the popup the click handler opened (on the frame's origin): the
 * frame gives the provider's sign-in URL (GET_SOCIAL_REDIRECT_URI), the popup goes there, its
 * result handle comes back by message, CONNECT_SOCIAL trades it for a session, then the
 * embedded account connects (GET_USER). SOCIAL_LOGIN_SUCCESS { provider } is tracked when
 * analytics are on. The popup is closed whatever happens; a popup the visitor
 * closed rejects with SocialLoginError 'popupClosed'.
 * @example await connectSocial(context, { provider: 'google', popup })
 */
export async function connectSocial(context: CoreContext, params: { readonly provider: string; readonly popup: SocialPopup }): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
  const { provider, popup } = params
  // The visitor may close the popup while the frame loads: that rejection is read below, not unhandled.
  popup.result.catch(() => undefined)
  try {
    const namespace = embeddedNamespace(context)
    const network = namespace && context.state.getSnapshot().networks[namespace]?.caipNetwork
    if (!context.embedded || !namespace || !network) throw new AddressOrAuthConnectorNotFoundError()
    const { wallet } = await context.embedded()
    popup.goTo(await wallet.getSocialRedirectUri(provider))
    const resultUri = await popup.result
    popup.close()
    await wallet.connectSocial({ uri: resultUri, network })
    const connected = await connectWallet(context, { connectorId: AUTH_CONNECTOR_ID, namespace })
    context.state.update((state) => updateAccount(state, namespace, (account) => ({ ...account, socialProvider: provider })))
    void context.telemetry?.track('SOCIAL_LOGIN_SUCCESS', { provider })
    return connected
  } finally {
    popup.close()
  }
}
