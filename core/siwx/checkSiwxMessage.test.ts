import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from './Siwx.js'
import { checkSiwxMessage, checkSiwxTimes } from './checkSiwxMessage.js'

const NOW = Date.UTC(2026, 0, 1, 12)
const DATA: SiwxMessageData = {
  scheme: 'https',
  domain: 'Example.com',
  uri: 'https://example.com/login',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  version: '1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T12:00:00Z',
  notBefore: '2026-01-01T12:00:00Z',
  expirationTime: '2026-01-01T13:00:00Z',
}

describe('checkSiwxMessage', () => {
  it('default: only time is checked when nothing is expected', () => {
    expect(checkSiwxMessage(DATA, { now: NOW })).toBeUndefined()
  })

  it('behavior: every expectation met passes (domain case-insensitive, EVM address in any case, URI on the same origin)', () => {
    expect(
      checkSiwxMessage(DATA, {
        now: NOW,
        domain: 'example.com',
        scheme: 'https',
        uri: 'https://example.com',
        chainIds: ['eip155:1', 'eip155:137'],
        address: DATA.accountAddress.toLowerCase(),
        nonce: 'abcdefgh12345678',
      }),
    ).toBeUndefined()
  })

  it.each([
    ['domainMismatch', { domain: 'example.org' }],
    ['schemeMismatch', { scheme: 'http' }],
    ['uriMismatch', { uri: 'https://example.com.evil.example' }],
    ['uriMismatch', { uri: 'http://example.com' }],
    ['chainMismatch', { chainIds: ['eip155:137'] }],
    ['addressMismatch', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
    ['nonceMismatch', { nonce: 'otherNonce123' }],
    ['expired', { now: NOW + 3_600_000 }],
    ['notYetValid', { now: NOW - 1 }],
  ] as const)('refuses: %s', (reason, expect_) => {
    expect(checkSiwxMessage(DATA, { now: NOW, ...expect_ })).toBe(reason)
  })

  it('behavior: a non-http URI must match exactly', () => {
    const data = { ...DATA, uri: 'did:web:example.com' }
    expect(checkSiwxMessage(data, { now: NOW, uri: 'did:web:example.com' })).toBeUndefined()
    expect(checkSiwxMessage(data, { now: NOW, uri: 'did:web:example.org' })).toBe('uriMismatch')
  })

  it('behavior: Solana addresses are compared exactly (base58 is case-sensitive)', () => {
    const data = { ...DATA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }
    expect(checkSiwxMessage(data, { now: NOW, address: data.accountAddress.toLowerCase() })).toBe('addressMismatch')
  })
})

describe('checkSiwxTimes', () => {
  it('behavior: expiration is exclusive, notBefore inclusive', () => {
    expect(checkSiwxTimes(DATA, { now: Date.UTC(2026, 0, 1, 13) - 1 })).toBeUndefined()
    expect(checkSiwxTimes(DATA, { now: Date.UTC(2026, 0, 1, 13) })).toBe('expired')
  })

  it('parameters: clockSkewMs refuses an issuedAt in the future, maxAgeMs an old one', () => {
    const data = { issuedAt: '2026-01-01T12:02:00Z' }
    expect(checkSiwxTimes(data, { now: NOW, clockSkewMs: 60_000 })).toBe('issuedInFuture')
    expect(checkSiwxTimes(data, { now: NOW, clockSkewMs: 120_000 })).toBeUndefined()
    expect(checkSiwxTimes(data, { now: NOW + 3_720_001, maxAgeMs: 3_600_000 })).toBe('tooOld')
  })

  it('behavior: an unparseable time or clock is invalid, never "valid forever"', () => {
    expect(checkSiwxTimes({ expirationTime: '2026-02-30T00:00:00Z' }, { now: NOW })).toBe('invalidMessage')
    expect(checkSiwxTimes({}, { now: Number.NaN })).toBe('invalidMessage')
  })
})
