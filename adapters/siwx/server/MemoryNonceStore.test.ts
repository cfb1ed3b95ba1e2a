import { describe, expect, it } from 'vitest'
import { MemoryNonceStore } from './MemoryNonceStore.js'
import { describeNonceStoreContract } from './testing/describeNonceStoreContract.js'

describe('MemoryNonceStore', () => {
  it('behavior: a nonce is consumed once; a used one is still known until it expires', async () => {
    const store = new MemoryNonceStore({ now: () => 0 })
    await store.add('nonce0001', 1_000)

    expect(await store.peek('nonce0001')).toEqual({ expiresAt: 1_000, used: false })
    expect(await store.consume('nonce0001')).toBe(true)
    expect(await store.consume('nonce0001')).toBe(false)
    expect(await store.peek('nonce0001')).toEqual({ expiresAt: 1_000, used: true })
    expect(await store.consume('unknown01')).toBe(false)
  })

  it('behavior: an expired nonce cannot be consumed and is dropped on the next issue', async () => {
    let now = 0
    const store = new MemoryNonceStore({ now: () => now })
    await store.add('nonce0001', 1_000)
    now = 1_000

    expect(await store.consume('nonce0001')).toBe(false)
    await store.add('nonce0002', 2_000)
    expect(store.size).toBe(1)
  })

  it('parameters: maxEntries bounds memory', async () => {
    const store = new MemoryNonceStore({ now: () => 0, maxEntries: 1 })
    await store.add('nonce0001', 1_000)

    await expect(store.add('nonce0002', 1_000)).rejects.toThrow('full')
  })
})

describeNonceStoreContract('MemoryNonceStore', async () => {
  const store = new MemoryNonceStore()
  return { store, other: store }
})
