import type { FrameAccounts } from './FrameAccounts.js'
import { FrameRequestError } from './FrameRequestError.js'
import type { FrameSession } from './FrameSession.js'
import type { FrameWallet } from './FrameWallet.js'
import {
  dappDataPayload,
  emailPayload,
  getUserPayload,
  isConnectedPayload,
  noPayload,
  otpPayload,
  connectSocialPayload,
  preferredAccountPayload,
  rpcAbortPayload,
  rpcRequestPayload,
  socialRedirectPayload,
  switchNetworkPayload,
  themePayload,
} from './framePayloadSchemas.js'
import type { ParentChannel } from './ParentChannel.js'

/**
 * Binds every message the frame serves to its schema and its handler: the session's login and
 * account messages, the wallet's RPC_REQUEST / RPC_ABORT, and (with `accounts`) the smart-account
 * messages.
 * @example registerFrameHandlers({ channel, session, wallet }); channel.start()
 */
export function registerFrameHandlers(parameters: { readonly channel: ParentChannel; readonly session: FrameSession; readonly wallet: FrameWallet; readonly accounts?: FrameAccounts }): void {
  const { channel, session, wallet, accounts } = parameters
  channel
    .handle('SYNC_DAPP_DATA', dappDataPayload, (payload) => session.syncDappData(payload))
    .handle('SYNC_THEME', themePayload, (payload) => session.syncTheme(payload))
    .handle('GET_SMART_ACCOUNT_ENABLED_NETWORKS', noPayload, () => accounts?.enabledNetworks() ?? { smartAccountEnabledNetworks: [] })
    .handle('SET_PREFERRED_ACCOUNT', preferredAccountPayload, (payload) => {
      if (!accounts) throw new FrameRequestError('Smart accounts are not enabled')
      return accounts.setPreferredAccount(payload)
    })
    .handle('IS_CONNECTED', isConnectedPayload, (payload) => session.isConnected(payload))
    .handle('CONNECT_EMAIL', emailPayload, (payload) => session.connectEmail(payload))
    .handle('CONNECT_DEVICE', noPayload, () => session.connectDevice())
    .handle('CONNECT_OTP', otpPayload, (payload) => session.connectOtp(payload))
    .handle('GET_SOCIAL_REDIRECT_URI', socialRedirectPayload, (payload, context) => session.getSocialRedirectUri(payload, context.origin))
    .handle('CONNECT_SOCIAL', connectSocialPayload, (payload, context) => session.connectSocial(payload, context.origin))
    .handle('GET_FARCASTER_URI', noPayload, (_payload, context) => session.getFarcasterUri(context.origin))
    .handle('CONNECT_FARCASTER', noPayload, (_payload, context) => session.connectFarcaster(context.origin))
    .handle('GET_USER', getUserPayload, (payload) => (accounts ? accounts.getUser(payload) : session.getUser(payload)))
    .handle('SIGN_OUT', noPayload, () => session.signOut())
    .handle('GET_CHAIN_ID', noPayload, () => session.getChainId())
    .handle('SWITCH_NETWORK', switchNetworkPayload, (payload) => session.switchNetwork(payload))
    .handle('UPDATE_EMAIL', emailPayload, (payload) => session.updateEmail(payload))
    .handle('UPDATE_EMAIL_PRIMARY_OTP', otpPayload, (payload) => session.updateEmailPrimaryOtp(payload))
    .handle('UPDATE_EMAIL_SECONDARY_OTP', otpPayload, (payload) => session.updateEmailSecondaryOtp(payload))
    .handle('RELOAD', noPayload, () => session.reload())
    .handle('RPC_REQUEST', rpcRequestPayload, (payload, context) => wallet.request(payload, context))
    .handle('RPC_ABORT', rpcAbortPayload, (payload) => wallet.abort(payload.id), { reply: false })
}
