import { describe, expect, it } from 'vitest'
import { describeStorageContract } from '../../test-doubles/contracts/describeStorageContract.js'
import { MemoryStorage } from './MemoryStorage.js'

describeStorageContract('MemoryStorage', () => new MemoryStorage())

describe('MemoryStorage', () => {
  it('behavior: two instances share nothing', async () => {
    const first = new MemoryStorage()
    const second = new MemoryStorage()

    await first.set('key', 'value')

    await expect(second.get('key')).resolves.toBeUndefined()
  })
})
