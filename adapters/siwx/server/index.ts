/**
 * `walletport/siwx/server`: sign-in verification for a host backend (Node 20, no DOM),
 * and the signature verifiers a `LocalSiwx` uses in the page (they run anywhere).
 */
export { createSiwxServer, SIWX_SERVER_NONCE_TTL_MS, SIWX_SERVER_SESSION_TTL_MS, type IssuedNonce, type SiwxServer, type SiwxServerOptions, type SiwxServerResult } from './createSiwxServer.js'
export { MemoryNonceStore, type MemoryNonceStoreOptions } from './MemoryNonceStore.js'
export type { NonceRecord, NonceStore } from './NonceStore.js'
export { MemorySessionStore, type MemorySessionStoreOptions } from './MemorySessionStore.js'
export type { SessionStore } from './SessionStore.js'
export { RedisNonceStore } from './RedisNonceStore.js'
export { RedisSessionStore } from './RedisSessionStore.js'
export type { RedisClient, RedisStoreOptions } from './RedisClient.js'
export { SiwxStoreUnavailableError, SiwxStoreValueError, type SiwxStoreKind } from './siwxStoreErrors.js'
export { ViemSiwxVerifier, type ViemSiwxVerifierOptions } from '../evm/ViemSiwxVerifier.js'
export { NobleSolanaSiwxVerifier, type NobleSolanaSiwxVerifierOptions } from '../solana/NobleSolanaSiwxVerifier.js'
export { verifySiwxMessage, type SiwxVerification, type VerifySiwxMessageParameters } from '../../../core/siwx/verifySiwxMessage.js'
export { parseSiwxMessage } from '../../../core/siwx/parseSiwxMessage.js'
export { createSiwxMessage } from '../../../core/siwx/createSiwxMessage.js'
export { generateNonce } from '../../../core/siwx/generateNonce.js'
export { SiwxVerificationError, SIWX_REFUSAL_REASONS, type SiwxRefusalReason } from '../../../core/siwx/SiwxVerificationError.js'
export { SiwxFieldError, type SiwxField } from '../../../core/siwx/SiwxFieldError.js'
export type { SiwxSignatureCheck, SiwxSignatureRefusal, SiwxSignatureRequest, SiwxVerifier } from '../../../ports/SiwxVerifier.js'
export type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../../core/siwx/Siwx.js'
