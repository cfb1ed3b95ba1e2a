import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { FrameSession } from './FrameSession.js'
import { InMemoryBackendClient } from './InMemoryBackendClient.js'
import { IndexedDbFrameDatabase } from './IndexedDbFrameDatabase.js'
import { KeyVault } from './KeyVault.js'

const APP = 'http://127.0.0.1:5173'

function browser(backend: InMemoryBackendClient) {
  const database = new IndexedDbFrameDatabase(new IDBFactory())
  return new FrameSession({
    backend,
    database,
    vault: new KeyVault({ database, crypto: globalThis.crypto }),
    clock: new ManualClock(),
    randomId: () => `device-${Math.random()}`,
    onSessionUpdate: () => undefined,
  })
}

const channelOf = (url: string) => new URL(url).searchParams.get('channelToken') ?? ''

describe('FrameSession: Sign In With Farcaster', () => {
  it('default: GET_FARCASTER_URI gives the channel URL; CONNECT_FARCASTER waits until the Farcaster app signed in, answers the username; GET_USER has it', async () => {
    const backend = new InMemoryBackendClient()
    const session = browser(backend)
    const { url } = await session.getFarcasterUri(APP)
    expect(url).toMatch(/channelToken=/)
    let settled = false
    const connecting = session.connectFarcaster(APP).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(settled).toBe(false)
    backend.completeFarcaster({ channel: channelOf(url), email: 'fid-7402@farcaster.invalid', userName: 'walletport-demo' })
    await expect(connecting).resolves.toEqual({ userName: 'walletport-demo' })
    expect(session.getUser({ chainId: 31337 })).toMatchObject({ userName: 'walletport-demo', address: session.account?.address })
  })

  it('behavior: RELOAD cancels a waiting CONNECT_FARCASTER', async () => {
    const backend = new InMemoryBackendClient()
    const session = browser(backend)
    await session.getFarcasterUri(APP)
    const connecting = session.connectFarcaster(APP)
    await new Promise((resolve) => setTimeout(resolve, 20))
    session.reload()
    await expect(connecting).rejects.toThrow('The login was cancelled')
    await expect(session.connectFarcaster(APP)).rejects.toThrow('No Farcaster sign-in was started')
  })

  it('fault: an expired channel rejects with the backend message; a channel of another origin is refused', async () => {
    const backend = new InMemoryBackendClient()
    const session = browser(backend)
    const { url } = await session.getFarcasterUri(APP)
    await expect(session.connectFarcaster('http://evil.example')).rejects.toThrow('This Farcaster sign-in belongs to another app.')
    backend.expireFarcaster(channelOf(url))
    await expect(session.connectFarcaster(APP)).rejects.toThrow('This Farcaster code has expired.')
  })
})
