import { describe, expect, it } from 'vitest'
import { InMemoryWebStorage } from '../../test-doubles/InMemoryWebStorage.js'
import { MemoryStorage } from './MemoryStorage.js'
import { WebStorageStorage } from './WebStorageStorage.js'
import { createDefaultStorage } from './createDefaultStorage.js'

describe('createDefaultStorage', () => {
  it('default: in Node (no localStorage) a MemoryStorage', () => {
    expect(createDefaultStorage()).toBeInstanceOf(MemoryStorage)
  })

  it('behavior: a working localStorage is used, and the probe key is not left behind', async () => {
    const localStorage = new InMemoryWebStorage()

    const storage = createDefaultStorage({ localStorage })
    await storage.set('key', 'value')

    expect(storage).toBeInstanceOf(WebStorageStorage)
    expect(localStorage.getItem('walletport:key')).toBe('value')
    expect(localStorage.length).toBe(1)
  })

  it('parameters: prefix', async () => {
    const localStorage = new InMemoryWebStorage()

    await createDefaultStorage({ localStorage }, { prefix: 'x:' }).set('key', 'value')

    expect(localStorage.getItem('x:key')).toBe('value')
  })

  it('behavior: a localStorage that refuses writes (quota 0) falls back to memory', () => {
    expect(createDefaultStorage({ localStorage: new InMemoryWebStorage({ quotaChars: 0 }) })).toBeInstanceOf(MemoryStorage)
  })

  it('behavior: reading localStorage itself throws (cookies blocked) → memory', () => {
    const host = {
      get localStorage(): never {
        throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' })
      },
    }

    expect(createDefaultStorage(host)).toBeInstanceOf(MemoryStorage)
  })
})
