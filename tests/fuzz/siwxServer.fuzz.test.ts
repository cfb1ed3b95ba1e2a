import { createWalletClient } from '@farcaster/auth-client'
import * as fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { Agent, createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createSiwxEndpoint } from '../../scripts/siwxEndpoint.js'
import { createSiwxServer } from '../../adapters/siwx/server/createSiwxServer.js'
import { MemoryNonceStore } from '../../adapters/siwx/server/MemoryNonceStore.js'
import { createSiwxMessage } from '../../core/siwx/createSiwxMessage.js'
import { SIWX_REFUSAL_REASONS } from '../../core/siwx/SiwxVerificationError.js'
import { DEMO_FARCASTER_FID, demoFarcasterCustody } from '../../embedded-wallet/farcaster/farcasterDemoAccount.js'
import { FarcasterSignInError, verifyFarcasterSignIn } from '../../embedded-wallet/farcaster/verifyFarcasterSignIn.js'
import { asText, checkProperty, fuzzTimeout, nearValid, nearValidText } from './fuzzRuns.js'
import { ViemSiwxVerifier } from '../../adapters/siwx/evm/ViemSiwxVerifier.js'
import { LocalSiwx } from '../../core/siwx/LocalSiwx.js'
import { parseSiwxMessage } from '../../core/siwx/parseSiwxMessage.js'
import { SIWX_SESSIONS_KEY } from '../../core/siwx/SiwxSessionStore.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'

