import { parseSignature, recoverMessageAddress, serializeSignature, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from '../adapters/siwx/evm/ViemSiwxVerifier.js'
import { createSiwxServer } from '../adapters/siwx/server/createSiwxServer.js'
import type { SiwxMessageData } from '../core/siwx/Siwx.js'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'
import { LocalSiwx } from '../core/siwx/LocalSiwx.js'
import { SiwxFieldError } from '../core/siwx/SiwxFieldError.js'
import { verifySiwxMessage } from '../core/siwx/verifySiwxMessage.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS } from './support/anvil.js'

// Every classic sign-in attack, each refused with its typed reason.
const [victim, attacker] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const victimAccount = privateKeyToAccount(victim.privateKey)
const attackerAccount = privateKeyToAccount(attacker.privateKey)
const NOW = Date.UTC(2026, 0, 1, 12)
const MINUTE = 60_000
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const verifiers = [new ViemSiwxVerifier()]

function fields(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    domain: 'example.com',
    uri: 'https://example.com/login',
    accountAddress: victim.address,
    chainId: 'eip155:1',
    version: '1',
    nonce: 'abcdefgh12345678',
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 10 * MINUTE).toISOString(),
    ...overrides,
  }
}

async function signed(overrides: Partial<SiwxMessageData> = {}, signer = victimAccount) {
  const message = createSiwxMessage(fields(overrides)).toString()
  return { message, signature: await signer.signMessage({ message }) }
}

async function refusal(message: string, signature: string, expect_: Parameters<typeof verifySiwxMessage>[0]['expect']) {
  const result = await verifySiwxMessage({ message, signature, verifiers, expect: expect_ })
  return result.ok ? 'accepted' : result.error.reason
}

describe('sign-in attacks', () => {
  it('attack: a replayed nonce (server and LocalSiwx)', async () => {
    const server = createSiwxServer({ domain: 'example.com', now: () => NOW })
    const { nonce } = await server.issueNonce()
    const request = await signed({ nonce })
    expect((await server.verify(request)).ok).toBe(true)
    expect(await server.verify(request)).toMatchObject({ ok: false, reason: 'nonceReused' })

    const local = new LocalSiwx({ domain: 'example.com', uri: 'https://example.com', storage: new InMemoryStorage(), verifiers, clock: { now: () => NOW } })
    const message = await local.createMessage({ accountAddress: victim.address, chainId: 'eip155:1' })
    const session = { data: message, message: message.toString(), signature: await victimAccount.signMessage({ message: message.toString() }) }
    await local.addSession(session)
    await expect(local.addSession(session)).rejects.toMatchObject({ reason: 'nonceReused' })
  })

  it('attack: a nonce the server never issued', async () => {
    const server = createSiwxServer({ domain: 'example.com', now: () => NOW })

    expect(await server.verify(await signed({ nonce: 'madeUpByAttacker1' }))).toMatchObject({ ok: false, reason: 'nonceUnknown' })
  })

  it('attack: an expired message, and a not-yet-valid one', async () => {
    const expired = await signed()
    const later = await signed({ notBefore: new Date(NOW + 5 * MINUTE).toISOString() })

    expect(await refusal(expired.message, expired.signature, { now: NOW + 10 * MINUTE })).toBe('expired')
    expect(await refusal(later.message, later.signature, { now: NOW })).toBe('notYetValid')
    expect(await refusal(later.message, later.signature, { now: NOW + 5 * MINUTE })).toBe('accepted')
  })

  it('attack: a phishing origin relays a message signed for its own domain', async () => {
    const phished = await signed({ domain: 'examp1e.com', uri: 'https://examp1e.com' })
    const server = createSiwxServer({ domain: 'example.com', now: () => NOW })

    expect(await refusal(phished.message, phished.signature, { now: NOW, domain: 'example.com' })).toBe('domainMismatch')
    expect(await server.verify(phished)).toMatchObject({ ok: false, reason: 'domainMismatch' })
  })

  it('attack: the right domain but a URI on another origin', async () => {
    const request = await signed({ uri: 'https://evil.example/collect' })

    expect(await refusal(request.message, request.signature, { now: NOW, domain: 'example.com', uri: 'https://example.com' })).toBe('uriMismatch')
  })

  it('attack: a wrong chain', async () => {
    const polygon = await signed({ chainId: 'eip155:137' })

    expect(await refusal(polygon.message, polygon.signature, { now: NOW, chainIds: ['eip155:1'] })).toBe('chainMismatch')
    expect(() => createSiwxMessage(fields({ chainId: 'eip155:137' }), { activeChainId: 'eip155:1' })).toThrow(SiwxFieldError)
  })

  it('attack: a signature from another address', async () => {
    const forged = await signed({}, attackerAccount)

    expect(await refusal(forged.message, forged.signature, { now: NOW })).toBe('invalidSignature')
  })

  it('attack: a malleated (high-s) signature, which plain recovery would accept', async () => {
    const { message, signature } = await signed()
    const { r, s, yParity } = parseSignature(signature)
    const malleated = serializeSignature({ r, s: toHex(SECP256K1_ORDER - BigInt(s), { size: 32 }), yParity: yParity === 0 ? 1 : 0 })

    expect(await recoverMessageAddress({ message, signature: malleated })).toBe(victim.address)
    expect(await refusal(message, malleated, { now: NOW })).toBe('malleableSignature')
  })

  it('attack: a truncated message (mid-line, and dropping whole lines such as the expiry)', async () => {
    const { message, signature } = await signed({ resources: ['https://example.com/terms'] })
    const midLine = message.slice(0, message.indexOf('Issued At: ') + 'Issued At: 2026-01'.length)
    const withoutExpiry = message.split('\n').filter((line) => !line.startsWith('Expiration Time:') && !line.startsWith('Resources:') && !line.startsWith('- ')).join('\n')

    expect(await refusal(midLine, signature, { now: NOW })).toBe('invalidMessage')
    expect(await refusal(withoutExpiry, signature, { now: NOW })).toBe('invalidSignature')
  })

  it('attack: a statement smuggling extra lines', async () => {
    const smuggled = 'Sign in to Example\n\nURI: https://evil.example\nVersion: 1'

    expect(() => createSiwxMessage(fields({ statement: smuggled }))).toThrowError(expect.objectContaining({ field: 'statement' }))
    const text = createSiwxMessage(fields({ statement: 'Sign in to Example' })).toString().replace('Sign in to Example', 'Sign in to Example\nURI: https://evil.example')
    expect(await refusal(text, await victimAccount.signMessage({ message: text }), { now: NOW })).toBe('invalidMessage')
  })
})
