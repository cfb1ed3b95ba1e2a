import type { ConnectSignInRequest } from '../../ports/ChainAdapter.js'
import { toNetworkSnapshot } from '../network/toNetworkSnapshot.js'
import { isStillActive } from './checkSiwxSession.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxSession } from './Siwx.js'
import type { SiwxContext } from './SiwxContext.js'
import type { SiwxTarget } from './readSiwxTarget.js'
import { toSignInInput } from './toSignInInput.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'

/** Stands for the account in the message asked for before the wallet says which one it is. */
const UNKNOWN_EVM_ACCOUNT = '0x0000000000000000000000000000000000000000'

/**
 * Offers sign-in while connecting to each adapter that can (WalletConnect one-click): at pairing
 * time the integrator's `createMessage` gives the domain, URI, nonce and statement (the account
 * not known yet). Not with an integrator's own `signIn`, which makes its own request. Returns stop.
 */
export function offerConnectSignIn(context: SiwxContext): () => void {
  const { siwx, core } = context
  if (!siwx || siwx.signIn) return () => undefined
  const adapters = [...core.adapters.values()].filter((adapter) => adapter.namespace === 'eip155' && adapter.setConnectSignInRequest)
  const request = async (): Promise<ConnectSignInRequest | undefined> => {
    const active = toNetworkSnapshot(core.state.getSnapshot()).caipNetwork
    const network = active?.chainNamespace === 'eip155' ? active : core.options.networks.find((candidate) => candidate.chainNamespace === 'eip155')
    if (!network) return undefined
    try {
      const input = toSignInInput(toSiwxMessageData(await siwx.createMessage({ accountAddress: UNKNOWN_EVM_ACCOUNT, chainId: network.caipNetworkId })))
      if (!input) return undefined
      const { address: _address, chainId: _chainId, ...parts } = input
      return parts
    } catch (error) {
      core.logger.warn('the one-click sign-in request could not be built; connecting without it', error)
      return undefined
    }
  }
  for (const adapter of adapters) adapter.setConnectSignInRequest?.(request)
  return () => {
    for (const adapter of adapters) adapter.setConnectSignInRequest?.(undefined)
  }
}

/**
 * Takes the sign-in the connect brought for `target` and passes it through the integrator's
 * verification (`siwx.addSession`), as a two-step sign-in does: signed in, no second prompt.
 * False when there is none, it is for another account, or it is refused: the sign view follows
 * then (a `personal_sign`), so there is no dead end.
 */
export async function adoptConnectSignIn(context: SiwxContext, target: SiwxTarget): Promise<boolean> {
  const { siwx, core, state, modal } = context
  // The bound adapter itself: the embedded wallet's wrapper (adapterFor) does not carry this member.
  const adapter = core.adapters.get(target.namespace)
  const signed = adapter?.takeConnectSignIn?.({ chainId: target.chainId })
  if (!siwx || !signed || signed.address.toLowerCase() !== target.address.toLowerCase()) return false
  let session: SiwxSession
  try {
    session = { data: parseSiwxMessage(signed.message), message: signed.message, signature: signed.signature, cacao: signed.cacao }
    await siwx.addSession(session)
  } catch (error) {
    core.logger.warn('the one-click sign-in was refused; asking for a signature instead', error)
    return false
  }
  if (!isStillActive(context, target)) return true
  state.update((previous) => ({ ...previous, status: 'signedIn', session, error: undefined }))
  modal.close({ force: true })
  core.emit({ type: 'SIWX_AUTH_SUCCESS', namespace: target.namespace, address: target.address })
  return true
}
