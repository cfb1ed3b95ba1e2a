import * as fc from 'fast-check'
import { getAddress, toHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { NobleSolanaSiwxVerifier } from '../../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { encodeBase58 } from '../../adapters/solana/base58.js'
import { createSiwxMessage } from '../../core/siwx/createSiwxMessage.js'
import { parseSiwxMessage } from '../../core/siwx/parseSiwxMessage.js'
import { serializeSiwsMessage } from '../../core/siwx/serializeSiwsMessage.js'
import { serializeSiwxMessage } from '../../core/siwx/serializeSiwxMessage.js'
import type { SiwxMessageData } from '../../core/siwx/Siwx.js'
import { SiwxFieldError } from '../../core/siwx/SiwxFieldError.js'
import { chainAliasRuleOf } from '../../core/siwx/siwxNamespaces.js'
import { checkProperty, fuzzTimeout, nearValidText, oddValue } from './fuzzRuns.js'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaAlias = chainAliasRuleOf([new NobleSolanaSiwxVerifier()])

const rfc3339 = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString())
const nonce = fc.stringMatching(/^[A-Za-z0-9]{8,24}$/)
const statement = fc.stringMatching(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]{1,40}$/).filter((text) => text.trim() === text || text.length > 0)
const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const solanaAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeBase58).filter((address) => address.length >= 32)
const authority = fc.oneof(fc.domain(), fc.tuple(fc.domain(), fc.integer({ min: 1, max: 65_535 })).map(([host, port]) => `${host}:${port}`), fc.constant('localhost:5173'))

