import { describe, expect, it } from 'vitest'
import { WebStorageStorage } from '../../adapters/storage/WebStorageStorage.js'
import { InMemoryWebStorage } from '../../test-doubles/InMemoryWebStorage.js'
import { BufferedLogger } from '../logging/BufferedLogger.js'
import { MemoryBackedStorage } from './MemoryBackedStorage.js'

const logger = () => new BufferedLogger({ clock: { now: () => 0 }, level: 'silent' })

describe('MemoryBackedStorage', () => {
  it('default: a storage that accepts writes is used as it is; nothing kept aside', async () => {
    const web = new InMemoryWebStorage()
    const storage = new MemoryBackedStorage({ storage: new WebStorageStorage({ storage: web }) })

    await storage.set('key', 'value')

    expect(web.getItem('walletport:key')).toBe('value')
    await expect(storage.get('key')).resolves.toBe('value')
    await storage.remove('key')
    await expect(storage.get('key')).resolves.toBeUndefined()
  })

  it('behavior: a full quota → the write resolves, the value lives on in memory, a debug log says so (nothing louder)', async () => {
    const log = logger()
    const web = new InMemoryWebStorage({ quotaChars: 40 })
    const storage = new MemoryBackedStorage({ storage: new WebStorageStorage({ storage: web }), logger: log })
    await storage.set('key', 'small')

    await expect(storage.set('key', 'y'.repeat(100))).resolves.toBeUndefined()

    await expect(storage.get('key')).resolves.toBe('y'.repeat(100))
    expect(web.getItem('walletport:key')).toBe('small')
    expect(log.entries().map((entry) => [entry.level, entry.message])).toEqual([['debug', 'storage refused key: kept in memory for this page']])
  })

  it('behavior: a refused removal reads as removed for this page; a later accepted write wins again', async () => {
    let refuse = true
    const map = new Map<string, string>([['walletport:key', 'old']])
    const web = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (refuse) throw Object.assign(new Error('denied'), { name: 'SecurityError' })
        map.set(key, value)
      },
      removeItem: (key: string) => {
        if (refuse) throw Object.assign(new Error('denied'), { name: 'SecurityError' })
        map.delete(key)
      },
    }
    const storage = new MemoryBackedStorage({ storage: new WebStorageStorage({ storage: web }) })

    await storage.remove('key')
    await expect(storage.get('key')).resolves.toBeUndefined()
    refuse = false
    await storage.set('key', 'new')

    expect(map.get('walletport:key')).toBe('new')
    await expect(storage.get('key')).resolves.toBe('new')
  })
})
