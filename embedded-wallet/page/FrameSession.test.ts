import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { FrameSession } from './FrameSession.js'
import { InMemoryBackendClient } from './InMemoryBackendClient.js'
import { IndexedDbFrameDatabase } from './IndexedDbFrameDatabase.js'
import { KeyVault } from './KeyVault.js'

const EMAIL = 'ada@example.com'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** One browser: its own IndexedDB, vault and session, against a shared backend. */
function browser(backend: InMemoryBackendClient, factory = new IDBFactory()) {
  const database = new IndexedDbFrameDatabase(factory)
  const updates: (string | null)[] = []
  const clock = new ManualClock()
  let ids = 0
  const session = new FrameSession({
    backend,
    database,
    vault: new KeyVault({ database, crypto: globalThis.crypto }),
    clock,
    randomId: () => `device-${++ids}-${Math.random()}`,
    onSessionUpdate: (handle) => void updates.push(handle),
  })
  return { session, updates, database, clock, factory }
}

async function logIn(backend: InMemoryBackendClient, frame: ReturnType<typeof browser>, email = EMAIL) {
  expect(await frame.session.connectEmail({ email })).toEqual({ action: 'VERIFY_OTP' })
  await frame.session.connectOtp({ otp: backend.lastOtp(email) ?? '' })
}