describe('fuzz: the SIWX server (verify bodies)', () => {
  const account = privateKeyToAccount('0x59c6995e998f97a9a004497e5c6ec1d3ec9cd4b0b5a0f1c7c5ac3f07fcb3e7a3')
  const NOW = Date.UTC(2026, 0, 1)
  const NONCE = 'fuzzNonce0123456'
  const server = (store: MemoryNonceStore) => createSiwxServer({ domain: 'example.com', uri: 'https://example.com', now: () => NOW, nonceStore: store })
  const message = createSiwxMessage({
    domain: 'example.com',
    uri: 'https://example.com',
    accountAddress: account.address,
    chainId: 'eip155:1',
    version: '1',
    nonce: NONCE,
    issuedAt: new Date(NOW).toISOString(),
  }).toString()

  it(
    'property: any verify body → a session for the genuine one only, else a refusal with a known reason (never a throw), and the nonce stays unused',
    async () => {
      const genuine = { message, signature: await account.signMessage({ message }) }
      await checkProperty(
        fc.asyncProperty(
          fc.oneof(nearValid(fc.constant(genuine)), nearValidText(fc.constant(message)).map((text) => ({ ...genuine, message: text }))),
          async (body) => {
            const store = new MemoryNonceStore({ now: () => NOW })
            await store.add(NONCE, NOW + 60_000)
            const result = await server(store).verify(body as { message: unknown; signature: unknown })
            const isGenuine = isRecord(body) && body['message'] === genuine.message && body['signature'] === genuine.signature
            expect(result.ok).toBe(isGenuine)
            if (result.ok) return
            expect(SIWX_REFUSAL_REASONS).toContain(result.reason)
            expect(await store.peek(NONCE)).toMatchObject({ used: false })
          },
        ),
      )
    },
    fuzzTimeout(20_000),
  )
})
describe('fuzz: Sign In With Farcaster (the @farcaster/auth-client reader)', () => {
  const DOMAIN = '127.0.0.1:5173'
  const NONCE = 'farcasterNonce123'
  const noChain = { getFid: () => Promise.reject(new Error('unused')), isValidAuthAddress: () => Promise.resolve(false), publicClient: undefined as never }

  it(
    'property: any signed text → the fid of the genuine one, or FarcasterSignInError (never another error)',
    async () => {
      const wallet = createWalletClient({ relay: 'http://127.0.0.1:0', ethereum: noChain })
      const built = wallet.buildSignInMessage({ domain: DOMAIN, uri: `http://${DOMAIN}/`, nonce: NONCE, address: demoFarcasterCustody.address, fid: DEMO_FARCASTER_FID })
      const genuine = built.isError ? '' : (built.message ?? '')
      const signature = await demoFarcasterCustody.signMessage({ message: genuine })
      await checkProperty(
        fc.asyncProperty(nearValidText(fc.constant(genuine)), fc.oneof(fc.constant(signature), fc.stringMatching(/^0x[0-9a-f]{0,140}$/)), async (message, signed) => {
          const outcome = await verifyFarcasterSignIn({ message, signature: signed as `0x${string}`, domain: DOMAIN, nonce: NONCE }).catch((error: unknown) => error)
          if (outcome instanceof Error) {
            expect(outcome).toBeInstanceOf(FarcasterSignInError)
            return
          }
          expect(outcome).toEqual({ fid: DEMO_FARCASTER_FID, custody: demoFarcasterCustody.address })
          expect(signed).toBe(signature)
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

describe('fuzz: the demo’s sign-in endpoint (HTTP bodies)', () => {
  it(
    'property: any POST /siwx/verify body → 200, 400, 401 or 413 with a JSON answer { ok, reason? }, never a 500',
    async () => {
      const server = createServer()
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const siwx = createSiwxServer({ domain: new URL(origin).host, uri: origin, now: () => Date.UTC(2026, 0, 1) })
      const endpoint = createSiwxEndpoint({ origin, chains: [], server: siwx })
      server.on('request', (request, response) => endpoint(request, response) || response.writeHead(404).end())
      const agent = new Agent({ keepAlive: true })
      try {
        const body = fc.oneof(
          fc.json(),
          fc.string({ unit: 'binary', maxLength: 64 }),
          fc.record({ message: nearValidText(fc.constant(genuineText(new URL(origin).host))), signature: fc.oneof(fc.string(), fc.constant(`0x${'ab'.repeat(65)}`)) }, { requiredKeys: [] }).map((each) => JSON.stringify(each)),
        )
        await checkProperty(
          fc.asyncProperty(body, async (text) => {
            const { status, json } = await post(agent, `${origin}/siwx/verify`, text)
            expect([200, 400, 401, 413]).toContain(status)
            expect(typeof (json as { ok?: unknown }).ok).toBe('boolean')
            const reason = (json as { reason?: unknown }).reason
            if (reason !== undefined) expect(SIWX_REFUSAL_REASONS).toContain(reason)
          }),
        )
      } finally {
        agent.destroy()
        await new Promise((resolve) => server.close(resolve))
      }
    },
    fuzzTimeout(20_000),
  )
})

/** A sign-in text for `domain` with a nonce the server never issued (a body that reaches the parser and the checks). */
function genuineText(domain: string): string {
  return createSiwxMessage({ domain, uri: `http://${domain}`, accountAddress: demoFarcasterCustody.address, chainId: 'eip155:31337', version: '1', nonce: 'neverIssued123', issuedAt: new Date(Date.UTC(2026, 0, 1)).toISOString() }).toString()
}

/** POSTs `text` over a kept-alive connection; the status and the parsed JSON answer. */
function post(agent: Agent, url: string, text: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown })
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    })
    request.on('error', reject)
    request.end(text)
  })
}

describe('fuzz: stored SIWX sessions (LocalSiwx)', () => {
  it(
    'property: any value under the sessions key → getSessions never throws and returns only sessions of that account, for this site, whose message is their data',
    async () => {
      const account = privateKeyToAccount('0x59c6995e998f97a9a004497e5c6ec1d3ec9cd4b0b5a0f1c7c5ac3f07fcb3e7a3')
      const NOW = Date.UTC(2026, 0, 1)
      const message = createSiwxMessage({ domain: 'app.example', uri: 'https://app.example', accountAddress: account.address, chainId: 'eip155:1', version: '1', nonce: 'storedNonce123', issuedAt: new Date(NOW).toISOString(), expirationTime: new Date(NOW + 3_600_000).toISOString() })
      const { toString: _toString, ...data } = message
      const genuine = [{ data, message: message.toString(), signature: await account.signMessage({ message: message.toString() }) }]
      await checkProperty(
        fc.asyncProperty(fc.oneof(nearValid(fc.constant(genuine)).map(asText), fc.string()), async (stored) => {
          const clock = new ManualClock({ now: NOW + 1_000 })
          const siwx = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', storage: new InMemoryStorage({ [SIWX_SESSIONS_KEY]: stored }), clock, verifiers: [new ViemSiwxVerifier()] })
          const sessions = await siwx.getSessions('eip155:1', account.address)
          if (stored === asText(genuine)) expect(sessions).toHaveLength(1)
          for (const session of sessions) {
            expect(session.data).toMatchObject({ domain: 'app.example', chainId: 'eip155:1', accountAddress: account.address })
            const { toString: _text, ...read } = createSiwxMessage(session.data)
            expect(parseSiwxMessage(session.message)).toEqual(read)
          }
        }),
      )
    },
    fuzzTimeout(20_000),
  )
})

describe('regressions found by fuzzing: SIWX', () => {
  it('regression: verify with a body that is not an object (null, undefined, a number: what req.json() may give) → invalidMessage, no TypeError', async () => {
    const siwx = createSiwxServer({ domain: 'example.com' })
    for (const body of [undefined, null, 0, 'text', true]) {
      await expect(siwx.verify(body as never)).resolves.toMatchObject({ ok: false, reason: 'invalidMessage' })
    }
  })
})

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
