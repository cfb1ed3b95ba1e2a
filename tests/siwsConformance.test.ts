import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { createSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { MemoryNonceStore } from '../adapters/siwx/server/MemoryNonceStore.js'
import { createSiwxServer } from '../adapters/siwx/server/createSiwxServer.js'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { solana } from '../core/network/presets.js'
import { parseRfc3339DateTime } from '../core/siwx/parseRfc3339DateTime.js'
import type { SiwxMessageData } from '../core/siwx/Siwx.js'
import { serializeSiwsMessage } from '../core/siwx/serializeSiwsMessage.js'
import type { SiwxRefusalReason } from '../core/siwx/SiwxVerificationError.js'
import { toSignInInput } from '../core/siwx/toSignInInput.js'
import { verifySiwxMessage } from '../core/siwx/verifySiwxMessage.js'
import { Ed25519Signer } from '../test-doubles/chainAdapter/Ed25519Signer.js'
import { readSiwsNegativeCases, readSiwsVector } from './support/siwx/siwsVectors.js'

// The Sign In With Solana vector, run unchanged: the JSON files are read from ../shared at test time.
const vector = readSiwsVector()
const negatives = readSiwsNegativeCases()
const seed = hex.decode(vector.seedHex)
const MAINNET = solana.caipNetworkId
const ISSUED_AT = parseRfc3339DateTime(vector.input.issuedAt) ?? Number.NaN
const verifier = new NobleSolanaSiwxVerifier()
const base58Of = (signatureHex: string): string => base58.encode(hex.decode(signatureHex))

/** The vector's message as walletport's fields: the chain as its CAIP-2 id. */
const data: SiwxMessageData = {
  domain: vector.input.domain,
  accountAddress: vector.input.address,
  ...(vector.input.statement === undefined ? {} : { statement: vector.input.statement }),
  uri: vector.input.uri,
  version: vector.input.version,
  chainId: MAINNET,
  nonce: vector.input.nonce,
  issuedAt: vector.input.issuedAt,
}

/** A server for the vector's site, at the vector's time, that issued the vector's nonce. */
async function vectorServer() {
  const now = () => ISSUED_AT
  const nonceStore = new MemoryNonceStore({ now })
  await nonceStore.add(vector.input.nonce, ISSUED_AT + 60_000)
  return createSiwxServer({ domain: vector.input.domain, uri: vector.input.uri, chainIds: [MAINNET], nonceStore, now })
}

/** The server's reason per negative case: its cheaper checks (domain, nonce) answer before the signature. */
const SERVER_REASONS: Readonly<Record<string, SiwxRefusalReason>> = {
  'the message\'s domain changed after signing': 'domainMismatch',
  'the nonce changed after signing': 'nonceUnknown',
  'one bit of the signature flipped': 'invalidSignature',
  'a 63-byte signature': 'malformedSignature',
}
/** The vector's refusal texts as walletport's reasons. */
const REASONS: Readonly<Record<string, SiwxRefusalReason>> = { 'invalid signature': 'invalidSignature', 'malformed signature': 'malformedSignature' }

describe('SIWS conformance: vector.json', () => {
  it('key: the seed gives the address', () => {
    expect(base58.encode(ed25519.getPublicKey(seed))).toBe(vector.address)
    expect(new Ed25519Signer(seed).address).toBe(vector.address)
  })

  it('message: wallet-standard-util (from the input) and our serializer (from our fields) build the vector’s text', () => {
    expect(createSignInMessageText({ ...vector.input, resources: undefined })).toBe(vector.message)
    expect(serializeSiwsMessage(data, vector.input.chainId)).toBe(vector.message)
  })

  it('message: our sign-in input from the message fields, the chain named by cluster, is the vector’s input', () => {
    expect({ ...toSignInInput(data), chainId: 'mainnet' }).toStrictEqual(vector.input)
  })

  it('signature: ed25519 over the UTF-8 text is exactly the vector’s; the fake wallet answers the same', () => {
    const signature = ed25519.sign(new TextEncoder().encode(vector.message), seed)
    const output = new Ed25519Signer(seed).signIn({ ...vector.input, chainId: MAINNET })

    expect(hex.encode(signature)).toBe(vector.signatureHex)
    expect(output).toEqual({ address: vector.address, message: vector.message, signature: base58Of(vector.signatureHex) })
  })

  it('verify: wallet-standard-util’s verifySignIn accepts it', () => {
    const output = {
      account: { address: vector.address, publicKey: base58.decode(vector.address), chains: [], features: [] },
      signedMessage: new TextEncoder().encode(vector.message),
      signature: hex.decode(vector.signatureHex),
    }

    expect(verifySignIn({ ...vector.input, resources: undefined }, output)).toBe(true)
  })

  it('verify: NobleSolanaSiwxVerifier and verifySiwxMessage accept it, on the CAIP-2 id', async () => {
    const signature = base58Of(vector.signatureHex)
    const check = await verifier.verifySignature({ message: vector.message, signature, address: vector.address, chainId: MAINNET })
    const result = await verifySiwxMessage({
      message: vector.message,
      signature,
      verifiers: [verifier],
      expect: { domain: vector.input.domain, uri: vector.input.uri, nonce: vector.input.nonce, chainIds: [MAINNET], address: vector.address, now: ISSUED_AT },
    })

    expect(check).toEqual({ valid: true })
    expect(result.ok ? result.data : result.error.reason).toStrictEqual(data)
  })

  it('verify: the server helper turns it into a session once', async () => {
    const server = await vectorServer()
    const request = { message: vector.message, signature: base58Of(vector.signatureHex) }

    expect(await server.verify(request)).toEqual({ ok: true, session: { data, ...request } })
    expect(await server.verify(request)).toMatchObject({ ok: false, reason: 'nonceReused' })
  })

  it('verify: outside the time window it is refused', async () => {
    const late = createSiwxServer({ domain: vector.input.domain, now: () => ISSUED_AT - 120_000 })

    expect(await late.verify({ message: vector.message, signature: base58Of(vector.signatureHex) })).toMatchObject({ ok: false, reason: 'issuedInFuture' })
  })
})

describe('SIWS conformance: negative.json', () => {
  it('has the cases', () => expect(negatives.map((each) => each.what).sort()).toEqual(Object.keys(SERVER_REASONS).sort()))

  it.each(negatives.map((each) => [each.what, each] as const))('%s: refused for its reason', async (_what, negative) => {
    const signature = base58Of(negative.signatureHex)
    const reason = REASONS[negative.refused]
    const check = await verifier.verifySignature({ message: negative.message, signature, address: vector.address, chainId: MAINNET })
    const verified = await verifySiwxMessage({ message: negative.message, signature, verifiers: [verifier], expect: { now: ISSUED_AT } })

    expect(reason).toBeDefined()
    expect(check).toEqual({ valid: false, reason })
    expect(verified.ok ? 'accepted' : verified.error.reason).toBe(reason)
    expect(await (await vectorServer()).verify({ message: negative.message, signature })).toMatchObject({ ok: false, reason: SERVER_REASONS[negative.what] })
  })
})
