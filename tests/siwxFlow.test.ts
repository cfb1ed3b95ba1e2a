import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import type { SiwxConfig } from '../core/siwx/Siwx.js'
import { LocalSiwx } from '../core/siwx/LocalSiwx.js'
import { SIWX_SESSIONS_KEY } from '../core/siwx/SiwxSessionStore.js'
import { toSiwxMessageData } from '../core/siwx/toSiwxMessageData.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { fakeSiwxVerifier } from './support/siwx/fakeSiwxVerifier.js'
import { ADDRESS, HOUR, connectFake, delegateTo, setupSiwx, viewOf } from './support/siwx/siwxSetup.js'

// Every sign-in rule (open on connect, sign, decline, cancel, required, reload), on the
// instance the UI drives (fake wallet, virtual time).
describe('sign-in flow', () => {
  it('behavior: a wallet connecting on a supported network with no session opens SIWXSignMessage', async () => {
    const context = setupSiwx()
    await connectFake(context)

    expect(context.walletport.getModal().open).toBe(true)
    expect(viewOf(context)).toBe('SIWXSignMessage')
    expect(context.walletport.getSiwx()).toMatchObject({ enabled: true, status: 'awaitingSignature', session: undefined })
  })

  it('behavior: signing stores the session and closes the modal', async () => {
    const context = setupSiwx()
    await connectFake(context)

    const result = await context.walletport.signIn()

    expect(result.status).toBe('signedIn')
    expect(context.chain.callsTo('signMessage')).toHaveLength(1)
    expect(context.walletport.getModal().open).toBe(false)
    expect(context.walletport.getSiwx()).toMatchObject({ status: 'signedIn', error: undefined })
    expect(context.walletport.getSiwx().session?.data.accountAddress).toBe(ADDRESS)
    expect(JSON.parse((await context.storage.get(SIWX_SESSIONS_KEY)) ?? '[]')).toHaveLength(1)
    expect(context.events.map((event) => event.type)).toContain('SIWX_AUTH_SUCCESS')
  })

  it('behavior: the message is for the active chain, the site and a fresh nonce', async () => {
    const context = setupSiwx()
    await connectFake(context)
    await context.walletport.signIn()

    const [call] = context.chain.callsTo('signMessage')
    expect(call?.message).toMatch(/^app\.example wants you to sign in with your Ethereum account:\n0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266\n\n\nURI: https:\/\/app\.example\nVersion: 1\nChain ID: 1\nNonce: [A-Za-z0-9]{17}\nIssued At: 2026-01-01T00:00:00\.000Z\nExpiration Time: 2026-01-02T00:00:00\.000Z$/)
  })

  it('behavior: declining keeps the view with "Signature declined", and reopens it when closed', async () => {
    const context = setupSiwx()
    await connectFake(context)
    context.chain.failNext('signMessage', new UserRejectedRequestError())

    const result = await context.walletport.signIn()

    expect(result.status).toBe('declined')
    expect(context.walletport.getSiwx().error?.shortMessage).toBe('Signature declined')
    expect(viewOf(context)).toBe('SIWXSignMessage')
    expect(context.walletport.close()).toBe(true)
    context.chain.failNext('signMessage', new UserRejectedRequestError())
    await context.walletport.signIn()
    expect(context.walletport.getModal().open).toBe(true)
    expect(viewOf(context)).toBe('SIWXSignMessage')
  })

  it('behavior: a smart account that declines reads "This application might not support Smart Accounts"', async () => {
    const chain = new FakeChainAdapter({ chainId: 1, accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'smartAccount' }] })
    const context = setupSiwx({ chain })
    await connectFake(context)
    chain.failNext('signMessage', new Error('AA23 reverted'))

    await context.walletport.signIn()

    expect(context.walletport.getSiwx().error?.shortMessage).toBe('This application might not support Smart Accounts')
  })

  it('behavior: cancel disconnects when sign-in is required', async () => {
    const context = setupSiwx({ local: { required: true } })
    await connectFake(context)

    expect(await context.walletport.cancelSignIn()).toBe('disconnect')
    await flushMicrotasks()

    expect(context.walletport.getAccount().status).toBe('disconnected')
    expect(context.walletport.getModal().open).toBe(false)
  })

  it('behavior: cancel only closes the modal when sign-in is optional', async () => {
    const context = setupSiwx()
    await connectFake(context)

    expect(await context.walletport.cancelSignIn()).toBe('close')

    expect(context.walletport.getAccount().status).toBe('connected')
    expect(context.walletport.getModal().open).toBe(false)
  })

  it('behavior: a signature approved after cancel stores no session (required: the wallet was disconnected)', async () => {
    const context = setupSiwx({ local: { required: true } })
    await connectFake(context)
    const held = context.chain.holdNext('signMessage')
    const signing = context.walletport.signIn()
    await held.whenReached

    expect(await context.walletport.cancelSignIn()).toBe('disconnect')
    held.release()
    const result = await signing

    expect(result.status).toBe('declined')
    expect(JSON.parse((await context.storage.get(SIWX_SESSIONS_KEY)) ?? '[]')).toHaveLength(0)
    expect(context.walletport.getSiwx().session).toBeUndefined()
    expect(context.walletport.getModal().open).toBe(false)
    expect(context.events.map((event) => event.type)).not.toContain('SIWX_AUTH_SUCCESS')
  })

  it('behavior: a signature approved after cancel stores no session (optional: the wallet stays connected)', async () => {
    const context = setupSiwx()
    await connectFake(context)
    const held = context.chain.holdNext('signMessage')
    const signing = context.walletport.signIn()
    await held.whenReached

    expect(await context.walletport.cancelSignIn()).toBe('close')
    held.release()

    expect((await signing).status).toBe('declined')
    expect(context.walletport.getAccount().status).toBe('connected')
    expect(JSON.parse((await context.storage.get(SIWX_SESSIONS_KEY)) ?? '[]')).toHaveLength(0)
    expect(context.walletport.getSiwx().session).toBeUndefined()
    // A later attempt is a fresh one and signs in.
    expect((await context.walletport.signIn()).status).toBe('signedIn')
  })

  it('behavior: an integrator signIn() that returns after cancel has its session revoked', async () => {
    const stored: string[] = []
    const revoked: string[] = []
    let finish!: () => void
    const gate = new Promise<void>((resolve) => (finish = resolve))
    const local = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', storage: new InMemoryStorage(), verifiers: [fakeSiwxVerifier()] })
    const siwx: SiwxConfig = {
      ...delegateTo(local),
      signIn: async (input) => {
        await gate
        stored.push(input.accountAddress)
        const message = await local.createMessage(input)
        return { data: toSiwxMessageData(message), message: String(message), signature: '0x01' }
      },
      revokeSession: async (chainId, address) => {
        revoked.push(`${chainId} ${address}`)
      },
    }
    const context = setupSiwx({ siwx: () => siwx })
    await connectFake(context)
    const signing = context.walletport.signIn()
    await context.walletport.cancelSignIn()
    finish()

    expect((await signing).status).toBe('declined')
    expect(stored).toEqual([ADDRESS])
    expect(revoked).toHaveLength(1)
    expect(context.walletport.getSiwx().session).toBeUndefined()
  })

  it('behavior: required and no session: the sign and approve views cannot be closed (they shake)', async () => {
    const context = setupSiwx({ local: { required: true } })
    await connectFake(context)

    expect(context.walletport.close()).toBe(false)
    expect(context.walletport.getModal().shake).toBe(true)
    context.walletport.navigate('ApproveTransaction')
    expect(context.walletport.close()).toBe(false)
    await context.clock.advanceAsync(500)
    expect(context.walletport.getModal().shake).toBe(false)

    context.walletport.navigate('SIWXSignMessage')
    await context.walletport.signIn()
    context.walletport.open({ view: 'SIWXSignMessage' })
    expect(context.walletport.close()).toBe(true)
  })

  it('behavior: a setup failure says so, disconnects and resets to Connect', async () => {
    const failing = (deps: { storage: InMemoryStorage; clock: ManualClock }): SiwxConfig => {
      const local = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', verifiers: [fakeSiwxVerifier()], ...deps })
      return { ...delegateTo(local), createMessage: () => Promise.reject(new Error('nonce endpoint down')) }
    }
    const context = setupSiwx({ siwx: failing })
    await connectFake(context)

    const result = await context.walletport.signIn()
    await flushMicrotasks()

    expect(result.status).toBe('failed')
    expect(context.walletport.getSiwx().error?.shortMessage).toBe('A problem occurred while trying initialize authentication')
    expect(context.walletport.getAccount().status).toBe('disconnected')
    expect(viewOf(context)).toBe('Connect')
  })

  it('behavior: a session lookup that fails on connect is a setup failure too', async () => {
    const context = setupSiwx({
      siwx: (deps) => {
        const local = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', verifiers: [fakeSiwxVerifier()], ...deps })
        return { ...delegateTo(local), getSessions: () => Promise.reject(new Error('backend down')) }
      },
    })
    await connectFake(context)

    expect(context.walletport.getSiwx().error?.kind).toBe('initFailed')
    expect(context.walletport.getAccount().status).toBe('disconnected')
  })

  it('behavior: reconnecting on reload with a stored valid session asks for no new signature', async () => {
    const storage = new InMemoryStorage()
    const first = setupSiwx({ storage })
    await connectFake(first)
    await first.walletport.signIn()
    first.walletport.destroy()

    const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], authorized: true })
    const reload = setupSiwx({ storage, chain })
    await reload.walletport.ready
    await flushMicrotasks()

    expect(reload.walletport.getAccount().status).toBe('connected')
    expect(reload.walletport.getSiwx().status).toBe('signedIn')
    expect(reload.walletport.getModal().open).toBe(false)
    expect(chain.callsTo('signMessage')).toHaveLength(0)
  })

  it('behavior: an expired stored session asks again on reload', async () => {
    const storage = new InMemoryStorage()
    const clock = new ManualClock()
    const first = setupSiwx({ storage, clock })
    await connectFake(first)
    await first.walletport.signIn()
    first.walletport.destroy()
    await clock.advanceAsync(25 * HOUR)

    const reload = setupSiwx({ storage, clock, chain: new FakeChainAdapter({ chainId: 1, authorized: true }) })
    await reload.walletport.ready
    await flushMicrotasks()

    expect(reload.walletport.getSiwx().status).toBe('awaitingSignature')
    expect(viewOf(reload)).toBe('SIWXSignMessage')
  })

  it('behavior: a message for another chain than the active one is never signed (setup failure)', async () => {
    const context = setupSiwx({
      siwx: (deps) => {
        const local = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', verifiers: [fakeSiwxVerifier()], ...deps })
        return { ...delegateTo(local), createMessage: (input) => local.createMessage({ ...input, chainId: 'eip155:137' }) }
      },
    })
    await connectFake(context)

    expect((await context.walletport.signIn()).status).toBe('failed')
    expect(context.chain.callsTo('signMessage')).toHaveLength(0)
  })

  it('parameters: an integrator signIn replaces create → sign → addSession', async () => {
    const session = { data: { accountAddress: ADDRESS, chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'oneClickAuth1' }, message: 'm', signature: '0x' }
    const context = setupSiwx({
      siwx: (deps) => ({ ...delegateTo(new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', verifiers: [fakeSiwxVerifier()], ...deps })), signIn: async () => session }),
    })
    await connectFake(context)

    expect(await context.walletport.signIn()).toEqual({ status: 'signedIn', session })
    expect(context.chain.callsTo('signMessage')).toHaveLength(0)
    expect(context.walletport.getModal().open).toBe(false)
  })

  it('behavior: an unsupported network opens no sign view', async () => {
    const context = setupSiwx({ chain: new FakeChainAdapter({ chainId: 56 }) })
    await connectFake(context)

    expect(viewOf(context)).toBe('UnsupportedChain')
  })
})
