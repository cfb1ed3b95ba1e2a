import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toSiwxMessageData } from '../core/siwx/toSiwxMessageData.js'
import { demoChains } from '../demo/chains.js'
import { createDemoSiwx, DemoBackendRefusal, isSiwxRequired } from '../demo/siwxDemo.js'
import { demoSolana, DEV_SOLANA_WALLET_ADDRESS, DEV_SOLANA_WALLET_SEED, LOCAL_SOLANA_GENESIS_HASH } from '../demo/solanaDemo.js'
import { createSiwxEndpoint } from '../scripts/siwxEndpoint.js'

// The demo page's sign-in (demo/siwxDemo.ts) against the demo server's endpoint
// (scripts/siwxEndpoint.ts) in Node: the same two halves the browser e2e drives, without a browser.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337'
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const endpoint = createSiwxEndpoint({ origin, chains: demoChains(8545, 8546), solana: demoSolana(8899) })
  server.on('request', (request, response) => endpoint(request, response) || response.writeHead(404).end())
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** What the instance does on Sign: build the message, have the wallet sign it, add the session. */
async function signInWith(siwx: ReturnType<typeof createDemoSiwx>) {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })
  const text = message.toString()
  await siwx.addSession({ data: toSiwxMessageData(message), message: text, signature: await account.signMessage({ message: text }) })
  return text
}

describe('the demo sign-in (demo/siwxDemo.ts) with the demo server', () => {
  it("parameters: only '?siwx=required' turns it on", () => {
    expect(isSiwxRequired(new URLSearchParams('siwx=required'))).toBe(true)
    expect(isSiwxRequired(new URLSearchParams(''))).toBe(false)
    expect(isSiwxRequired(new URLSearchParams('siwx=1'))).toBe(false)
  })

  it('behavior: required; the nonce comes from the server, the server confirms the session, and it is kept for a day', async () => {
    const siwx = createDemoSiwx({ origin, networks: [] })
    expect(siwx.getRequired()).toBe(true)
    const text = await signInWith(siwx)
    expect(text).toContain(`${new URL(origin).host} wants you to sign in with your Ethereum account:`)
    expect(text).toContain('Sign in to the walletport demo.')
    const [session] = await siwx.getSessions(CHAIN, account.address)
    expect(session?.data.accountAddress).toBe(account.address)
    const lifetime = Date.parse(session?.data.expirationTime ?? '') - Date.parse(session?.data.issuedAt ?? '')
    expect(lifetime).toBe(24 * 60 * 60_000)
  })

  it("behavior: a page on another origin (phishing) is refused by the server ('domainMismatch') and keeps no session", async () => {
    const phishing = `http://localhost:${new URL(origin).port}`
    // Its nonce still comes from the real server; only the domain in the message differs.
    const siwx = createDemoSiwx({ origin: phishing, networks: [], fetch: (input, init) => fetch(String(input).replace(phishing, origin), init) })
    const refusal = await signInWith(siwx).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DemoBackendRefusal)
    expect((refusal as DemoBackendRefusal).reason).toBe('domainMismatch')
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('behavior: Sign In With Solana on the local cluster: the CAIP-122 text (signMessage) and the text the wallet builds (solana:signIn, Chain ID: localnet) are both confirmed', async () => {
    const solanaChain = `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`
    const sign = (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), DEV_SOLANA_WALLET_SEED))
    const siwx = createDemoSiwx({ origin, networks: [], solanaGenesisHash: LOCAL_SOLANA_GENESIS_HASH })

    const caip122 = await siwx.createMessage({ accountAddress: DEV_SOLANA_WALLET_ADDRESS, chainId: solanaChain })
    const text = caip122.toString()
    expect(text).toContain('wants you to sign in with your Solana account:')
    await siwx.addSession({ data: toSiwxMessageData(caip122), message: text, signature: sign(text) })
    expect((await siwx.getSessions(solanaChain, DEV_SOLANA_WALLET_ADDRESS)).map((session) => session.message)).toEqual([text])

    const oneStep = await siwx.createMessage({ accountAddress: DEV_SOLANA_WALLET_ADDRESS, chainId: solanaChain })
    const data = toSiwxMessageData(oneStep)
    const walletText = createSignInMessageText({ ...data, address: data.accountAddress, chainId: 'localnet' })
    expect(walletText).toContain('Chain ID: localnet')
    await siwx.addSession({ data, message: walletText, signature: sign(walletText) })

    const [session] = await siwx.getSessions(solanaChain, DEV_SOLANA_WALLET_ADDRESS)
    expect([session?.message, session?.data.chainId]).toEqual([walletText, solanaChain])

    // A page that does not know the local genesis hash cannot read 'localnet': it keeps no session.
    const blind = createDemoSiwx({ origin, networks: [] })
    const unread = toSiwxMessageData(await blind.createMessage({ accountAddress: DEV_SOLANA_WALLET_ADDRESS, chainId: solanaChain }))
    const unreadText = createSignInMessageText({ ...unread, address: unread.accountAddress, chainId: 'localnet' })
    await expect(blind.addSession({ data: unread, message: unreadText, signature: sign(unreadText) })).rejects.toThrow()
    expect(await blind.getSessions(solanaChain, DEV_SOLANA_WALLET_ADDRESS)).toEqual([])
  })

  it('behavior: an unreadable nonce answer is refused before anything is signed', async () => {
    const garbage = createDemoSiwx({ origin, networks: [], fetch: async () => new Response(JSON.stringify({ nonce: 'short' }), { status: 200 }) })
    await expect(garbage.createMessage({ accountAddress: account.address, chainId: CHAIN })).rejects.toThrow()
    const down = createDemoSiwx({ origin, networks: [], fetch: async () => new Response('', { status: 503 }) })
    await expect(down.createMessage({ accountAddress: account.address, chainId: CHAIN })).rejects.toThrow('nonce request answered 503')
  })
})
