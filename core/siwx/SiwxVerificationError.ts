import { BaseError } from '../errors/BaseError.js'
import type { SiwxSignatureRefusal } from '../../ports/SiwxVerifier.js'

// walletport's own texts (no fixed text exists for these); one per refusal reason.
const REFUSALS = {
  invalidMessage: 'The sign-in message is not a valid CAIP-122 / EIP-4361 message',
  unsupportedNamespace: 'No verifier is configured for this chain namespace',
  domainMismatch: 'The sign-in message is for another domain',
  schemeMismatch: 'The sign-in message is for another scheme',
  uriMismatch: 'The sign-in message is for another URI',
  chainMismatch: 'The sign-in message is for another chain',
  addressMismatch: 'The sign-in message is for another account',
  dataMismatch: 'The session data does not match its message',
  nonceMismatch: 'The sign-in message carries another nonce',
  nonceUnknown: 'The nonce was not issued here',
  nonceReused: 'The nonce was already used',
  nonceExpired: 'The nonce has expired',
  expired: 'The sign-in message has expired',
  notYetValid: 'The sign-in message is not valid yet',
  issuedInFuture: 'The sign-in message is issued in the future: the signer’s clock is ahead of the server’s',
  issuedBeforeNonce: 'The sign-in message is issued before its nonce: the signer’s clock is behind the server’s',
  tooOld: 'The sign-in message was issued too long ago',
  malformedSignature: 'The signature is malformed',
  malleableSignature: 'The signature is not in canonical (low-s) form',
  invalidSignature: 'The signature does not match the account',
  verifierUnavailable: 'The signature could not be checked right now',
} as const satisfies Readonly<Record<string, string>> & Readonly<Record<SiwxSignatureRefusal, string>>

/** Why a sign-in message or signature was refused. */
export type SiwxRefusalReason = keyof typeof REFUSALS

/** Every refusal reason, in a stable order (for schemas and exhaustive tests). */
export const SIWX_REFUSAL_REASONS = Object.keys(REFUSALS) as readonly SiwxRefusalReason[]

/**
 * A refused sign-in, with a typed reason: `new SiwxVerificationError('expired')`.
 * The short message is never a vendor text.
 */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  readonly reason: SiwxRefusalReason

  constructor(reason: SiwxRefusalReason, parameters: { readonly cause?: unknown; readonly details?: Readonly<Record<string, unknown>> } = {}) {
    super(REFUSALS[reason], { category: 'VALIDATION_ERROR', cause: parameters.cause, details: { reason, ...parameters.details } })
    this.reason = reason
  }
}
