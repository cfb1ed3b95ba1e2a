import { describe, expect, it } from 'vitest'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { StorageKeyValueStorage } from './StorageKeyValueStorage.js'

describe('StorageKeyValueStorage', () => {
  it('default: JSON values under walletconnect: keys, listed by getKeys/getEntries', async () => {
    const storage = new InMemoryStorage()
    const store = new StorageKeyValueStorage(storage)
    await store.setItem('wc@2:client:0.3//session', [{ topic: 't', expiry: 1 }])
    await store.setItem('wc@2:core:0.3//keychain', { a: 'b' })
    expect(await store.getItem('wc@2:client:0.3//session')).toEqual([{ topic: 't', expiry: 1 }])
    expect(await storage.get('walletconnect:wc@2:core:0.3//keychain')).toBe('{"a":"b"}')
    expect(await store.getKeys()).toEqual(['wc@2:client:0.3//session', 'wc@2:core:0.3//keychain'])
    expect(await store.getEntries()).toEqual([
      ['wc@2:client:0.3//session', [{ topic: 't', expiry: 1 }]],
      ['wc@2:core:0.3//keychain', { a: 'b' }],
    ])
    await store.removeItem('wc@2:client:0.3//session')
    expect(await store.getKeys()).toEqual(['wc@2:core:0.3//keychain'])
    expect(await store.getItem('wc@2:client:0.3//session')).toBeUndefined()
  })

  it('behavior: many writes at once keep every key in the index', async () => {
    const store = new StorageKeyValueStorage(new InMemoryStorage())
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.setItem(`k${index}`, index)))
    expect((await store.getKeys()).sort()).toEqual(Array.from({ length: 20 }, (_, index) => `k${index}`).sort())
  })

  it('behavior: garbage in storage reads as absent, never throws', async () => {
    const storage = new InMemoryStorage()
    await storage.set('walletconnect:x', '{not json')
    await storage.set('walletconnect:keys', '"not a list"')
    const store = new StorageKeyValueStorage(storage)
    expect(await store.getItem('x')).toBeUndefined()
    expect(await store.getKeys()).toEqual([])
    await storage.set('walletconnect:keys', '["x", 3, "y"]')
    expect(await store.getKeys()).toEqual(['x', 'y'])
    expect(await store.getEntries()).toEqual([])
  })
})
