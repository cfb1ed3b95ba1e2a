import { describe, expect, it } from 'vitest'
import { InMemoryWebStorage } from './InMemoryWebStorage.js'

describe('InMemoryWebStorage', () => {
  it('default: behaves like Web Storage (null for missing, key(), length, clear)', () => {
    const storage = new InMemoryWebStorage()

    storage.setItem('a', '1')
    storage.setItem('b', '2')
    storage.removeItem('a')

    expect(storage.getItem('a')).toBeNull()
    expect(storage.getItem('b')).toBe('2')
    expect(storage.key(0)).toBe('b')
    expect(storage.key(5)).toBeNull()
    expect(storage.length).toBe(1)
    storage.clear()
    expect(storage.length).toBe(0)
  })

  it('parameters: quotaChars: a write over quota throws QuotaExceededError and stores nothing', () => {
    const storage = new InMemoryWebStorage({ quotaChars: 10 })
    storage.setItem('k', '12345')

    expect(() => storage.setItem('k2', '123456')).toThrow(expect.objectContaining({ name: 'QuotaExceededError', code: 22 }))
    expect(storage.getItem('k2')).toBeNull()
  })

  it('parameters: quotaChars: overwriting counts the new value, not both', () => {
    const storage = new InMemoryWebStorage({ quotaChars: 10 })
    storage.setItem('k', '123456789')

    expect(() => storage.setItem('k', '987654321')).not.toThrow()
    expect(storage.getItem('k')).toBe('987654321')
  })
})
