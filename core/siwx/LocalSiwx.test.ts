import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from '../../adapters/siwx/evm/ViemSiwxVerifier.js'
import type { SiwxMessage, SiwxSession } from './Siwx.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { LocalSiwx, type LocalSiwxOptions } from './LocalSiwx.js'
import { SiwxFieldError } from './SiwxFieldError.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const INPUT = { accountAddress: account.address, chainId: 'eip155:1' }
const MINUTE = 60_000

function setup(options: Partial<LocalSiwxOptions> = {}) {
  const clock = new ManualClock()
  const storage = new InMemoryStorage()
  const siwx = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', storage, clock, verifiers: [new ViemSiwxVerifier()], expiresInMs: 60 * MINUTE, ...options })
  return { siwx, clock, storage }
}

async function sign(message: SiwxMessage, signer = account): Promise<SiwxSession> {
  return { data: message, message: message.toString(), signature: await signer.signMessage({ message: message.toString() }) }
}

describe('LocalSiwx', () => {
  it('default: a strict message for the site, now, with a fresh 17-character nonce', async () => {
    const { siwx, clock } = setup({ statement: 'Sign in to App', resources: ['https://app.example/tos'] })

    const message = await siwx.createMessage(INPUT)

    expect(message).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      statement: 'Sign in to App',
      resources: ['https://app.example/tos'],
      issuedAt: new Date(clock.now()).toISOString(),
      expirationTime: new Date(clock.now() + 60 * MINUTE).toISOString(),
    })
    expect(message.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(siwx.getRequired()).toBe(false)
    expect([siwx.signOutOnDisconnect, siwx.signOutOnAccountChange, siwx.signOutOnNetworkChange]).toEqual([true, false, false])
  })

  it('behavior: an address not in EIP-55 form is refused by the EVM verifier’s rule', async () => {
    const { siwx } = setup()

    await expect(siwx.createMessage({ ...INPUT, accountAddress: account.address.toLowerCase() })).rejects.toBeInstanceOf(SiwxFieldError)
  })

  it('parameters: getNonce takes the nonce from a backend; required', async () => {
    const { siwx } = setup({ getNonce: async () => 'serverNonce0001', required: true })

    expect((await siwx.createMessage(INPUT)).nonce).toBe('serverNonce0001')
    expect(siwx.getRequired()).toBe(true)
  })

  it('parameters: confirmSession sees the verified session first and can refuse it', async () => {
    const seen: string[] = []
    const { siwx } = setup({ confirmSession: async (session) => void seen.push(session.signature) })
    const refusing = setup({ confirmSession: () => Promise.reject(new Error('backend said no')) })

    const session = await sign(await siwx.createMessage(INPUT))
    await siwx.addSession(session)
    await expect(refusing.siwx.addSession(await sign(await refusing.siwx.createMessage(INPUT)))).rejects.toThrow('backend said no')

    expect(seen).toEqual([session.signature])
    expect(await refusing.siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('behavior: a verified session is stored and found, until it expires', async () => {
    const { siwx, clock } = setup()
    await siwx.addSession(await sign(await siwx.createMessage(INPUT)))

    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:137', account.address)).toHaveLength(0)
    await clock.advanceAsync(60 * MINUTE)
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(0)
  })

  it('behavior: revokeSession forgets it', async () => {
    const { siwx } = setup()
    await siwx.addSession(await sign(await siwx.createMessage(INPUT)))

    await siwx.revokeSession('eip155:1', account.address)

    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it.each([
    ['a signature of another key', async (siwx: LocalSiwx) => sign(await siwx.createMessage(INPUT), other), 'invalidSignature'],
    [
      'a nonce it never issued',
      async () => sign(createSiwxMessage({ domain: 'app.example', uri: 'https://app.example', ...INPUT, version: '1', nonce: 'notFromHere1', issuedAt: new Date(Date.UTC(2026, 0, 1)).toISOString() })),
      'nonceUnknown',
    ],
    [
      'data that its message does not say',
      async (siwx: LocalSiwx) => {
        const session = await sign(await siwx.createMessage(INPUT))
        return { ...session, data: { ...session.data, statement: 'I agree to pay' } }
      },
      'dataMismatch',
    ],
    [
      'another domain',
      async () => sign(createSiwxMessage({ domain: 'evil.example', uri: 'https://evil.example', ...INPUT, version: '1', nonce: 'whateverNonce1', issuedAt: '2026-01-01T00:00:00Z' })),
      'domainMismatch',
    ],
  ] as const)('refuses %s', async (_name, build, reason) => {
    const { siwx } = setup()
    const session = await build(siwx)

    await expect(siwx.addSession(session)).rejects.toMatchObject({ name: 'SiwxVerificationError', reason })
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('behavior: a nonce is usable for 10 minutes', async () => {
    const { siwx, clock } = setup()
    const session = await sign(await siwx.createMessage(INPUT))
    await clock.advanceAsync(10 * MINUTE)

    await expect(siwx.addSession(session)).rejects.toMatchObject({ reason: 'nonceExpired' })
  })

  it('behavior: setSessions verifies every session (no nonce check) before replacing all', async () => {
    const { siwx } = setup()
    const good = await sign(await siwx.createMessage(INPUT))
    const bad = await sign(await siwx.createMessage({ ...INPUT, chainId: 'eip155:10' }), other)

    await expect(siwx.setSessions([good, bad])).rejects.toMatchObject({ reason: 'invalidSignature' })
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    await siwx.setSessions([good])
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
  })

  it('behavior: stored sessions of another site are not returned', async () => {
    const storage = new InMemoryStorage()
    const first = setup({ storage })
    await first.siwx.addSession(await sign(await first.siwx.createMessage(INPUT)))
    const otherSite = setup({ storage, domain: 'other.example' })

    expect(await otherSite.siwx.getSessions('eip155:1', account.address)).toEqual([])
  })
})
