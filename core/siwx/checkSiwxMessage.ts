import type { SiwxMessageData } from './Siwx.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import type { SiwxRefusalReason } from './SiwxVerificationError.js'

/** What a verifier expects of a message; unset fields are not checked, except time. */
export interface SiwxExpectations {
  /** The authority the visitor is on (domain binding: a phishing origin cannot reuse it). */
  readonly domain?: string
  readonly scheme?: string
  /** Exact URI, or for http(s) any URI of the same origin. */
  readonly uri?: string
  /** Allowed CAIP-2 chains. */
  readonly chainIds?: readonly string[]
  readonly address?: string
  readonly nonce?: string
  /** The current time, epoch ms (from a Clock). */
  readonly now: number
  /**
   * The tolerated difference between the signer's clock and `now`, ms. When set, an `issuedAt`
   * later than now + this is refused ('issuedInFuture'), and a `notBefore` up to this far ahead passes.
   */
  readonly clockSkewMs?: number
  /** When set, an `issuedAt` older than this many ms is refused. */
  readonly maxAgeMs?: number
}

/**
 * The first expectation a message fails, or undefined: domain, scheme, URI, chain,
 * account, nonce, then expirationTime / notBefore / issuedAt against `now`.
 * @example checkSiwxMessage(data, { domain: 'example.com', now: clock.now() }) // 'expired'
 */
export function checkSiwxMessage(data: SiwxMessageData, expect: SiwxExpectations): SiwxRefusalReason | undefined {
  if (expect.domain !== undefined && data.domain.toLowerCase() !== expect.domain.toLowerCase()) return 'domainMismatch'
  if (expect.scheme !== undefined && data.scheme !== expect.scheme) return 'schemeMismatch'
  if (expect.uri !== undefined && !isSameUri(data.uri, expect.uri)) return 'uriMismatch'
  if (expect.chainIds !== undefined && !expect.chainIds.includes(data.chainId)) return 'chainMismatch'
  if (expect.address !== undefined && !isSameAddress(data, expect.address)) return 'addressMismatch'
  if (expect.nonce !== undefined && data.nonce !== expect.nonce) return 'nonceMismatch'
  return checkSiwxTimes(data, expect)
}

/** The time part of `checkSiwxMessage`: a session is usable only between notBefore and expirationTime. */
export function checkSiwxTimes(
  data: Pick<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>,
  expect: Pick<SiwxExpectations, 'now' | 'clockSkewMs' | 'maxAgeMs'>,
): SiwxRefusalReason | undefined {
  const at = (value: string | undefined): number | undefined => (value === undefined ? undefined : (parseRfc3339DateTime(value) ?? Number.NaN))
  const issuedAt = at(data.issuedAt)
  const expiresAt = at(data.expirationTime)
  const notBefore = at(data.notBefore)
  if ([issuedAt, expiresAt, notBefore].some((time) => Number.isNaN(time)) || !Number.isFinite(expect.now)) return 'invalidMessage'
  if (expiresAt !== undefined && expect.now >= expiresAt) return 'expired'
  if (notBefore !== undefined && expect.now + (expect.clockSkewMs ?? 0) < notBefore) return 'notYetValid'
  if (issuedAt !== undefined && expect.clockSkewMs !== undefined && issuedAt > expect.now + expect.clockSkewMs) return 'issuedInFuture'
  if (issuedAt !== undefined && expect.maxAgeMs !== undefined && expect.now - issuedAt > expect.maxAgeMs) return 'tooOld'
  return undefined
}

function isSameAddress(data: SiwxMessageData, expected: string): boolean {
  // EVM addresses are one address in any letter case; base58 is case-sensitive.
  return data.chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === expected.toLowerCase()
    : data.accountAddress === expected
}

function isSameUri(actual: string, expected: string): boolean {
  if (actual === expected) return true
  try {
    const a = new URL(actual)
    const b = new URL(expected)
    return (a.protocol === 'https:' || a.protocol === 'http:') && a.origin === b.origin
  } catch {
    return false
  }
}