describe('FrameSession', () => {
  it('default: the email login sequence signs in, unlocks a key and hands the app a handle', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)

    await logIn(backend, frame)
    const user = frame.session.getUser({ chainId: 10 })

    expect(backend.calls).toEqual(['startEmail', 'verifyEmail'])
    expect(frame.updates).toEqual([expect.stringMatching(/^handle-/)])
    expect(user).toEqual({
      email: EMAIL,
      address: frame.session.account?.address,
      chainId: 10,
      accounts: [{ address: frame.session.account?.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(backend.backupOf(EMAIL)?.address).toBe(user.address)
    expect(await frame.database.getSetting('sessionToken')).toMatch(/^token-/)
  })

  it('behavior: the device id is made once and kept in IndexedDB', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await frame.session.connectEmail({ email: EMAIL })
    const deviceId = await frame.database.getSetting('deviceId')

    await frame.session.connectEmail({ email: EMAIL })

    expect(deviceId).toBeDefined()
    expect(await frame.database.getSetting('deviceId')).toBe(deviceId)
  })

  it('behavior: CONNECT_EMAIL for the signed-in email answers CONNECT without a new login', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await logIn(backend, frame)

    expect(await frame.session.connectEmail({ email: 'ADA@example.com' })).toEqual({ action: 'CONNECT' })
    expect(backend.calls.filter((call) => call === 'startEmail')).toHaveLength(1)
  })

  it('behavior: after a reload, CONNECT_EMAIL for the stored session answers CONNECT with the key unlocked', async () => {
    const backend = new InMemoryBackendClient()
    const before = browser(backend)
    await logIn(backend, before)
    const reloaded = browser(backend, before.factory)

    expect(await reloaded.session.connectEmail({ email: EMAIL })).toEqual({ action: 'CONNECT' })
    expect(reloaded.session.getUser({ chainId: 1 }).address).toBe(before.session.account?.address)
  })

  it('behavior: a wrong code is the backend error, with its message', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await frame.session.connectEmail({ email: EMAIL })

    await expect(frame.session.connectOtp({ otp: '000000' })).rejects.toMatchObject({ error: 'invalid_code', shortMessage: 'Invalid code', attemptsLeft: 4 })
    expect(frame.session.account).toBeUndefined()
  })

  it('behavior: CONNECT_OTP without CONNECT_EMAIL is refused', async () => {
    await expect(browser(new InMemoryBackendClient()).session.connectOtp({ otp: '123456' })).rejects.toThrow('No email login in progress')
  })

  it('behavior: a known user on a new device waits for the device link, then verifies the code', async () => {
    const backend = new InMemoryBackendClient()
    const first = browser(backend)
    await logIn(backend, first)
    const second = browser(backend)

    expect(await second.session.connectEmail({ email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' })
    let done = false
    const waiting = second.session.connectDevice().then(() => (done = true))
    await flushMicrotasks()
    await second.clock.advanceAsync(1_000)
    expect(done).toBe(false)
    backend.approveDevice(EMAIL)
    await second.clock.advanceAsync(1_000)
    await waiting
    await second.session.connectOtp({ otp: backend.lastOtp(EMAIL) ?? '' })

    expect(second.session.account?.address).toBe(first.session.account?.address)
  })

  it('behavior: RELOAD cancels a device wait', async () => {
    const backend = new InMemoryBackendClient()
    await logIn(backend, browser(backend))
    const frame = browser(backend)
    await frame.session.connectEmail({ email: EMAIL })
    const waiting = frame.session.connectDevice()
    await flushMicrotasks()

    frame.session.reload()

    await expect(waiting).rejects.toThrow('The login was cancelled')
    await expect(frame.session.connectOtp({ otp: '123456' })).rejects.toThrow('No email login in progress')
  })

  it('behavior: IS_CONNECTED with a stored token reconnects after a reload (same key)', async () => {
    const backend = new InMemoryBackendClient()
    const before = browser(backend)
    await logIn(backend, before)
    const reloaded = browser(backend, before.factory)

    expect(await reloaded.session.isConnected({})).toEqual({ isConnected: true })
    expect(reloaded.session.account?.address).toBe(before.session.account?.address)
    expect(reloaded.updates).toEqual([])
  })

  it('behavior: IS_CONNECTED with a handle resumes, rotates the handle and tells the app', async () => {
    const backend = new InMemoryBackendClient()
    const before = browser(backend)
    await logIn(backend, before)
    const handle = before.updates[0] ?? ''
    // A new browser profile: no token, no key locally; the app still holds the handle.
    const fresh = browser(backend)

    expect(await fresh.session.isConnected({ sessionHandle: handle })).toEqual({ isConnected: true })

    expect(fresh.updates).toHaveLength(1)
    expect(fresh.updates[0]).not.toBe(handle)
    expect(fresh.session.account?.address).toBe(before.session.account?.address)
    // The old handle is spent.
    await expect(browser(backend).session.isConnected({ sessionHandle: handle })).resolves.toEqual({ isConnected: false })
  })

  it('behavior: IS_CONNECTED with nothing is false, with a dead handle false and the handle cleared', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)

    expect(await frame.session.isConnected(undefined)).toEqual({ isConnected: false })
    expect(await frame.session.isConnected({ sessionHandle: 'handle-unknown' })).toEqual({ isConnected: false })
    expect(frame.updates).toEqual([null])
  })

  it('behavior: a revoked stored token is forgotten', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await logIn(backend, frame)
    backend.revokeAll()

    expect(await frame.session.isConnected({})).toEqual({ isConnected: false })
    expect(await frame.database.getSetting('sessionToken')).toBeUndefined()
    expect(frame.session.account).toBeUndefined()
  })

  it('behavior: SIGN_OUT revokes the session and wipes the key and the token', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await logIn(backend, frame)
    const handle = frame.updates[0] ?? ''

    await frame.session.signOut()

    expect(frame.session.account).toBeUndefined()
    expect(frame.session.solanaKey).toBeUndefined()
    expect(await frame.database.getSetting('sessionToken')).toBeUndefined()
    expect(frame.updates.at(-1)).toBeNull()
    expect(() => frame.session.getUser({ chainId: 1 })).toThrow('User is not signed in')
    expect(await browser(backend).session.isConnected({ sessionHandle: handle })).toEqual({ isConnected: false })
  })

  it('behavior: SWITCH_NETWORK makes the chain current and remembers its RPC URL', () => {
    const { session } = browser(new InMemoryBackendClient())

    expect(session.switchNetwork({ chainId: 8453, rpcUrl: 'https://base.example' })).toEqual({ chainId: 8453 })

    expect(session.getChainId()).toEqual({ chainId: 8453 })
    expect(session.networks.rpcUrlFor(8453)).toBe('https://base.example')
  })

  it('behavior: SWITCH_NETWORK to a Solana chain echoes its CAIP-2 id; each chain keeps its own RPC URL', () => {
    const { session } = browser(new InMemoryBackendClient())
    session.switchNetwork({ chainId: 10, rpcUrl: 'https://optimism.example' })

    expect(session.switchNetwork({ chainId: SOLANA, rpcUrl: 'https://solana.example' })).toEqual({ chainId: SOLANA })

    expect(session.getChainId()).toEqual({ chainId: SOLANA })
    expect(session.networks.rpcUrlFor(SOLANA)).toBe('https://solana.example')
    expect(session.networks.rpcUrlFor(10)).toBe('https://optimism.example')
  })

  it('behavior: GET_USER on a Solana chain answers the base58 Solana address derived from the key, the same in a new browser', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await logIn(backend, frame)

    const user = frame.session.getUser({ chainId: SOLANA })

    const address = frame.session.solanaKey?.address
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(user).toEqual({ email: EMAIL, address, chainId: SOLANA, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(frame.session.getChainId()).toEqual({ chainId: SOLANA })
    expect(frame.session.getUser({ chainId: 1 }).address).toBe(frame.session.account?.address)
    // A new browser restores the unchanged backup: the same Solana address.
    const fresh = browser(backend)
    await fresh.session.isConnected({ sessionHandle: frame.updates[0] ?? '' })
    expect(fresh.session.getUser({ chainId: SOLANA }).address).toBe(address)
  })

  it('behavior: the email update takes both codes and changes the user', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await logIn(backend, frame)

    expect(await frame.session.updateEmail({ email: 'new@example.com' })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await frame.session.updateEmailPrimaryOtp({ otp: backend.lastOtp(EMAIL) ?? '' })).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await frame.session.updateEmailSecondaryOtp({ otp: backend.lastOtp('new@example.com') ?? '' })).toEqual({ newEmail: 'new@example.com' })

    expect(frame.session.getUser({ chainId: 1 }).email).toBe('new@example.com')
  })

  it('behavior: a key still being unlocked when the user signs out never serves the next user', async () => {
    let release: () => void = () => undefined
    let entered: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const unlocking = new Promise<void>((resolve) => (entered = resolve))
    class SlowDataKeyBackend extends InMemoryBackendClient {
      slow = false
      override async getDataKey(token: string): Promise<string> {
        const key = await super.getDataKey(token)
        if (this.slow) {
          entered()
          await gate
        }
        return key
      }
    }
    const backend = new SlowDataKeyBackend()
    const frame = browser(backend)
    // Ada's key is already in this browser, so her late unlock needs nothing more from the backend.
    await logIn(backend, frame)
    const adaAddress = frame.session.account?.address
    await frame.session.signOut()
    backend.slow = true
    await frame.session.connectEmail({ email: EMAIL })
    const adaLogin = frame.session.connectOtp({ otp: backend.lastOtp(EMAIL) ?? '' }).catch((error: unknown) => error)
    await unlocking

    await frame.session.signOut()
    backend.slow = false
    await logIn(backend, frame, 'bob@example.com')
    release()

    expect(await adaLogin).toMatchObject({ shortMessage: 'User is not signed in' })
    const bob = frame.session.getUser({ chainId: 1 })
    expect(bob).toMatchObject({ email: 'bob@example.com', address: backend.backupOf('bob@example.com')?.address })
    expect(bob.address).not.toBe(adaAddress)
  })
})