/** Valid message fields of either namespace, every optional field sometimes present. */
function messageData(namespace: 'eip155' | 'solana' = 'eip155'): fc.Arbitrary<SiwxMessageData> {
  return fc
    .record(
      {
        scheme: fc.constantFrom('https', 'http'),
        domain: authority,
        accountAddress: namespace === 'eip155' ? evmAddress : solanaAddress,
        chainId: namespace === 'eip155' ? fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}`) : fc.constant(SOLANA_MAINNET),
        uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
        version: fc.constant('1'),
        nonce,
        issuedAt: rfc3339,
        statement,
        expirationTime: rfc3339,
        notBefore: rfc3339,
        requestId: fc.stringMatching(/^[A-Za-z0-9\-._~]{1,16}$/),
        resources: fc.array(fc.webUrl(), { maxLength: 3 }),
      },
      { requiredKeys: ['domain', 'accountAddress', 'chainId', 'uri', 'version', 'nonce', 'issuedAt'] },
    )
    .map((data) => (isOrdered(data) ? data : withoutTimes(data)))
}

/** createSiwxMessage refuses an expiration at or before issuance and a validity starting after expiration. */
function isOrdered(data: SiwxMessageData): boolean {
  const [issued, expires, notBefore] = [data.issuedAt, data.expirationTime, data.notBefore].map((time) => (time === undefined ? undefined : Date.parse(time)))
  return (expires === undefined || expires > (issued ?? 0)) && (expires === undefined || notBefore === undefined || notBefore <= expires)
}

function withoutTimes({ expirationTime: _expiration, notBefore: _notBefore, ...data }: SiwxMessageData): SiwxMessageData {
  return data
}

/** A refusal of a sign-in text is a SiwxFieldError naming the field; anything else fails the property. */
function parseOrRefuse(text: string, options: Parameters<typeof parseSiwxMessage>[1] = {}): SiwxMessageData | undefined {
  try {
    return parseSiwxMessage(text, options)
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxFieldError)
    return undefined
  }
}

const caipText = fc.oneof(messageData('eip155'), messageData('solana')).map((data) => serializeSiwxMessage(data))
const siwsText = messageData('solana').map(({ scheme: _scheme, ...data }) => serializeSiwsMessage(data, 'mainnet'))

describe('fuzz: SIWX messages', () => {
  it(
    'property: parseSiwxMessage reads any text to fields that serialise back to the very same text, or refuses with SiwxFieldError',
    async () => {
      await checkProperty(
        fc.property(fc.oneof(nearValidText(caipText), oddValue()), (text) => {
          const data = parseOrRefuse(text as string)
          if (data) expect(serializeSiwxMessage(data)).toBe(text)
        }),
      )
    },
    fuzzTimeout(),
  )

  it(
    'property: the Sign In With Solana form (chain aliases) reads to a solana CAIP-2 id and back, or is refused with SiwxFieldError',
    async () => {
      await checkProperty(
        fc.property(nearValidText(siwsText), (text) => {
          const data = parseOrRefuse(text, { chainAlias: solanaAlias })
          if (!data) return
          expect(data.chainId.startsWith('solana:') || data.chainId.startsWith('eip155:')).toBe(true)
          const alias = text.match(/\nChain ID: (.*)\n/)?.[1] ?? ''
          expect([serializeSiwxMessage(data), serializeSiwsMessage(data, alias)]).toContain(text)
        }),
      )
    },
    fuzzTimeout(),
  )

  it(
    'property: createSiwxMessage → parseSiwxMessage gives back the same fields (round trip), for valid data of both namespaces',
    async () => {
      await checkProperty(
        fc.property(fc.oneof(messageData('eip155'), messageData('solana')), (data) => {
          const message = createSiwxMessage(data)
          const { toString: _toString, ...fields } = message
          expect(parseSiwxMessage(message.toString())).toEqual(fields)
        }),
      )
    },
    fuzzTimeout(),
  )

  it(
    'property: what parseSiwxMessage accepts for eip155 and viem parseSiweMessage (the other EIP-4361 reader) reads too, both read to the same fields',
    async () => {
      await checkProperty(
        fc.property(nearValidText(messageData('eip155').map((data) => serializeSiwxMessage(data))), (text) => {
          const data = parseOrRefuse(text)
          if (!data) return
          const viem = parseSiweMessage(text)
          // viem's reader is stricter in places the ABNF allows (a `$` or `!` in a reg-name host): it then reads
          // nothing, which refuses the text; only two readings that both exist must agree.
          if (viem.address === undefined) return
          expect({
            address: viem.address,
            chainId: viem.chainId === undefined ? undefined : `eip155:${viem.chainId}`,
            domain: viem.domain,
            nonce: viem.nonce,
            uri: viem.uri,
            version: viem.version,
            scheme: viem.scheme,
            statement: viem.statement,
            requestId: viem.requestId,
            resources: viem.resources,
          }).toEqual({
            address: data.accountAddress,
            chainId: data.chainId,
            domain: data.domain,
            nonce: data.nonce,
            uri: data.uri,
            version: data.version,
            scheme: data.scheme,
            statement: data.statement,
            requestId: data.requestId,
            resources: data.resources,
          })
          expect(viem.issuedAt?.getTime()).toBe(Date.parse(data.issuedAt ?? ''))
        }),
      )
    },
    fuzzTimeout(),
  )
})

describe('regressions found by fuzzing: SIWX messages', () => {
  it('regression: an empty "Request ID: " line (viem reads it as no request id) is refused, so parseSiwxMessage and viem never read one text two ways', () => {
    const text = serializeSiwxMessage({ domain: 'example.com', accountAddress: `0x${'0'.repeat(40)}`, chainId: 'eip155:1', uri: 'https://example.com', version: '1', nonce: 'abcdefgh1', issuedAt: '2026-01-01T00:00:00.000Z', requestId: '' })
    expect(text.endsWith('\nRequest ID: ')).toBe(true)
    expect(() => parseSiwxMessage(text)).toThrow(SiwxFieldError)
    expect(() => createSiwxMessage({ domain: 'example.com', accountAddress: `0x${'0'.repeat(40)}`, chainId: 'eip155:1', uri: 'https://example.com', version: '1', nonce: 'abcdefgh1', issuedAt: '2026-01-01T00:00:00.000Z', requestId: '' })).toThrow(/requestId/)
  })
})
