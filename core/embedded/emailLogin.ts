import type { CoreContext } from '../CoreContext.js'
import { connectWallet } from '../connection/connectWallet.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { updateAccount } from '../state/updateWalletState.js'
import { AUTH_CONNECTOR_ID } from './authConnector.js'
import type { EmailLoginCooldown } from './checkEmailLoginCooldown.js'
import type { AccountState } from '../account/Account.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { EMBEDDED_WALLET_NAMESPACES } from './isEmbeddedWalletAvailable.js'
import type { EmbeddedParts } from './EmbeddedParts.js'
import type { EmailConnectAction, EmailUpdateAction } from './frameReplies.js'

type Connected = { readonly address: string; readonly caipNetworkId: string }

/**
 * Starts an email login (the frame is created now): 'VERIFY_OTP' → `connectEmailOtp`;
 * 'VERIFY_DEVICE' → `connectEmailDevice`, then the code; 'CONNECT' → connected already.
 * @example await connectEmail(context, { email: 'visitor@example.com' }) // 'VERIFY_OTP'
 */
export async function connectEmail(context: CoreContext, params: { readonly email: string }): Promise<EmailConnectAction> {
  const action = await (await embeddedOf(context)).wallet.connectEmail(params)
  if (action === 'CONNECT') await connectEmbedded(context)
  return action
}

/**
 * Creates the frame and runs its handshake ahead of the login (the visitor turned to the email
 * field), so that submitting the address waits for the code only. A failure is in the state.
 */
export async function prepareEmailLogin(context: CoreContext): Promise<void> {
  await (await embeddedOf(context)).wallet.ready()
}

/** Waits until the visitor clicked the device link the frame emailed; a code follows. */
export async function connectEmailDevice(context: CoreContext): Promise<void> {
  await (await embeddedOf(context)).wallet.connectDevice()
}

/** Sends the emailed 6-digit code, then connects the embedded account (AUTH). */
export async function connectEmailOtp(context: CoreContext, params: { readonly otp: string }): Promise<Connected> {
  await (await embeddedOf(context)).wallet.connectOtp(params)
  return connectEmbedded(context)
}

/** Whether an email login now would be refused by the 30 s cooldown, and for how long. */
export async function getEmailLoginCooldown(context: CoreContext): Promise<EmailLoginCooldown> {
  return (await embeddedOf(context)).wallet.emailLoginCooldown()
}

/** Starts changing the signed-in email: a code goes to the current address. */
export async function updateEmail(context: CoreContext, params: { readonly email: string }): Promise<EmailUpdateAction> {
  return (await embeddedOf(context)).wallet.updateEmail(params)
}

/** The code sent to the current address; a code then goes to the new one. */
export async function updateEmailPrimaryOtp(context: CoreContext, params: { readonly otp: string }): Promise<EmailUpdateAction> {
  return (await embeddedOf(context)).wallet.updateEmailPrimaryOtp(params)
}

/** The code sent to the new address; the account's email becomes the new one. */
export async function updateEmailSecondaryOtp(context: CoreContext, params: { readonly otp: string }): Promise<string> {
  const email = await (await embeddedOf(context)).wallet.updateEmailSecondaryOtp(params)
  // The embedded account of every namespace is the same user.
  const withEmail = (account: AccountState): AccountState => (account.user ? { ...account, user: { ...account.user, email } } : account)
  context.state.update((state) => EMBEDDED_WALLET_NAMESPACES.reduce((next, namespace) => updateAccount(next, namespace, withEmail), state))
  return email
}

/**
 * A JSON-RPC request to the embedded wallet through its gate, on the namespace's current network
 * (solana for `solana_*` methods, eip155 for the rest).
 * @example await requestEmbedded(context, { method: 'eth_blockNumber' })
 */
export async function requestEmbedded(context: CoreContext, params: { readonly method: string; readonly params?: readonly unknown[] }): Promise<unknown> {
  const network = context.state.getSnapshot().networks[params.method.startsWith('solana_') ? 'solana' : 'eip155']?.caipNetwork
  if (!network) throw new AddressOrAuthConnectorNotFoundError()
  return (await embeddedOf(context)).rpc.request({ ...params, network })
}

function embeddedOf(context: CoreContext): Promise<EmbeddedParts> {
  return context.embedded ? context.embedded() : Promise.reject(new AddressOrAuthConnectorNotFoundError())
}

/** The login connects the embedded account in the active namespace when it serves it (`embeddedNamespace`). */
function connectEmbedded(context: CoreContext): Promise<Connected> {
  const namespace = embeddedNamespace(context)
  if (!namespace) return Promise.reject(new AddressOrAuthConnectorNotFoundError())
  return connectWallet(context, { connectorId: AUTH_CONNECTOR_ID, namespace })
}
