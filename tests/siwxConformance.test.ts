import { describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from '../adapters/siwx/evm/ViemSiwxVerifier.js'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'
import { parseRfc3339DateTime } from '../core/siwx/parseRfc3339DateTime.js'
import { parseSiwxMessage } from '../core/siwx/parseSiwxMessage.js'
import { serializeSiwxMessage } from '../core/siwx/serializeSiwxMessage.js'
import { SiwxFieldError } from '../core/siwx/SiwxFieldError.js'
import { toSiwxMessageData } from '../core/siwx/toSiwxMessageData.js'
import { addressRuleOf } from '../core/siwx/siwxNamespaces.js'
import type { SiwxRefusalReason } from '../core/siwx/SiwxVerificationError.js'
import { verifySiwxMessage } from '../core/siwx/verifySiwxMessage.js'
import { readSiweVectors, toMessageData, type SiweVectorFields, type SiweVerificationVector } from './support/siwx/siweVectors.js'

// The public SIWE suite, run unchanged: the JSON files are read from ../shared at test time.
// eip1271.json needs mainnet contracts; tests/siwxContracts.test.ts replaces it with an
// EIP-1271 wallet deployed on anvil.
const verifiers = [new ViemSiwxVerifier()]
const isAddress = addressRuleOf(verifiers)
const parsingPositive = Object.entries(readSiweVectors<{ message: string; fields: SiweVectorFields }>('parsing_positive'))
const parsingNegative = Object.entries(readSiweVectors<string>('parsing_negative'))
const parsingNegativeObjects = Object.entries(readSiweVectors<SiweVectorFields>('parsing_negative_objects'))
const verificationPositive = Object.entries(readSiweVectors<SiweVerificationVector>('verification_positive'))
const verificationNegative = Object.entries(readSiweVectors<SiweVerificationVector>('verification_negative'))

/** What each negative verification case must be refused for (a case not listed must still be refused). */
const EXPECTED_REFUSALS: Readonly<Record<string, SiwxRefusalReason>> = {
  'expired message': 'expired',
  'domain binding': 'domainMismatch',
  'custom time': 'expired',
  'custom nonce': 'nonceMismatch',
  'malformed signature': 'malformedSignature',
  'wrong signature': 'invalidSignature',
  'not yet valid': 'notYetValid',
  'invalid issuedAt': 'invalidMessage',
  'invalid notBefore': 'invalidMessage',
  'invalid expirationTime': 'invalidMessage',
}

function nowOf(vector: SiweVerificationVector): number {
  return vector.time === undefined ? Date.now() : (parseRfc3339DateTime(vector.time) ?? Number.NaN)
}

describe('SIWE conformance: parsing_positive', () => {
  it('has the cases', () => expect(parsingPositive.length).toBe(19))

  it.each(parsingPositive)('%s: parses to its fields and serialises back exactly', (_name, { message, fields }) => {
    const parsed = parseSiwxMessage(message, { isAddress })

    expect(parsed).toEqual(toMessageData(fields))
    expect(serializeSiwxMessage(parsed)).toBe(message)
    expect(createSiwxMessage(toMessageData(fields), { isAddress }).toString()).toBe(message)
  })
})

describe('SIWE conformance: parsing_negative', () => {
  it('has the cases', () => expect(parsingNegative.length).toBe(29))

  it.each(parsingNegative)('%s: refused', (_name, message) => {
    expect(() => parseSiwxMessage(message, { isAddress })).toThrow(SiwxFieldError)
  })
})

describe('SIWE conformance: parsing_negative_objects', () => {
  it('has the cases', () => expect(parsingNegativeObjects.length).toBe(18))

  it.each(parsingNegativeObjects)('%s: refused', (_name, fields) => {
    expect(() => createSiwxMessage(toMessageData(fields), { isAddress })).toThrow(SiwxFieldError)
  })
})

describe('SIWE conformance: verification_positive', () => {
  it('has the cases', () => expect(verificationPositive.length).toBe(4))

  it.each(verificationPositive)('%s: verifies', async (_name, vector) => {
    const message = serializeSiwxMessage(toMessageData(vector))

    const result = await verifySiwxMessage({ message, signature: vector.signature, verifiers, expect: { now: nowOf(vector) } })

    expect(result.ok ? result.data : result.error.reason).toEqual(toSiwxMessageData(parseSiwxMessage(message)))
  })
})

describe('SIWE conformance: verification_negative', () => {
  it('has the cases', () => expect(verificationNegative.length).toBe(10))

  it.each(verificationNegative)('%s: refused, honouring domainBinding, matchNonce and time', async (name, vector) => {
    // The text is laid out from the fields as given; dates like 31 February must be caught by the verifier.
    const message = serializeSiwxMessage(toMessageData(vector))
    const expect_ = {
      now: nowOf(vector),
      ...(vector.domainBinding === undefined ? {} : { domain: vector.domainBinding }),
      ...(vector.matchNonce === undefined ? {} : { nonce: vector.matchNonce }),
    }

    const result = await verifySiwxMessage({ message, signature: vector.signature, verifiers, expect: expect_ })

    expect(result.ok).toBe(false)
    if (!result.ok && EXPECTED_REFUSALS[name]) expect(result.error.reason).toBe(EXPECTED_REFUSALS[name])
  })
})
