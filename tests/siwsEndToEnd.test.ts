import { describe, expect, it } from 'vitest'
import { createSiwxServer, type SiwxServer, type SiwxServerResult } from '../adapters/siwx/server/createSiwxServer.js'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { solana } from '../core/network/presets.js'
import type { SiwxSession } from '../core/siwx/Siwx.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { connectFake, setupSiwx, type SiwxSetup } from './support/siwx/siwxSetup.js'

// Sign In With Solana end to end in Node: the backend (createSiwxServer) issues the nonce, the
// instance signs in with the Solana wallet (the fake, a real ed25519 key), and the backend
// verifies what was signed, in both forms a Solana wallet signs.
const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'

interface Backend {
  readonly server: SiwxServer
  readonly verified: SiwxServerResult[]
}

function setup(options: { readonly signIn: boolean }): SiwxSetup & Backend {
  const clock = new ManualClock()
  const server = createSiwxServer({ domain: 'app.example', uri: 'https://app.example', chainIds: [solana.caipNetworkId], now: () => clock.now() })
  const verified: SiwxServerResult[] = []
  const confirmSession = async (session: SiwxSession): Promise<void> => {
    // What the page POSTs: the text and the signature, nothing the wallet did not sign.
    const result = await server.verify(JSON.parse(JSON.stringify({ message: session.message, signature: session.signature })) as { message: unknown; signature: unknown })
    verified.push(result)
    if (!result.ok) throw new Error(result.message)
  }
  const context = setupSiwx({
    clock,
    chain: new FakeChainAdapter({ namespace: 'solana', secretKey: new Uint8Array(32).fill(1), signIn: options.signIn }),
    networks: [solana],
    local: { verifiers: [new NobleSolanaSiwxVerifier()], getNonce: async () => (await server.issueNonce()).nonce, confirmSession },
  })
  return { ...context, server, verified }
}

describe('Sign In With Solana end to end: server nonce, wallet, server verification', () => {
  it('behavior: one step (solana:signIn): the server verifies the text the wallet built, on the CAIP-2 id', async () => {
    const context = setup({ signIn: true })
    await connectFake(context)

    const result = await context.walletport.signIn()

    expect(result.status).toBe('signedIn')
    expect(context.chain.callsTo('signIn')).toHaveLength(1)
    expect(context.chain.callsTo('signMessage')).toHaveLength(0)
    expect(context.verified).toHaveLength(1)
    const [answer] = context.verified
    expect(answer).toMatchObject({ ok: true, session: { data: { chainId: solana.caipNetworkId, accountAddress: ADDRESS, domain: 'app.example' } } })
    expect(answer?.ok && answer.session.message).toContain('\nChain ID: mainnet\n')
    expect(answer?.ok && answer.session.data.nonce).toBe(context.chain.callsTo('signIn')[0]?.input.nonce)
  })

  it('behavior: without signIn the CAIP-122 text is signed with signMessage, and the server verifies it too', async () => {
    const context = setup({ signIn: false })
    await connectFake(context)

    const result = await context.walletport.signIn()

    const [call] = context.chain.callsTo('signMessage')
    expect(result.status).toBe('signedIn')
    expect(context.verified).toEqual([{ ok: true, session: { data: expect.objectContaining({ chainId: solana.caipNetworkId, accountAddress: ADDRESS }), message: call?.message, signature: expect.any(String) } }])
    expect(call?.message).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('behavior: a replay of a verified sign-in is refused by the server (the nonce is used)', async () => {
    const context = setup({ signIn: true })
    await connectFake(context)
    await context.walletport.signIn()
    const [answer] = context.verified

    const replay = answer?.ok ? await context.server.verify({ message: answer.session.message, signature: answer.session.signature }) : undefined

    expect(replay).toMatchObject({ ok: false, reason: 'nonceReused' })
  })
})
