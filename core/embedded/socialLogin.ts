import type { CoreContext } from '../CoreContext.js'
import { connectWallet } from '../connection/connectWallet.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { updateAccount } from '../state/updateWalletState.js'
import { AUTH_CONNECTOR_ID } from './authConnector.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import type { SocialPopup } from './SocialPopup.js'

type Connected = { readonly address: string; readonly caipNetworkId: string }

/** The Storage key of a top-level social login's provider (Telegram mini app), read back on return (here: EMBEDDED_STORAGE_KEYS is in the initial chunk). */
export const PENDING_SOCIAL_PROVIDER_KEY = 'embedded.pendingSocialProvider'

/**
 * A social login through the popup the click handler opened (on the frame's origin): the
 * frame gives the provider's sign-in URL (GET_SOCIAL_REDIRECT_URI), the popup goes there, its
 * result handle comes back by message, CONNECT_SOCIAL trades it for a session, then the
 * embedded account connects (GET_USER). SOCIAL_LOGIN_SUCCESS { provider } is tracked when
 * analytics are on. The popup is closed whatever happens; a popup the visitor
 * closed rejects with SocialLoginError 'popupClosed'.
 * A top-level login (`popup.returnUrl`, the Telegram mini app) stores the provider, then the
 * page leaves for the provider; `connectSocialResult` finishes it on return.
 * @example await connectSocial(context, { provider: 'google', popup })
 */
export async function connectSocial(context: CoreContext, params: { readonly provider: string; readonly popup: SocialPopup }): Promise<Connected> {
  const { provider, popup } = params
  // The visitor may close the popup while the frame loads: that rejection is read below, not unhandled.
  popup.result.catch(() => undefined)
  try {
    const { wallet, namespace, network } = await embeddedParts(context)
    const uri = await wallet.getSocialRedirectUri(provider, popup.returnUrl)
    if (popup.returnUrl) await context.storage.set(PENDING_SOCIAL_PROVIDER_KEY, provider)
    popup.goTo(uri)
    const resultUri = await popup.result
    popup.close()
    return await finish(context, { wallet, namespace, network, provider, resultUri })
  } finally {
    popup.close()
  }
}

/**
 * The return of a top-level social login (Telegram mini app): the `result_uri` the provider's
 * callback brought back is traded for a session (CONNECT_SOCIAL) and the embedded account
 * connects; the stored provider is cleared whatever happens.
 * @example await connectSocialResult(context, { resultUri })
 */
export async function connectSocialResult(context: CoreContext, params: { readonly resultUri: string }): Promise<Connected> {
  try {
    const provider = (await context.storage.get(PENDING_SOCIAL_PROVIDER_KEY)) ?? 'social'
    return await finish(context, { ...(await embeddedParts(context)), provider, resultUri: params.resultUri })
  } finally {
    await context.storage.remove(PENDING_SOCIAL_PROVIDER_KEY)
  }
}

async function embeddedParts(context: CoreContext) {
  const namespace = embeddedNamespace(context)
  const network = namespace && context.state.getSnapshot().networks[namespace]?.caipNetwork
  if (!context.embedded || !namespace || !network) throw new AddressOrAuthConnectorNotFoundError()
  const { wallet } = await context.embedded()
  return { wallet, namespace, network }
}

async function finish(context: CoreContext, parts: Awaited<ReturnType<typeof embeddedParts>> & { readonly provider: string; readonly resultUri: string }): Promise<Connected> {
  const { wallet, namespace, network, provider, resultUri } = parts
  await wallet.connectSocial({ uri: resultUri, network })
  const connected = await connectWallet(context, { connectorId: AUTH_CONNECTOR_ID, namespace })
  context.state.update((state) => updateAccount(state, namespace, (account) => ({ ...account, socialProvider: provider })))
  void context.telemetry?.track('SOCIAL_LOGIN_SUCCESS', { provider })
  return connected
}
