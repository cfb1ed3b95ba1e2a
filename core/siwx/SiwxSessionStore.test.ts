import { describe, expect, it } from 'vitest'
import type { SiwxSession } from './Siwx.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { isSessionOf } from './isSessionOf.js'
import { SIWX_SESSIONS_KEY, SiwxSessionStore } from './SiwxSessionStore.js'

function session(address: string, chainId = 'eip155:1', signature = '0x01'): SiwxSession {
  return {
    data: { accountAddress: address, chainId, domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh1' },
    message: `message for ${address}`,
    signature,
  }
}

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('SiwxSessionStore', () => {
  it('behavior: add keeps one session per chain and account, find matches EVM addresses in any case', async () => {
    const store = new SiwxSessionStore({ storage: new InMemoryStorage() })

    await store.add(session(A, 'eip155:1', '0x01'))
    await store.add(session(A, 'eip155:1', '0x02'))
    await store.add(session(A, 'eip155:137'))

    expect(await store.list()).toHaveLength(2)
    expect((await store.find('eip155:1', A.toLowerCase())).map((each) => each.signature)).toEqual(['0x02'])
  })

  it('behavior: quick additions do not lose one another', async () => {
    const store = new SiwxSessionStore({ storage: new InMemoryStorage() })

    await Promise.all([store.add(session(A)), store.add(session(B)), store.add(session(A, 'eip155:10'))])

    expect(await store.list()).toHaveLength(3)
  })

  it('behavior: remove and replace; an empty list leaves nothing stored', async () => {
    const storage = new InMemoryStorage()
    const store = new SiwxSessionStore({ storage })
    await store.replace([session(A), session(B)])

    await store.remove('eip155:1', A)
    expect((await store.list()).map((each) => each.data.accountAddress)).toEqual([B])
    await store.replace([])
    expect(await storage.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })

  it('behavior: a corrupt or tampered value is dropped, never trusted', async () => {
    const storage = new InMemoryStorage()
    await storage.set(SIWX_SESSIONS_KEY, JSON.stringify([{ data: { accountAddress: 42 } }]))
    const store = new SiwxSessionStore({ storage })

    expect(await store.list()).toEqual([])
    expect(await storage.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })

  it('parameters: key', async () => {
    const storage = new InMemoryStorage()
    await new SiwxSessionStore({ storage, key: 'mine' }).add(session(A))

    expect(await storage.get('mine')).toContain(A)
  })

  it('isSessionOf: Solana addresses are case-sensitive', () => {
    const solana = session('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(isSessionOf(solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '9wzdxwbbmkg8ztbnmquxvqrayrzzdsgydlvl9zytawwm')).toBe(false)
  })
})
