import { describe, expect, it, vi } from 'vitest'
import type { SiweConfig } from '../core/siwx/Siwx.js'
import { polygon } from '../core/network/presets.js'
import { SIWX_SESSIONS_KEY } from '../core/siwx/SiwxSessionStore.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { ADDRESS, OTHER, connectFake, setupSiwx, viewOf, type SiwxSetup } from './support/siwx/siwxSetup.js'

// Sign-out: the visitor's own, and the policies (disconnect by default; account and network on request).
async function signedIn(options: Parameters<typeof setupSiwx>[0] = {}): Promise<SiwxSetup> {
  const context = setupSiwx(options)
  await connectFake(context)
  await context.walletport.signIn()
  return context
}

const storedSessions = async (context: SiwxSetup): Promise<unknown[]> => JSON.parse((await context.storage.get(SIWX_SESSIONS_KEY)) ?? '[]') as unknown[]

describe('sign-out policies', () => {
  it('default: disconnecting revokes the session', async () => {
    const context = await signedIn()

    await context.walletport.disconnect()
    await flushMicrotasks()

    expect(await storedSessions(context)).toEqual([])
    expect(context.walletport.getSiwx()).toMatchObject({ status: 'signedOut', session: undefined })
    expect(context.events.map((event) => event.type)).toContain('SIWX_SIGN_OUT')
  })

  it('parameters: signOutOnDisconnect false keeps the session for the next connection', async () => {
    const context = await signedIn({ local: { signOutOnDisconnect: false } })

    await context.walletport.disconnect()
    await connectFake(context)

    expect(await storedSessions(context)).toHaveLength(1)
    expect(context.walletport.getSiwx().status).toBe('signedIn')
  })

  it('default: an account change keeps the old session and asks the new account to sign in', async () => {
    const context = await signedIn()

    context.chain.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [{ namespace: 'eip155', address: OTHER, type: 'eoa' }] })
    await flushMicrotasks()

    expect(await storedSessions(context)).toHaveLength(1)
    expect(context.walletport.getSiwx().status).toBe('awaitingSignature')
    expect(viewOf(context)).toBe('SIWXSignMessage')
  })

  it('parameters: signOutOnAccountChange revokes the old account’s session', async () => {
    const context = await signedIn({ local: { signOutOnAccountChange: true } })

    context.chain.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [{ namespace: 'eip155', address: OTHER, type: 'eoa' }] })
    await flushMicrotasks()

    expect(await storedSessions(context)).toEqual([])
  })

  it('parameters: signOutOnNetworkChange revokes the session of the network left', async () => {
    const kept = await signedIn()
    const revoked = await signedIn({ local: { signOutOnNetworkChange: true } })

    await kept.walletport.switchNetwork(polygon)
    await revoked.walletport.switchNetwork(polygon)
    await flushMicrotasks()

    expect(await storedSessions(kept)).toHaveLength(1)
    expect(await storedSessions(revoked)).toEqual([])
    expect(viewOf(revoked)).toBe('SIWXSignMessage')
  })
})

describe('signOut()', () => {
  it('behavior: revokes the active session and stays connected when sign-in is optional', async () => {
    const context = await signedIn()

    await context.walletport.signOut()

    expect(await storedSessions(context)).toEqual([])
    expect(context.walletport.getSiwx()).toMatchObject({ status: 'awaitingSignature', session: undefined })
    expect(context.walletport.getAccount().status).toBe('connected')
  })

  it('behavior: when sign-in is required it disconnects too', async () => {
    const context = await signedIn({ local: { required: true } })

    await context.walletport.signOut()

    expect(context.walletport.getAccount().status).toBe('disconnected')
  })

  it('behavior: without sign-in configured: SIWX is not enabled', async () => {
    const context = setupSiwx({ siwx: () => undefined })
    await connectFake(context)

    await expect(context.walletport.signIn()).rejects.toMatchObject({ shortMessage: 'SIWX is not enabled' })
    await expect(context.walletport.signOut()).rejects.toMatchObject({ shortMessage: 'SIWX is not enabled' })
    expect(context.walletport.getSiwx().status).toBe('disabled')
    expect(viewOf(context)).not.toBe('SIWXSignMessage')
  })

  it('behavior: not connected: No ActiveCaipAddress found', async () => {
    const context = setupSiwx()

    await expect(context.walletport.signIn()).rejects.toMatchObject({ shortMessage: 'No ActiveCaipAddress found' })
  })
})

describe('the legacy siweConfig', () => {
  function legacy(overrides: Partial<SiweConfig> = {}) {
    let session: { address: string; chainId: number } | null = null
    const config: SiweConfig = {
      getNonce: vi.fn(async () => 'legacyNonce123'),
      getMessageParams: async () => ({ domain: 'legacy.example', uri: 'https://legacy.example', statement: 'Sign in to Legacy' }),
      createMessage: vi.fn((args) => `legacy text for ${args.address} with ${args.nonce}`),
      verifyMessage: vi.fn(async ({ signature }) => {
        session = { address: ADDRESS, chainId: 1 }
        return signature.startsWith('0x')
      }),
      getSession: async () => session,
      signOut: vi.fn(async () => {
        session = null
        return true
      }),
      onSignIn: vi.fn(),
      required: true,
      ...overrides,
    }
    return config
  }

  it('behavior: the whole flow runs through it (nonce, its text, verify, onSignIn)', async () => {
    const siweConfig = legacy()
    const context = setupSiwx({ siweConfig })
    await connectFake(context)
    expect(viewOf(context)).toBe('SIWXSignMessage')

    const result = await context.walletport.signIn()

    expect(result.status).toBe('signedIn')
    expect(context.chain.callsTo('signMessage')[0]?.message).toBe(`legacy text for ${ADDRESS} with legacyNonce123`)
    expect(siweConfig.onSignIn).toHaveBeenCalledWith({ address: ADDRESS, chainId: 1 })
    expect(context.walletport.getSiwx().required).toBe(true)
  })

  it('behavior: legacy defaults sign out on a network change', async () => {
    const siweConfig = legacy()
    const context = setupSiwx({ siweConfig, chain: new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] }) })
    await connectFake(context)
    await context.walletport.signIn()

    await context.walletport.switchNetwork(polygon)
    await flushMicrotasks()

    expect(siweConfig.signOut).toHaveBeenCalled()
  })

  it('behavior: a signature the legacy verifyMessage refuses is "Signature declined"', async () => {
    const context = setupSiwx({ siweConfig: legacy({ verifyMessage: async () => false }) })
    await connectFake(context)

    const result = await context.walletport.signIn()

    expect(result.status === 'declined' && result.error.shortMessage).toBe('Signature declined')
  })
})
