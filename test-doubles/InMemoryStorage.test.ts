import { describe, expect, it } from 'vitest'
import { StorageError } from '../adapters/storage/StorageError.js'
import { InMemoryStorage } from './InMemoryStorage.js'
import { describeStorageContract } from './contracts/describeStorageContract.js'

describeStorageContract('InMemoryStorage', () => new InMemoryStorage())

describe('InMemoryStorage', () => {
  it('parameters: initial entries are readable', async () => {
    const storage = new InMemoryStorage({ 'wallet:recent': '["metamask"]' })

    await expect(storage.get('wallet:recent')).resolves.toBe('["metamask"]')
  })

  it('seed / dump / keys / size: inspection sees what the port wrote, sorted by key', async () => {
    const storage = new InMemoryStorage().seed({ b: '2' })

    await storage.set('a', '1')
    await storage.set('c', '3')
    await storage.remove('c')

    expect(storage.dump()).toEqual({ a: '1', b: '2' })
    expect(Object.keys(storage.dump())).toEqual(['a', 'b'])
    expect(storage.keys()).toEqual(['a', 'b'])
    expect(storage.size).toBe(2)
  })

  it('clear: empties the store', async () => {
    const storage = new InMemoryStorage({ a: '1' })

    storage.clear()

    expect(storage.dump()).toEqual({})
  })

  it('failNext: default rejects the next call with a quota StorageError naming the key, once', async () => {
    const storage = new InMemoryStorage().failNext('set')

    const error: unknown = await storage.set('wallet:recent', '[]').catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(StorageError)
    expect(error).toMatchObject({ operation: 'set', key: 'wallet:recent', reason: 'quota' })
    expect(storage.dump()).toEqual({})
    await storage.set('wallet:recent', '[]')
    expect(storage.dump()).toEqual({ 'wallet:recent': '[]' })
  })

  it('failNext: parameters: error; only the named operation fails', async () => {
    const error = new Error('disk on fire')
    const storage = new InMemoryStorage({ key: 'value' }).failNext('get', error)

    await expect(storage.set('other', 'x')).resolves.toBeUndefined()
    await expect(storage.get('key')).rejects.toBe(error)
    await expect(storage.get('key')).resolves.toBe('value')
  })

  it('failNext: queued failures fail that many calls', async () => {
    const storage = new InMemoryStorage().failNext('remove').failNext('remove')

    await expect(storage.remove('a')).rejects.toBeInstanceOf(StorageError)
    await expect(storage.remove('a')).rejects.toBeInstanceOf(StorageError)
    await expect(storage.remove('a')).resolves.toBeUndefined()
  })

  it('failAlways / clearFailures: fails every call until cleared', async () => {
    const storage = new InMemoryStorage().failAlways('set')

    await expect(storage.set('a', '1')).rejects.toBeInstanceOf(StorageError)
    await expect(storage.set('a', '1')).rejects.toBeInstanceOf(StorageError)
    storage.clearFailures('set')

    await expect(storage.set('a', '1')).resolves.toBeUndefined()
  })
})
