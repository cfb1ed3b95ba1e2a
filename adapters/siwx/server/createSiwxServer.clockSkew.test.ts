import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../../../core/siwx/Siwx.js'
import { createSiwxMessage } from '../../../core/siwx/createSiwxMessage.js'
import { SiwxVerificationError } from '../../../core/siwx/SiwxVerificationError.js'
import { createSiwxServer, SIWX_SERVER_CLOCK_SKEW_MS, type SiwxServerOptions } from './createSiwxServer.js'

// Fault: the visitor's clock is off. The message's times come from the visitor's clock; the
// server's clock is the truth. Real secp256k1 signatures (viem), the real verifier.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NOW = Date.UTC(2026, 0, 1, 12)
const MINUTE = 60_000
/** What a visitor's wallet takes to sign: the server reads the message this long after issuing its nonce. */
const SIGNING_MS = 20_000

/** The server issues a nonce at NOW; a visitor whose clock reads NOW + `skewMs` signs and sends it. */
async function signInWithSkew(skewMs: number, options: Partial<SiwxServerOptions> = {}, fields: (visitorNow: number) => Partial<SiwxMessageData> = () => ({})) {
  let serverNow = NOW
  const siwx = createSiwxServer({ domain: 'app.example', now: () => serverNow, ...options })
  const { nonce } = await siwx.issueNonce()
  serverNow += SIGNING_MS
  const visitorNow = serverNow + skewMs
  const message = createSiwxMessage({
    domain: 'app.example',
    uri: 'https://app.example/login',
    accountAddress: account.address,
    chainId: 'eip155:1',
    version: '1',
    nonce,
    issuedAt: new Date(visitorNow).toISOString(),
    // What a client typically adds: valid for 10 minutes from now, by its own clock.
    expirationTime: new Date(visitorNow + 10 * MINUTE).toISOString(),
    ...fields(visitorNow),
  }).toString()
  return siwx.verify({ message, signature: await account.signMessage({ message }) })
}

describe('createSiwxServer: a visitor whose clock is off', () => {
  it('default: a tolerance of 60 s either way', async () => {
    expect(SIWX_SERVER_CLOCK_SKEW_MS).toBe(60_000)
    expect((await signInWithSkew(59_000)).ok).toBe(true)
    expect((await signInWithSkew(-59_000)).ok).toBe(true)
  })

  it.each([
    ['ahead by 5 min', 5 * MINUTE, 'issuedInFuture', 'clock is ahead'],
    ['behind by 5 min', -5 * MINUTE, 'issuedBeforeNonce', 'clock is behind'],
  ])('behavior: %s, beyond the default tolerance → refused with the reason naming the skew', async (_name, skew, reason, text) => {
    const result = await signInWithSkew(skew)

    expect(result).toEqual({ ok: false, reason, message: new SiwxVerificationError(reason as 'issuedInFuture').shortMessage })
    expect(result.ok ? '' : result.message).toContain(text)
  })

  it.each([
    ['ahead', 5 * MINUTE],
    ['behind', -5 * MINUTE],
  ])('parameters: clockSkewMs 5 min — a visitor %s by 5 min is accepted, by a second more refused', async (direction, skew) => {
    const options = { clockSkewMs: 5 * MINUTE }
    // Behind is measured against the nonce's issue time: the 20 s the visitor took to sign count in its favour.
    const more = direction === 'ahead' ? 1_000 : -(SIGNING_MS + 1_000)
    const within = await signInWithSkew(skew, options)
    const beyond = await signInWithSkew(skew + more, options)

    expect(within).toMatchObject({ ok: true, session: { data: { issuedAt: new Date(NOW + SIGNING_MS + skew).toISOString() } } })
    expect(beyond).toMatchObject({ ok: false, reason: direction === 'ahead' ? 'issuedInFuture' : 'issuedBeforeNonce' })
  })

  it('behavior: a notBefore set from a clock ahead within the tolerance passes; beyond it is not valid yet', async () => {
    const notBeforeNow = (visitorNow: number): Partial<SiwxMessageData> => ({ notBefore: new Date(visitorNow).toISOString() })

    expect((await signInWithSkew(4 * MINUTE, { clockSkewMs: 5 * MINUTE }, notBeforeNow)).ok).toBe(true)
    expect(await signInWithSkew(6 * MINUTE, { clockSkewMs: 5 * MINUTE }, notBeforeNow)).toMatchObject({ ok: false, reason: 'notYetValid' })
  })

  it('behavior: a clock behind by 5 min whose message expires in 2 min (its own clock) is expired, whatever the tolerance', async () => {
    const shortLived = (visitorNow: number): Partial<SiwxMessageData> => ({ expirationTime: new Date(visitorNow + 2 * MINUTE).toISOString() })

    expect(await signInWithSkew(-5 * MINUTE, { clockSkewMs: 10 * MINUTE }, shortLived)).toMatchObject({ ok: false, reason: 'expired' })
  })

  it('behavior: a refused skewed message leaves its nonce unspent: the visitor may sign again with a right clock', async () => {
    let serverNow = NOW
    const siwx = createSiwxServer({ domain: 'app.example', now: () => serverNow })
    const { nonce } = await siwx.issueNonce()
    const sign = async (issuedAt: number) => {
      const message = createSiwxMessage({ domain: 'app.example', uri: 'https://app.example', accountAddress: account.address, chainId: 'eip155:1', version: '1', nonce, issuedAt: new Date(issuedAt).toISOString() }).toString()
      return { message, signature: await account.signMessage({ message }) }
    }
    serverNow += SIGNING_MS

    expect(await siwx.verify(await sign(serverNow - 5 * MINUTE))).toMatchObject({ ok: false, reason: 'issuedBeforeNonce' })
    expect((await siwx.verify(await sign(serverNow))).ok).toBe(true)
  })
})
