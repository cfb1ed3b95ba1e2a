import { describe, expect, it } from 'vitest'
import { MemorySessionStore } from './MemorySessionStore.js'
import { describeSessionStoreContract } from './testing/describeSessionStoreContract.js'

const session = (accountAddress: string) => ({ data: { chainId: 'eip155:1', accountAddress, domain: 'a.example', uri: 'https://a.example', version: '1', nonce: 'nonce0001' }, message: 'm', signature: '0x' })

describeSessionStoreContract('MemorySessionStore', async () => {
  const store = new MemorySessionStore()
  return { store, other: store }
})

describe('MemorySessionStore', () => {
  it('parameters: maxEntries bounds memory; expired sessions make room', async () => {
    let now = 0
    const store = new MemorySessionStore({ now: () => now, maxEntries: 1 })
    await store.add(session('0x01'), 1_000)

    await expect(store.add(session('0x02'), 1_000)).rejects.toThrow('full')
    await store.add(session('0x01'), 2_000)
    now = 2_000
    await store.add(session('0x02'), 3_000)
    expect(store.size).toBe(1)
  })
})
