import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_FARCASTER_FID, demoFarcasterCustody } from './farcasterDemoAccount.js'
import { startFarcasterRelay, type RunningFarcasterRelay } from './startFarcasterRelay.js'
import { FarcasterSignInError, verifyFarcasterSignIn } from './verifyFarcasterSignIn.js'

const DOMAIN = '127.0.0.1:5173'
const SIWE_URI = 'http://127.0.0.1:5173/'
const noChain = { getFid: () => Promise.reject(new Error('unused')), isValidAuthAddress: () => Promise.resolve(false), publicClient: undefined as never }

let relay: RunningFarcasterRelay | undefined
let clock = Date.now()
afterEach(async () => {
  await relay?.stop()
  relay = undefined
})

async function start(ttlMs?: number) {
  clock = Date.now()
  relay = await startFarcasterRelay({ port: 0, now: () => clock, ...(ttlMs ? { channelTtlMs: ttlMs } : {}) })
  const app = createAppClient({ relay: relay.url, ethereum: noChain })
  const wallet = createWalletClient({ relay: relay.url, ethereum: noChain })
  return { relay, app, wallet }
}

async function signInOnAppPage(url: string): Promise<string> {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  const token = /name="channelToken" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const signed = await fetch(new URL('/app/sign', url), { method: 'POST', body: new URLSearchParams({ channelToken: token }) })
  return signed.text()
}

describe('the local Sign In With Farcaster relay', () => {
  it('behavior: channel → pending → the Farcaster app page signs → completed, and the message verifies offline', async () => {
    const { app } = await start()
    const channel = await app.createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
    expect(channel.isError).toBe(false)
    const { channelToken, url, nonce } = channel.data as { channelToken: string; url: string; nonce: string }
    expect(url).toContain('/app?channelToken=')
    expect((channel.data as unknown as { connectUri: string }).connectUri).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    const pending = await app.status({ channelToken })
    expect(pending.response?.status).toBe(202)
    expect(pending.data).toMatchObject({ state: 'pending', nonce })

    expect(await signInOnAppPage(url)).toContain('You signed in to 127.0.0.1:5173')
    const done = await app.status({ channelToken })
    expect(done.response?.status).toBe(200)
    const status = done.data
    expect(status).toMatchObject({ state: 'completed', fid: DEMO_FARCASTER_FID, username: 'walletport-demo' })
    await expect(verifyFarcasterSignIn({ message: status!.message!, signature: status!.signature!, domain: DOMAIN, nonce })).resolves.toEqual({ fid: DEMO_FARCASTER_FID, custody: demoFarcasterCustody.address })
    // Closed after the completed read: the result is handed out once.
    expect((await app.status({ channelToken })).response?.status).toBe(401)
  })

  it('the public client path: a Farcaster app authenticates the channel with the relay key (auth-client authenticate)', async () => {
    const { app, wallet, relay } = await start()
    const { channelToken, nonce } = (await app.createChannel({ siweUri: SIWE_URI, domain: DOMAIN })).data!
    const built = wallet.buildSignInMessage({ domain: DOMAIN, uri: SIWE_URI, nonce, address: demoFarcasterCustody.address, fid: DEMO_FARCASTER_FID })
    const message = built.message!
    const signature = await demoFarcasterCustody.signMessage({ message })
    const refused = await wallet.authenticate({ channelToken, authKey: 'wrong', message, signature, fid: DEMO_FARCASTER_FID })
    expect(refused.response?.status).toBe(401)
    expect((await app.status({ channelToken })).data).toMatchObject({ state: 'pending' })
    const accepted = await wallet.authenticate({ channelToken, authKey: relay.authKey, message, signature, fid: DEMO_FARCASTER_FID, username: 'someone' })
    expect(accepted.data).toMatchObject({ state: 'completed', username: 'someone' })
    await expect(verifyFarcasterSignIn({ message, signature, domain: DOMAIN, nonce })).resolves.toMatchObject({ fid: DEMO_FARCASTER_FID })
  })

  it('bad input: a SIWF message for another domain or another nonce is refused', async () => {
    const { app } = await start()
    const { url, channelToken, nonce } = (await app.createChannel({ siweUri: 'http://evil.example/', domain: 'evil.example' })).data!
    await signInOnAppPage(url)
    const { message, signature } = (await app.status({ channelToken })).data!
    await expect(verifyFarcasterSignIn({ message: message!, signature: signature!, domain: DOMAIN, nonce })).rejects.toThrow(/Invalid domain/)
    await expect(verifyFarcasterSignIn({ message: message!, signature: signature!, domain: 'evil.example', nonce: 'anotherNonce123' })).rejects.toThrow(/Invalid nonce/)
    await expect(verifyFarcasterSignIn({ message: message!, signature: signature!, domain: 'evil.example', nonce })).resolves.toMatchObject({ fid: DEMO_FARCASTER_FID })
  })

  it('attack: a message signed by a key that is not the fid custody, or a tampered message, is refused', async () => {
    const { wallet } = await start()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const nonce = 'abcdef123456'
    const message = wallet.buildSignInMessage({ domain: DOMAIN, uri: SIWE_URI, nonce, address: stranger.address, fid: DEMO_FARCASTER_FID }).message!
    const signature = await stranger.signMessage({ message })
    await expect(verifyFarcasterSignIn({ message, signature, domain: DOMAIN, nonce })).rejects.toBeInstanceOf(FarcasterSignInError)
    const honest = wallet.buildSignInMessage({ domain: DOMAIN, uri: SIWE_URI, nonce, address: demoFarcasterCustody.address, fid: DEMO_FARCASTER_FID }).message!
    const honestSignature = await demoFarcasterCustody.signMessage({ message: honest })
    await expect(verifyFarcasterSignIn({ message: honest.replace(SIWE_URI, 'http://127.0.0.1:9999/'), signature: honestSignature, domain: DOMAIN, nonce })).rejects.toBeInstanceOf(FarcasterSignInError)
  })

  it('fault: an expired channel answers 401 (status and the app page)', async () => {
    const { app } = await start(1_000)
    const { channelToken, url } = (await app.createChannel({ siweUri: SIWE_URI, domain: DOMAIN })).data!
    clock += 1_001
    const status = await app.status({ channelToken })
    expect(status.isError).toBe(false)
    expect(status.response?.status).toBe(401)
    const page = await fetch(url)
    expect(page.status).toBe(401)
    expect(await page.text()).toContain('Unknown channel.')
  })
})
