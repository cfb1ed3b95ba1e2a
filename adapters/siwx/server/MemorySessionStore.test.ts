import { describe, expect, it } from 'vitest'
import { MemorySessionStore } from './MemorySessionStore.js'
import { describeSessionStoreContract } from './testing/describeSessionStoreContract.js'

const session = (accountAddress: string) => ({ data: { chainId: 'eip155:1', accountAddress, domain: 'a.example', uri: 'https://a.example', version: '1', nonce: 'nonce0001' }, message: 'm', signature: '0x' })

describeSessionStoreContract('MemorySessionStore', async () => {
  const store = new MemorySessionStore()
  return { store, other: store }
})

describe('MemorySessionStore', () => {
  it('parameters: maxEntries bounds memory: expired sessions go first, then the oldest sign-in', async () => {
    let now = 0
    const store = new MemorySessionStore({ now: () => now, maxEntries: 2 })
    await store.add(session('0x01'), 1_000)
    await store.add(session('0x02'), 5_000)
    now = 1_000

    await store.add(session('0x03'), 5_000)
    expect(store.size).toBe(2)
    expect(await store.find('eip155:1', '0x02')).toBeDefined()
    await store.add(session('0x04'), 5_000)
    expect(await store.find('eip155:1', '0x02')).toBeUndefined()
    expect(await store.find('eip155:1', '0x03')).toBeDefined()
    expect(await store.find('eip155:1', '0x04')).toBeDefined()
    expect(store.size).toBe(2)
  })
})
