import type { SiwxMessage, SiwxMessageData } from './Siwx.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'
import { SiwxFieldError } from './SiwxFieldError.js'
import { validateSiwxMessageData, type ValidateSiwxMessageOptions } from './validateSiwxMessageData.js'

/** Parameters of `createSiwxMessage`. */
export interface CreateSiwxMessageOptions extends ValidateSiwxMessageOptions {
  /** The CAIP-2 id of the network the wallet is on; a message for another chain is refused. */
  readonly activeChainId?: string
}

/**
 * Builds a sign-in message, refusing anything unsafe with a `SiwxFieldError` naming
 * the field: grammar (a statement with a line break, a domain that is not an
 * authority, a bad URI, …), a chain other than the active one, and times out of
 * order (expiration at or before issuance, validity starting after expiration).
 * @example createSiwxMessage({ domain: 'example.com', uri: 'https://example.com', … }).toString()
 */
export function createSiwxMessage(data: SiwxMessageData, options: CreateSiwxMessageOptions = {}): SiwxMessage {
  validateSiwxMessageData(data, options)
  if (options.activeChainId !== undefined && data.chainId !== options.activeChainId) {
    throw new SiwxFieldError('chainId', `must be the active network (${options.activeChainId})`, { value: data.chainId })
  }
  const issuedAt = parseRfc3339DateTime(data.issuedAt ?? '') ?? Number.NaN
  const expiresAt = data.expirationTime === undefined ? undefined : parseRfc3339DateTime(data.expirationTime)
  const notBefore = data.notBefore === undefined ? undefined : parseRfc3339DateTime(data.notBefore)
  if (expiresAt !== undefined && expiresAt <= issuedAt) {
    throw new SiwxFieldError('expirationTime', 'must be after issuedAt', { value: data.expirationTime })
  }
  if (expiresAt !== undefined && notBefore !== undefined && notBefore > expiresAt) {
    throw new SiwxFieldError('notBefore', 'must not be after expirationTime', { value: data.notBefore })
  }
  const fields = toSiwxMessageData(data)
  const text = serializeSiwxMessage(fields)
  return Object.freeze({ ...fields, toString: () => text })
}

