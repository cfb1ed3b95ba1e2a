import { adapterFor } from '../connection/adapterFor.js'
import { SiwxError } from './SiwxError.js'
import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from './Siwx.js'
import { isStillActive, showSignView } from './checkSiwxSession.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'
import { failSiwxSetup } from './failSiwxSetup.js'
import { SiwxFieldError } from './SiwxFieldError.js'
import { readSiwxTarget, type SiwxTarget } from './readSiwxTarget.js'
import type { SiwxContext } from './SiwxContext.js'
import { SiwxSignInError } from './SiwxSignInError.js'
import { signInAttempt } from './signInAttempts.js'
import { signInOneStep, type WalletSignedSession } from './signInOneStep.js'

/** How a sign-in ended (preconditions failing throw a `SiwxError` instead). */
export type SiwxSignInResult =
  | { readonly status: 'signedIn'; readonly session: SiwxSession }
  | { readonly status: 'declined' | 'failed'; readonly error: SiwxSignInError }

/**
 * Sign-in: builds the message (`siwx.createMessage`), asks the wallet to sign
 * it (in one step when its adapter offers `signIn`, as Solana wallets do; otherwise the
 * CAIP-122 text with `signMessage`), stores the session (`siwx.addSession`) and closes the modal.
 * A one-step answer for another account is refused ('The wallet signed in with another
 * account'). A decline keeps or reopens SIWXSignMessage with 'Signature declined' (smart
 * accounts: 'This application might not support Smart Accounts'); a message that cannot be
 * built is a setup failure.
 * Needs an active address, network and connection: the exact-text `SiwxError`s otherwise.
 * @example const result = await signIn(context) // { status: 'signedIn', session }
 */
export async function signIn(context: SiwxContext): Promise<SiwxSignInResult> {
  const { siwx, state, core, modal } = context
  if (!siwx) throw new SiwxError('notEnabled')
  const snapshot = core.state.getSnapshot()
  if (!snapshot.accounts[snapshot.activeNamespace]?.address) throw new SiwxError('noActiveCaipAddress')
  const target = readSiwxTarget(snapshot)
  if (!target || !core.adapters.has(target.namespace)) throw new SiwxError('noActiveCaipNetworkOrClient')
  const connectorId = target.connectorId
  if (connectorId === undefined) throw new SiwxError('noConnectionClient')
  const input = { accountAddress: target.address, chainId: target.chainId }
  state.update((previous) => ({ ...previous, required: siwx.getRequired?.() ?? false, status: 'signing', error: undefined }))

  let message: SiwxMessage | undefined
  if (!siwx.signIn) {
    try {
      message = await createActiveMessage(siwx, input)
    } catch (cause) {
      return { status: 'failed', error: await failSiwxSetup(context, { namespace: target.namespace, cause }) }
    }
  }
  const attempt = signInAttempt(context)
  // A signature that arrives after the visitor cancelled (or switched account) is not a sign-in.
  const abandoned = () => signInAttempt(context) !== attempt || !isStillActive(context, target)
  try {
    let session: SiwxSession
    if (siwx.signIn) {
      session = await siwx.signIn(input)
      if (abandoned()) {
        await siwx.revokeSession(session.data.chainId, session.data.accountAddress)
        return { status: 'declined', error: discard(context, target) }
      }
    } else {
      const signed = await signWithWallet(context, target, connectorId, message as SiwxMessage)
      if (abandoned()) return { status: 'declined', error: discard(context, target) }
      if (!isSameAccount(target, signed.signer)) {
        const error = new SiwxSignInError('wrongAccount', { details: { expected: target.address, signer: signed.signer } })
        return { status: 'failed', error: report(context, target, error) }
      }
      session = signed.session
      await siwx.addSession(session)
    }
    if (isStillActive(context, target)) state.update((previous) => ({ ...previous, status: 'signedIn', session, error: undefined }))
    modal.close({ force: true })
    core.emit({ type: 'SIWX_AUTH_SUCCESS', namespace: target.namespace, address: target.address })
    return { status: 'signedIn', session }
  } catch (cause) {
    return { status: 'declined', error: decline(context, target, cause) }
  }
}

/** The integrator's message, refused (nothing is signed) unless it is for the active chain and account. */
async function createActiveMessage(siwx: SiwxConfig, input: SiwxMessageInput): Promise<SiwxMessage> {
  const message = await siwx.createMessage(input)
  if (message.chainId !== input.chainId || message.accountAddress.toLowerCase() !== input.accountAddress.toLowerCase()) {
    throw new SiwxFieldError(message.chainId !== input.chainId ? 'chainId' : 'accountAddress', 'must be the active one', { value: message.chainId })
  }
  return message
}

/** The wallet signs: in one step when its adapter offers it (Sign In With Solana), else the CAIP-122 text. */
async function signWithWallet(context: SiwxContext, target: SiwxTarget, connectorId: string, message: SiwxMessage): Promise<WalletSignedSession> {
  const adapter = adapterFor(context.core, target.namespace)
  const oneStep = await signInOneStep(adapter, { target, connectorId, message })
  if (oneStep) return oneStep
  const text = String(message)
  const signature = await adapter.signMessage({ connectorId, address: target.address, message: text })
  return { session: { data: toSiwxMessageData(message), message: text, signature }, signer: target.address }
}

/** Whether the wallet signed as the connected account (EVM addresses in any letter case; base58 exactly). */
function isSameAccount(target: SiwxTarget, signer: string): boolean {
  return target.namespace === 'eip155' ? signer.toLowerCase() === target.address.toLowerCase() : signer === target.address
}

/** A refused or failed signature: the error in state, the sign view shown again. */
function decline(context: SiwxContext, target: SiwxTarget, cause: unknown): SiwxSignInError {
  const error = new SiwxSignInError(target.isSmartAccount ? 'smartAccountDeclined' : 'declined', { cause })
  context.core.logger.warn('sign-in was not completed', cause)
  return report(context, target, error)
}

/** A sign-in that did not happen: the error in state, the sign view shown again, the outcome reported. */
function report(context: SiwxContext, target: SiwxTarget, error: SiwxSignInError): SiwxSignInError {
  const { core, state } = context
  if (isStillActive(context, target)) {
    state.update((previous) => ({ ...previous, status: 'awaitingSignature', error }))
    showSignView(context)
  }
  core.emit({ type: 'SIWX_AUTH_ERROR', namespace: target.namespace, error })
  return error
}

/** A signature for an abandoned attempt: nothing stored, nothing shown, the outcome reported. */
function discard(context: SiwxContext, target: SiwxTarget): SiwxSignInError {
  const error = new SiwxSignInError('declined')
  context.core.logger.warn('a signature arrived after the sign-in was cancelled; it was discarded')
  context.core.emit({ type: 'SIWX_AUTH_ERROR', namespace: target.namespace, error })
  return error
}
