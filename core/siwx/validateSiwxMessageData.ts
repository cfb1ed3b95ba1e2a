import type { ChainNamespace } from '../network/Network.js'
import type { SiwxMessageData } from './Siwx.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { isRfc3986Authority, isRfc3986Pchars, isRfc3986Scheme, isRfc3986Uri } from './rfc3986.js'
import { SiwxFieldError } from './SiwxFieldError.js'
import { SIWX_NAMESPACES, type SiwxAddressRule } from './siwxNamespaces.js'

/** EIP-4361 `statement`: `*( reserved / unreserved / " " )`, one line; empty is refused (it would read as a blank line). */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const NONCE = /^[A-Za-z0-9]{8,}$/

/** Parameters of `validateSiwxMessageData`. */
export interface ValidateSiwxMessageOptions {
  /** A stricter address rule (e.g. EIP-55 from a verifier); the format rule always applies. */
  readonly isAddress?: SiwxAddressRule
}

/**
 * Checks every field against the EIP-4361 / CAIP-122 grammar and returns the
 * namespace; the first bad field throws a `SiwxFieldError` naming it. Data may come
 * from outside (JSON), so types are checked too.
 * @example validateSiwxMessageData(data) // 'eip155'
 */
export function validateSiwxMessageData(data: SiwxMessageData, options: ValidateSiwxMessageOptions = {}): ChainNamespace {
  const fail = (field: keyof SiwxMessageData, problem: string): never => {
    throw new SiwxFieldError(field, problem, { value: data[field] })
  }
  if (data.scheme !== undefined && !(isString(data.scheme) && isRfc3986Scheme(data.scheme))) fail('scheme', 'must be an RFC 3986 scheme')
  if (!isString(data.domain) || !isRfc3986Authority(data.domain)) fail('domain', 'must be an RFC 3986 authority')
  const namespace = namespaceOf(data.chainId) ?? fail('chainId', 'must be a CAIP-2 id of a sign-in namespace (eip155:1, solana:…)')
  const rules = SIWX_NAMESPACES[namespace]
  const reference = data.chainId.slice(namespace.length + 1)
  if (!rules?.reference.test(reference)) fail('chainId', `has no valid ${namespace} chain reference`)
  const address = data.accountAddress
  if (!isString(address) || !rules?.address.test(address) || (options.isAddress && !options.isAddress(namespace, address))) {
    fail('accountAddress', namespace === 'eip155' ? 'must be an EIP-55 checksummed address' : `must be a ${namespace} address`)
  }
  if (data.statement !== undefined && !(isString(data.statement) && STATEMENT.test(data.statement))) {
    fail('statement', 'must be one non-empty line of EIP-4361 statement characters (no line break)')
  }
  if (!isString(data.uri) || !isRfc3986Uri(data.uri)) fail('uri', 'must be an absolute RFC 3986 URI')
  if (data.version !== '1') fail('version', 'must be "1"')
  if (!isString(data.nonce) || !NONCE.test(data.nonce)) fail('nonce', 'must be at least 8 letters or digits')
  if (!isString(data.issuedAt) || parseRfc3339DateTime(data.issuedAt) === undefined) fail('issuedAt', 'must be an RFC 3339 date-time')
  for (const field of ['expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !(isString(value) && parseRfc3339DateTime(value) !== undefined)) fail(field, 'must be an RFC 3339 date-time')
  }
  // EIP-4361 allows an empty `*pchar`, but other readers (viem) take `Request ID: ` for no request id: refused, so all read alike.
  if (data.requestId !== undefined && !(isString(data.requestId) && data.requestId !== '' && isRfc3986Pchars(data.requestId))) {
    fail('requestId', 'must be one or more RFC 3986 pchars')
  }
  if (data.resources !== undefined && !(Array.isArray(data.resources) && data.resources.every((each) => isString(each) && isRfc3986Uri(each)))) {
    fail('resources', 'must be a list of absolute RFC 3986 URIs')
  }
  return namespace
}

function namespaceOf(chainId: unknown): ChainNamespace | undefined {
  if (!isString(chainId) || chainId.indexOf(':') < 1) return undefined
  const namespace = chainId.slice(0, chainId.indexOf(':'))
  return Object.hasOwn(SIWX_NAMESPACES, namespace) ? (namespace as ChainNamespace) : undefined
}

function isString(value: unknown): value is string {
  return typeof value === 'string'
}
