import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { BackendError } from './BackendError.js'
import { FrameSession } from './FrameSession.js'
import { InMemoryBackendClient } from './InMemoryBackendClient.js'
import { IndexedDbFrameDatabase } from './IndexedDbFrameDatabase.js'
import { KeyVault } from './KeyVault.js'

const APP = 'http://127.0.0.1:5173'

function browser(backend: InMemoryBackendClient, factory = new IDBFactory()) {
  const database = new IndexedDbFrameDatabase(factory)
  const session = new FrameSession({
    backend,
    database,
    vault: new KeyVault({ database, crypto: globalThis.crypto }),
    clock: new ManualClock(),
    randomId: () => `device-${Math.random()}`,
    onSessionUpdate: () => undefined,
  })
  return { session, database, factory }
}

describe('FrameSession: social login', () => {
  it('default: CONNECT_SOCIAL trades the result handle for the user with the social username; the same email is the same wallet', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    const { uri } = await frame.session.getSocialRedirectUri({ provider: 'google' }, APP)
    expect(uri).toContain('client_id=google')

    const user = await frame.session.connectSocial({ uri: backend.completeSocial({ email: 'ada@example.com', origin: APP }), chainId: 31337 }, APP)

    expect(user).toMatchObject({ email: 'ada@example.com', userName: 'ada', chainId: 31337, address: frame.session.account?.address })
    // An email login of the same address on another browser unlocks the same key.
    const other = browser(backend)
    expect(await other.session.connectEmail({ email: 'ada@example.com' })).toEqual({ action: 'VERIFY_DEVICE' })
    backend.approveDevice('ada@example.com')
    await other.session.connectDevice()
    await other.session.connectOtp({ otp: backend.lastOtp('ada@example.com') ?? '' })
    expect(other.session.getUser({ chainId: 31337 })).toMatchObject({ address: user.address })
    expect(other.session.getUser({ chainId: 31337 }).userName).toBeUndefined()
  })

  it('behavior: the username survives a reload of the frame; sign-out forgets it', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    await frame.session.connectSocial({ uri: backend.completeSocial({ email: 'bo@example.com', origin: APP, userName: 'bo_gh' }) }, APP)
    const reloaded = browser(backend, frame.factory)
    expect(await reloaded.session.isConnected(undefined)).toEqual({ isConnected: true })
    expect(reloaded.session.getUser({ chainId: 1 }).userName).toBe('bo_gh')
    await reloaded.session.signOut()
    expect(await reloaded.database.getSetting('socialUserName')).toBeUndefined()
  })

  it('attack: a handle issued to another app origin, or used twice, is refused', async () => {
    const backend = new InMemoryBackendClient()
    const frame = browser(backend)
    const handle = backend.completeSocial({ email: 'cy@example.com', origin: 'https://other.example' })
    await expect(frame.session.connectSocial({ uri: handle }, APP)).rejects.toMatchObject({ error: 'origin_mismatch' })
    const mine = backend.completeSocial({ email: 'cy@example.com', origin: APP })
    await frame.session.connectSocial({ uri: mine }, APP)
    await expect(frame.session.connectSocial({ uri: mine }, APP)).rejects.toBeInstanceOf(BackendError)
  })
})
