import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from './Siwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { SiwxFieldError } from './SiwxFieldError.js'
import { serializeSiwsMessage } from './serializeSiwsMessage.js'
import type { SiwxChainAliasRule } from './siwxNamespaces.js'

const SOLANA: SiwxMessageData = {
  scheme: 'https',
  domain: 'example.com',
  uri: 'https://example.com',
  accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  version: '1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00Z',
  notBefore: '2026-01-01T00:00:00Z',
  statement: 'Sign in to Example',
  resources: [],
}
const text = createSiwxMessage(SOLANA).toString()

function fieldOf(message: string): string | undefined {
  try {
    parseSiwxMessage(message)
  } catch (error) {
    if (error instanceof SiwxFieldError) return error.field
    throw error
  }
  return undefined
}

describe('parseSiwxMessage', () => {
  it('behavior: a solana message round-trips exactly (scheme, statement, empty resources)', () => {
    expect(parseSiwxMessage(text)).toEqual(SOLANA)
    expect(createSiwxMessage(parseSiwxMessage(text)).toString()).toBe(text)
  })

  it.each([
    ['CRLF line endings', text.replaceAll('\n', '\r\n'), 'message'],
    ['a trailing newline', `${text}\n`, 'message'],
    ['a leading blank line', `\n${text}`, 'message'],
    ['an unknown account word', text.replace('Solana account', 'Cosmos account'), 'message'],
    ['an EVM address under the Solana header', text.replace(SOLANA.accountAddress, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), 'accountAddress'],
    ['a duplicated line', text.replace('Version: 1', 'Version: 1\nVersion: 1'), 'chainId'],
    ['an unknown trailing field', `${text}\nSigned By: someone`, 'message'],
    ['a statement on two lines', text.replace('Sign in to Example', 'Sign in\nto Example'), 'statement'],
    ['an empty statement line', text.replace('Sign in to Example\n', '\n'), 'uri'],
    ['the end cut off', text.slice(0, text.indexOf('Nonce:')), 'nonce'],
  ])('refuses %s', (_name, message, field) => {
    expect(fieldOf(message)).toBe(field)
  })

  it('behavior: something that is not a string, or is huge, is refused without reading it', () => {
    expect(fieldOf(42 as unknown as string)).toBe('message')
    expect(fieldOf(`${text}${'x'.repeat(20_000)}`)).toBe('message')
  })
})

describe('parseSiwxMessage: the text a Solana wallet builds for solana:signIn', () => {
  const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const chainAlias: SiwxChainAliasRule = (namespace, name) => (namespace === 'solana' && name === 'mainnet' ? MAINNET : undefined)
  const data: SiwxMessageData = {
    domain: 'example.com',
    accountAddress: SOLANA.accountAddress,
    chainId: MAINNET,
    uri: 'https://example.com',
    version: '1',
    nonce: 'abcdefgh12345678',
    issuedAt: '2026-01-01T00:00:00Z',
  }
  const siws = serializeSiwsMessage(data, 'mainnet')
  const fieldWith = (message: string): string | undefined => {
    try {
      parseSiwxMessage(message, { chainAlias })
    } catch (error) {
      if (error instanceof SiwxFieldError) return error.field
      throw error
    }
    return undefined
  }

  it('behavior: the chain name reads as its CAIP-2 id; no statement is one blank line', () => {
    expect(siws).toContain('\n\nURI: https://example.com\n')
    expect(parseSiwxMessage(siws, { chainAlias })).toStrictEqual(data)
  })

  it('behavior: with a statement and every optional field', () => {
    const full = { ...data, statement: 'Sign in to Example', expirationTime: '2026-01-02T00:00:00Z', requestId: 'r1', resources: ['https://example.com/tos'] }

    expect(parseSiwxMessage(serializeSiwsMessage(full, 'mainnet'), { chainAlias })).toStrictEqual(full)
  })

  it('behavior: a statement that looks like a URI line is still a statement', () => {
    const tricky = serializeSiwsMessage({ ...data, statement: 'URI: https://evil.example' }, 'mainnet')

    expect(parseSiwxMessage(tricky, { chainAlias })).toMatchObject({ statement: 'URI: https://evil.example', uri: 'https://example.com' })
  })

  it.each([
    ['the one-blank-line layout without a chain name (CAIP-122 has two)', siws.replace('Chain ID: mainnet', 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), 'message'],
    ['the two-blank-line layout with a chain name', siws.replace('\n\nURI:', '\n\n\nURI:'), 'message'],
    ['a scheme (not in the wallet-built form)', `https://${siws}`, 'message'],
    ['a chain name no verifier knows', siws.replace('Chain ID: mainnet', 'Chain ID: localnet'), 'chainId'],
  ])('refuses %s', (_name, message, field) => {
    expect(fieldWith(message)).toBe(field)
  })

  it('behavior: without the alias rule a chain name is no CAIP-2 reference', () => {
    expect(fieldOf(siws)).toBe('chainId')
    expect(fieldOf(serializeSiwsMessage({ ...data, statement: 'Hi' }, 'mainnet'))).toBe('chainId')
  })
})
