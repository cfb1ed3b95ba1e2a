import { disconnectWallet } from '../connection/disconnectWallet.js'
import type { ChainNamespace } from '../network/Network.js'
import type { SiwxContext } from './SiwxContext.js'
import { SiwxSignInError } from './SiwxSignInError.js'

/**
 * A sign-in that cannot even be set up says 'A problem occurred while
 * trying initialize authentication', disconnects the wallet and resets the view to Connect.
 */
export async function failSiwxSetup(context: SiwxContext, params: { readonly namespace: ChainNamespace; readonly cause: unknown }): Promise<SiwxSignInError> {
  const { core, state, modal } = context
  const error = new SiwxSignInError('initFailed', { cause: params.cause })
  core.logger.error('sign-in setup failed', params.cause)
  state.update((previous) => ({ ...previous, status: 'awaitingSignature', error }))
  core.emit({ type: 'SIWX_AUTH_ERROR', namespace: params.namespace, error })
  await disconnectWallet(core, { namespace: params.namespace }).catch((cause: unknown) => core.logger.warn('disconnect after a sign-in setup failure failed', cause))
  modal.router.reset('Connect')
  return error
}
