import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import type { SiwxMessage, SiwxSession } from './Siwx.js'
import type { SiwxTarget } from './readSiwxTarget.js'
import { toSignInInput } from './toSignInInput.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'

/** A session the wallet signed, and the account it says signed it. */
export interface WalletSignedSession {
  readonly session: SiwxSession
  readonly signer: string
}

/**
 * The one-step sign-in (Sign In With Solana's `solana:signIn`): the wallet builds the text from
 * the message's fields and signs it. The session keeps the message's fields (CAIP-2 chain id),
 * the text the wallet signed and its signature. Undefined when the adapter or the wallet lacks
 * it, or the message has a field the input cannot carry: the caller signs the CAIP-122 text then.
 * @example const signed = await signInOneStep(adapter, { target, connectorId, message })
 */
export async function signInOneStep(
  adapter: ChainAdapter,
  params: { readonly target: SiwxTarget; readonly connectorId: string; readonly message: SiwxMessage },
): Promise<WalletSignedSession | undefined> {
  const data = toSiwxMessageData(params.message)
  const input = toSignInInput(data)
  if (!adapter.signIn || !input) return undefined
  const output = await adapter.signIn({ connectorId: params.connectorId, network: params.target.network, input })
  if (!output) return undefined
  return { session: { data, message: output.message, signature: output.signature }, signer: output.address }
}
