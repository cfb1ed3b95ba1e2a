import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from './Siwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'
import { SiwxFieldError } from './SiwxFieldError.js'

const EVM: SiwxMessageData = {
  domain: 'example.com',
  uri: 'https://example.com/login',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  version: '1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
}
const SOLANA: SiwxMessageData = { ...EVM, accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }

function fieldOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof SiwxFieldError) return error.field
    throw error
  }
  return undefined
}

describe('createSiwxMessage', () => {
  it('default: the EIP-4361 text for eip155', () => {
    expect(createSiwxMessage({ ...EVM, statement: 'Sign in to Example', resources: ['https://example.com/tos'] }).toString()).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdefgh12345678',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Resources:',
        '- https://example.com/tos',
      ].join('\n'),
    )
  })

  it('parameters: solana says "Solana account" and its CAIP-2 reference', () => {
    const text = createSiwxMessage({ ...SOLANA, expirationTime: '2026-01-02T00:00:00.000Z', requestId: 'r-1' }).toString()

    expect(text).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdefgh12345678',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-02T00:00:00.000Z',
        'Request ID: r-1',
      ].join('\n'),
    )
  })

  it('behavior: the message carries its fields, frozen, and only its fields', () => {
    const message = createSiwxMessage({ ...EVM, extra: 'dropped' } as SiwxMessageData)

    expect(Object.isFrozen(message)).toBe(true)
    expect(toSiwxMessageData(message)).toEqual(EVM)
  })

  it.each<[string, Partial<SiwxMessageData>, string]>([
    ['a statement with a newline', { statement: 'Sign in\nURI: https://evil.example' }, 'statement'],
    ['a statement with a carriage return', { statement: 'Sign in\r' }, 'statement'],
    ['an empty statement', { statement: '' }, 'statement'],
    ['a statement outside the EIP-4361 alphabet', { statement: 'Anmelden für 50%' }, 'statement'],
    ['a domain that is not an authority', { domain: 'https://example.com/path' }, 'domain'],
    ['an empty domain', { domain: '' }, 'domain'],
    ['a bad scheme', { scheme: '1https' }, 'scheme'],
    ['a relative URI', { uri: '/login' }, 'uri'],
    ['a URI with a space', { uri: 'https://example.com/a b' }, 'uri'],
    ['a bad resource', { resources: ['https://example.com', ':nope'] }, 'resources'],
    ['a short nonce', { nonce: 'abc1234' }, 'nonce'],
    ['a nonce with symbols', { nonce: 'abcdefgh-1234' }, 'nonce'],
    ['version 2', { version: '2' }, 'version'],
    ['an unknown namespace', { chainId: 'cosmos:hub' }, 'chainId'],
    ['a chain reference with a leading zero', { chainId: 'eip155:01' }, 'chainId'],
    ['an address that is not hex', { accountAddress: '0xnothex' }, 'accountAddress'],
    ['no issuedAt', { issuedAt: undefined }, 'issuedAt'],
    ['an unparseable issuedAt', { issuedAt: 'yesterday' }, 'issuedAt'],
    ['an impossible date', { expirationTime: '2026-02-30T00:00:00Z' }, 'expirationTime'],
    ['expiration at issuance', { expirationTime: '2026-01-01T00:00:00.000Z' }, 'expirationTime'],
    ['expiration before issuance', { expirationTime: '2025-12-31T23:00:00Z' }, 'expirationTime'],
    ['validity starting after expiration', { expirationTime: '2026-01-02T00:00:00Z', notBefore: '2026-01-03T00:00:00Z' }, 'notBefore'],
    ['a Request ID with a space', { requestId: 'a b' }, 'requestId'],
  ])('refuses %s', (_name, overrides, field) => {
    expect(fieldOf(() => createSiwxMessage({ ...EVM, ...overrides }))).toBe(field)
  })

  it('parameters: activeChainId refuses a message for another chain', () => {
    expect(fieldOf(() => createSiwxMessage(EVM, { activeChainId: 'eip155:137' }))).toBe('chainId')
    expect(fieldOf(() => createSiwxMessage(EVM, { activeChainId: 'eip155:1' }))).toBeUndefined()
  })

  it('parameters: isAddress adds the namespace’s strict rule (e.g. EIP-55 from a verifier)', () => {
    const strict = { isAddress: (_namespace: string, address: string) => address !== address.toLowerCase() }

    expect(fieldOf(() => createSiwxMessage({ ...EVM, accountAddress: EVM.accountAddress.toLowerCase() }, strict))).toBe('accountAddress')
  })

  it('behavior: the error is typed, names the field and keeps the value', () => {
    const error = (() => {
      try {
        createSiwxMessage({ ...EVM, statement: 'a\nb' })
      } catch (caught) {
        return caught
      }
    })() as SiwxFieldError

    expect(error).toBeInstanceOf(SiwxFieldError)
    expect(error.name).toBe('SiwxFieldError')
    expect(error.category).toBe('VALIDATION_ERROR')
    expect(error.details).toEqual({ field: 'statement', value: 'a\nb' })
  })
})
