import { toWalletError } from '../errors/providerErrors.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'

/**
 * Asks the connected wallet to sign `message` (EVM: personal_sign). A refusal
 * is a typed `UserRejectedRequestError`.
 * @example const signature = await signMessage(context, { message: 'hello' })
 */
export async function signMessage(
  context: CoreContext,
  params: { readonly message: string; readonly namespace?: ChainNamespace },
): Promise<string> {
  const state = context.state.getSnapshot()
  const namespace = params.namespace ?? state.activeNamespace
  const connection = state.connections.find((candidate) => candidate.namespace === namespace)
  const address = state.accounts[namespace]?.address
  if (!connection || !address) throw new AddressOrAuthConnectorNotFoundError()
  try {
    const signature = await adapterFor(context, namespace).signMessage({ connectorId: connection.connectorId, address, message: params.message })
    context.emit({ type: 'SIGN_MESSAGE_SUCCESS', namespace, address })
    return signature
  } catch (cause) {
    const error = toWalletError(cause)
    context.emit({ type: 'SIGN_MESSAGE_ERROR', namespace, error })
    throw error
  }
}
