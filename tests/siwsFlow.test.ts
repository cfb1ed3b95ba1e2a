import { describe, expect, it } from 'vitest'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { solana } from '../core/network/presets.js'
import { SIWX_SESSIONS_KEY } from '../core/siwx/SiwxSessionStore.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { connectFake, setupSiwx, viewOf, type SiwxSetup } from './support/siwx/siwxSetup.js'

// The sign-in flow with a Solana wallet (the fake, signing with a real ed25519 key) and a
// LocalSiwx checking the signatures with the ed25519 verifier.
const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const MAINNET = solana.caipNetworkId

function setupSolana(options: { readonly signIn?: boolean; readonly storage?: InMemoryStorage; readonly required?: boolean } = {}): SiwxSetup {
  const chain = new FakeChainAdapter({ namespace: 'solana', secretKey: new Uint8Array(32).fill(1), signIn: options.signIn ?? true })
  return setupSiwx({
    chain,
    networks: [solana],
    ...(options.storage ? { storage: options.storage } : {}),
    local: { verifiers: [new NobleSolanaSiwxVerifier()], ...(options.required ? { required: true } : {}) },
  })
}

const storedSessions = async (context: SiwxSetup): Promise<unknown[]> => JSON.parse((await context.storage.get(SIWX_SESSIONS_KEY)) ?? '[]') as unknown[]

describe('sign-in flow: Solana', () => {
  it('behavior: a wallet with signIn signs in one step; the session keeps the CAIP-2 id and the text the wallet signed', async () => {
    const context = setupSolana()
    await connectFake(context)

    const result = await context.walletport.signIn()

    const [call] = context.chain.callsTo('signIn')
    expect(result.status).toBe('signedIn')
    expect(context.chain.callsTo('signMessage')).toHaveLength(0)
    expect(call?.input).toMatchObject({ domain: 'app.example', address: ADDRESS, uri: 'https://app.example', version: '1', chainId: MAINNET, issuedAt: '2026-01-01T00:00:00.000Z', expirationTime: '2026-01-02T00:00:00.000Z' })
    expect(call?.input.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    const session = context.walletport.getSiwx().session
    expect(session?.data).toMatchObject({ chainId: MAINNET, accountAddress: ADDRESS, nonce: call?.input.nonce })
    expect(session?.message).toContain('\nChain ID: mainnet\n')
    expect(session?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(await storedSessions(context)).toHaveLength(1)
    expect(context.walletport.getModal().open).toBe(false)
  })

  it('behavior: a reload finds the one-step session and asks nothing', async () => {
    const storage = new InMemoryStorage()
    const first = setupSolana({ storage })
    await connectFake(first)
    await first.walletport.signIn()

    const second = setupSolana({ storage })
    await connectFake(second)

    expect(second.walletport.getSiwx()).toMatchObject({ status: 'signedIn', session: { data: { chainId: MAINNET } } })
    expect(second.walletport.getModal().open).toBe(false)
  })

  it('behavior: a wallet without signIn signs the CAIP-122 text with signMessage', async () => {
    const context = setupSolana({ signIn: false })
    await connectFake(context)

    const result = await context.walletport.signIn()

    const [call] = context.chain.callsTo('signMessage')
    expect(result.status).toBe('signedIn')
    expect(call?.message).toContain(`\nChain ID: ${MAINNET.slice('solana:'.length)}\n`)
    expect(context.walletport.getSiwx().session).toMatchObject({ data: { chainId: MAINNET }, message: call?.message })
  })

  it('behavior: the adapter answering nothing (the wallet lacks solana:signIn) falls back to signMessage', async () => {
    const context = setupSolana()
    await connectFake(context)
    context.chain.answerNextSignIn(() => undefined)

    const result = await context.walletport.signIn()

    expect(result.status).toBe('signedIn')
    expect(context.chain.callsTo('signIn')).toHaveLength(1)
    expect(context.chain.callsTo('signMessage')).toHaveLength(1)
  })

  it('behavior: an answer for another account is refused, nothing is stored, the view stays', async () => {
    const context = setupSolana()
    await connectFake(context)
    context.chain.answerNextSignIn((output) => ({ ...output, address: '11111111111111111111111111111111' }))

    const result = await context.walletport.signIn()

    expect(result).toMatchObject({ status: 'failed', error: { kind: 'wrongAccount', shortMessage: 'The wallet signed in with another account' } })
    expect(await storedSessions(context)).toHaveLength(0)
    expect(context.walletport.getSiwx()).toMatchObject({ status: 'awaitingSignature', session: undefined, error: { kind: 'wrongAccount' } })
    expect(viewOf(context)).toBe('SIWXSignMessage')
    expect(context.events.map((event) => event.type)).toContain('SIWX_AUTH_ERROR')
  })

  it('behavior: declining the one-step sign-in reads "Signature declined"', async () => {
    const context = setupSolana()
    await connectFake(context)
    context.chain.failNext('signIn', new UserRejectedRequestError())

    const result = await context.walletport.signIn()

    expect(result.status).toBe('declined')
    expect(context.walletport.getSiwx().error?.shortMessage).toBe('Signature declined')
    expect(viewOf(context)).toBe('SIWXSignMessage')
  })

  it('behavior: a one-step answer after cancel stores nothing', async () => {
    const context = setupSolana({ required: true })
    await connectFake(context)
    const held = context.chain.holdNext('signIn')
    const signing = context.walletport.signIn()
    await held.whenReached

    expect(await context.walletport.cancelSignIn()).toBe('disconnect')
    held.release()
    const result = await signing
    await flushMicrotasks()

    expect(result.status).toBe('declined')
    expect(await storedSessions(context)).toHaveLength(0)
    expect(context.events.map((event) => event.type)).not.toContain('SIWX_AUTH_SUCCESS')
  })
})
