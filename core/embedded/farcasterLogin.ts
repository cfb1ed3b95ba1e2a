import type { CoreContext } from '../CoreContext.js'
import { connectWallet } from '../connection/connectWallet.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { BaseError } from '../errors/BaseError.js'
import { updateAccount } from '../state/updateWalletState.js'
import { AUTH_CONNECTOR_ID } from './authConnector.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { FarcasterLoginError } from './FarcasterLoginError.js'

/**
 * Sign In With Farcaster through the embedded wallet's frame: GET_FARCASTER_URI gives the
 * relay channel's URL (`onUri` shows it as a QR code; kept as the account's `farcasterUrl`),
 * CONNECT_FARCASTER waits until the Farcaster app signed in, then the embedded account
 * connects (GET_USER). Aborting `signal` (the visitor left the view) cancels in the frame
 * (RELOAD + SYNC_DAPP_DATA) and rejects with FarcasterLoginError 'cancelled'; an expired
 * channel rejects with 'expired' (a new call makes a new code). SOCIAL_LOGIN_SUCCESS
 * { provider: 'farcaster' } is tracked when analytics are on.
 * @example await connectFarcaster(context, { onUri: (url) => showQr(url), signal })
 */
export async function connectFarcaster(context: CoreContext, params: { readonly onUri: (url: string) => void; readonly signal?: AbortSignal }): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
  const { signal } = params
  const namespace = embeddedNamespace(context)
  if (!context.embedded || !namespace) throw new AddressOrAuthConnectorNotFoundError()
  const { wallet } = await context.embedded()
  const cancelled = async (): Promise<never> => {
    await wallet.cancelLogin().catch((error: unknown) => context.logger.warn('the embedded wallet did not cancel the Farcaster login', error))
    throw new FarcasterLoginError('cancelled')
  }
  // Left before anything reached the frame: nothing to cancel there.
  if (signal?.aborted) throw new FarcasterLoginError('cancelled')
  const url = await wallet.getFarcasterUri()
  context.state.update((state) => updateAccount(state, namespace, (account) => ({ ...account, farcasterUrl: url })))
  if (signal?.aborted) return cancelled()
  params.onUri(url)
  try {
    await wallet.connectFarcaster(signal)
  } catch (error) {
    if (signal?.aborted) return cancelled()
    const text = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : ''
    if (/expired/i.test(text)) throw new FarcasterLoginError('expired', undefined, { cause: error })
    throw new FarcasterLoginError('failed', text || undefined, { cause: error })
  }
  const connected = await connectWallet(context, { connectorId: AUTH_CONNECTOR_ID, namespace })
  context.state.update((state) => updateAccount(state, namespace, (account) => ({ ...account, socialProvider: 'farcaster', farcasterUrl: undefined })))
  void context.telemetry?.track('SOCIAL_LOGIN_SUCCESS', { provider: 'farcaster' })
  return connected
}
