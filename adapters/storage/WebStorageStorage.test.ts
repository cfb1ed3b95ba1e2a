import { describe, expect, it } from 'vitest'
import { describeStorageContract } from '../../test-doubles/contracts/describeStorageContract.js'
import { InMemoryWebStorage } from '../../test-doubles/InMemoryWebStorage.js'
import { StorageError } from './StorageError.js'
import { WebStorageStorage, type WebStorageLike } from './WebStorageStorage.js'

describeStorageContract('WebStorageStorage over InMemoryWebStorage', () => new WebStorageStorage({ storage: new InMemoryWebStorage() }))

/** A Web Storage whose every method throws `error`, as a browser does with storage blocked. */
const throwingStorage = (error: unknown): WebStorageLike => ({
  getItem: () => {
    throw error
  },
  setItem: () => {
    throw error
  },
  removeItem: () => {
    throw error
  },
})

const domError = (name: string): Error => Object.assign(new Error(name), { name })

describe('WebStorageStorage', () => {
  it("default: keys get the 'walletport:' prefix in the underlying store", async () => {
    const webStorage = new InMemoryWebStorage()
    const storage = new WebStorageStorage({ storage: webStorage })

    await storage.set('recent', '[]')

    expect(webStorage.getItem('walletport:recent')).toBe('[]')
    expect(webStorage.getItem('recent')).toBeNull()
  })

  it('parameters: prefix', async () => {
    const webStorage = new InMemoryWebStorage()
    const storage = new WebStorageStorage({ storage: webStorage, prefix: 'app1/' })

    await storage.set('recent', '[]')
    await storage.remove('absent')

    expect(webStorage.getItem('app1/recent')).toBe('[]')
    expect(webStorage.length).toBe(1)
  })

  it('behavior: two prefixes over one store do not see each other', async () => {
    const webStorage = new InMemoryWebStorage()
    const first = new WebStorageStorage({ storage: webStorage, prefix: 'a:' })
    const second = new WebStorageStorage({ storage: webStorage, prefix: 'b:' })

    await first.set('key', 'from a')

    await expect(second.get('key')).resolves.toBeUndefined()
    await expect(first.get('key')).resolves.toBe('from a')
  })

  it('behavior: values written by the host page without the prefix are invisible', async () => {
    const webStorage = new InMemoryWebStorage()
    webStorage.setItem('recent', 'host page value')

    await expect(new WebStorageStorage({ storage: webStorage }).get('recent')).resolves.toBeUndefined()
  })

  it('behavior: a full quota rejects set with a StorageError (reason quota), never synchronously', async () => {
    const storage = new WebStorageStorage({ storage: new InMemoryWebStorage({ quotaChars: 20 }) })

    let result: Promise<void> | undefined
    expect(() => {
      result = storage.set('big', 'x'.repeat(100))
    }).not.toThrow()
    const error: unknown = await result?.catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(StorageError)
    expect(error).toMatchObject({ operation: 'set', key: 'big', reason: 'quota', category: 'INTERNAL_SDK_ERROR' })
    expect((error as StorageError).cause).toMatchObject({ name: 'QuotaExceededError' })
  })

  it('behavior: a failed set leaves the previous value in place', async () => {
    const storage = new WebStorageStorage({ storage: new InMemoryWebStorage({ quotaChars: 40 }) })
    await storage.set('key', 'small')

    await expect(storage.set('key', 'y'.repeat(100))).rejects.toBeInstanceOf(StorageError)

    await expect(storage.get('key')).resolves.toBe('small')
  })

  it('behavior: a security error rejects set and remove with a StorageError (reason security)', async () => {
    const storage = new WebStorageStorage({ storage: throwingStorage(domError('SecurityError')) })

    await expect(storage.set('key', 'value')).rejects.toMatchObject({ name: 'StorageError', operation: 'set', reason: 'security' })
    await expect(storage.remove('key')).rejects.toMatchObject({ name: 'StorageError', operation: 'remove', reason: 'security' })
  })

  it('behavior: a read that throws resolves undefined', async () => {
    const storage = new WebStorageStorage({ storage: throwingStorage(domError('SecurityError')) })

    await expect(storage.get('key')).resolves.toBeUndefined()
  })

  it('behavior: a read that throws a non-Error value resolves undefined', async () => {
    const storage = new WebStorageStorage({ storage: throwingStorage('blocked') })

    await expect(storage.get('key')).resolves.toBeUndefined()
  })
})
