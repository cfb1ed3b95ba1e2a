import type { SiwxMessageData } from './Siwx.js'
import type { SiwxVerifier } from '../../ports/SiwxVerifier.js'
import { checkSiwxMessage, type SiwxExpectations } from './checkSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { SiwxFieldError } from './SiwxFieldError.js'
import { addressRuleOf, chainAliasRuleOf } from './siwxNamespaces.js'
import { SiwxVerificationError, type SiwxRefusalReason } from './SiwxVerificationError.js'

/** The outcome of `verifySiwxMessage`: the message's fields, or a refusal with a typed reason. */
export type SiwxVerification =
  | { readonly ok: true; readonly data: SiwxMessageData }
  | { readonly ok: false; readonly error: SiwxVerificationError }

/** Parameters of `verifySiwxMessage`. */
export interface VerifySiwxMessageParameters {
  readonly message: string
  readonly signature: string
  /** One per namespace (eip155, solana, …); a message of another namespace is refused. */
  readonly verifiers: readonly SiwxVerifier[]
  readonly expect: SiwxExpectations
  /** A store's say on the nonce (unknown, used, expired, issued after the message), asked after the cheap checks and before the signature. */
  readonly checkNonce?: (nonce: string, data: SiwxMessageData) => Promise<SiwxRefusalReason | undefined>
}

/** Longest signature accepted (an EIP-6492 wrapper carries factory calldata). */
const MAX_SIGNATURE_LENGTH = 16_384

/**
 * Verifies a signed sign-in message, CAIP-122 or the text a Solana wallet built for
 * `solana:signIn` (its chain names read through the verifiers): strict parse, then the cheap checks (domain,
 * URI, chain, account, nonce, times, the nonce store), then the namespace verifier's signature check.
 * Never throws: every refusal is a `SiwxVerificationError` with a typed reason.
 * @example const result = await verifySiwxMessage({ message, signature, verifiers, expect: { domain, now } })
 */
export async function verifySiwxMessage(parameters: VerifySiwxMessageParameters): Promise<SiwxVerification> {
  const { message, signature, verifiers, expect } = parameters
  const refuse = (...args: ConstructorParameters<typeof SiwxVerificationError>): SiwxVerification => ({
    ok: false,
    error: new SiwxVerificationError(...args),
  })
  let data: SiwxMessageData
  try {
    data = parseSiwxMessage(message, { isAddress: addressRuleOf(verifiers), chainAlias: chainAliasRuleOf(verifiers) })
  } catch (cause) {
    const field = cause instanceof SiwxFieldError ? cause.field : 'message'
    return refuse('invalidMessage', { cause, details: { field } })
  }
  const namespace = data.chainId.slice(0, data.chainId.indexOf(':'))
  const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier) return refuse('unsupportedNamespace', { details: { namespace } })
  const mismatch = checkSiwxMessage(data, expect) ?? (await parameters.checkNonce?.(data.nonce, data))
  if (mismatch) return refuse(mismatch)
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > MAX_SIGNATURE_LENGTH) return refuse('malformedSignature')
  try {
    const check = await verifier.verifySignature({ message, signature, address: data.accountAddress, chainId: data.chainId })
    return check.valid ? { ok: true, data } : refuse(check.reason)
  } catch (cause) {
    return refuse('verifierUnavailable', { cause })
  }
}
