import { describe, expect, it } from 'vitest'
import type { Storage } from '../../ports/Storage.js'

/**
 * Registers the Storage port's contract: what every adapter and fake must do alike.
 * `makeSubject` returns a fresh, empty store for each test.
 * @example describeStorageContract('MemoryStorage', () => new MemoryStorage())
 */
export function describeStorageContract(name: string, makeSubject: () => Storage | Promise<Storage>): void {
  describe(`Storage contract: ${name}`, () => {
    it('get: a missing key resolves undefined', async () => {
      const storage = await makeSubject()

      await expect(storage.get('never-set')).resolves.toBeUndefined()
    })

    it('set/get: round-trips the value', async () => {
      const storage = await makeSubject()

      await expect(storage.set('key', 'value')).resolves.toBeUndefined()

      await expect(storage.get('key')).resolves.toBe('value')
    })

    it('set: overwrites the previous value', async () => {
      const storage = await makeSubject()
      await storage.set('key', 'first')

      await storage.set('key', 'second')

      await expect(storage.get('key')).resolves.toBe('second')
    })

    it('remove: the key reads undefined afterwards', async () => {
      const storage = await makeSubject()
      await storage.set('key', 'value')

      await expect(storage.remove('key')).resolves.toBeUndefined()

      await expect(storage.get('key')).resolves.toBeUndefined()
    })

    it('remove: a missing key resolves', async () => {
      const storage = await makeSubject()

      await expect(storage.remove('never-set')).resolves.toBeUndefined()
    })

    it('keys: are isolated, including keys that share a prefix', async () => {
      const storage = await makeSubject()
      await storage.set('wallet', 'a')
      await storage.set('wallet:recent', 'b')
      await storage.set('Wallet', 'c')

      await storage.remove('wallet')

      await expect(storage.get('wallet')).resolves.toBeUndefined()
      await expect(storage.get('wallet:recent')).resolves.toBe('b')
      await expect(storage.get('Wallet')).resolves.toBe('c')
    })

    it('keys: names of Object.prototype members are ordinary keys', async () => {
      const storage = await makeSubject()

      await expect(storage.get('__proto__')).resolves.toBeUndefined()
      await expect(storage.get('constructor')).resolves.toBeUndefined()
      await storage.set('__proto__', 'p')
      await storage.set('hasOwnProperty', 'h')

      await expect(storage.get('__proto__')).resolves.toBe('p')
      await expect(storage.get('hasOwnProperty')).resolves.toBe('h')
    })

    it('values: the empty string is kept (not read as missing)', async () => {
      const storage = await makeSubject()

      await storage.set('empty', '')

      await expect(storage.get('empty')).resolves.toBe('')
    })

    it('values: unicode is kept exactly', async () => {
      const storage = await makeSubject()
      const value = 'Zoë ✓ 钱包 🦊 \u0000 \ud83d\ude80 "quoted" \\ \n end'

      await storage.set('unicode', value)

      await expect(storage.get('unicode')).resolves.toBe(value)
    })

    it('values: JSON text is kept exactly', async () => {
      const storage = await makeSubject()
      const value = JSON.stringify({ connectors: [{ id: 'io.metamask', chain: 'eip155' }], at: 1_767_225_600_000 })

      await storage.set('json', value)

      await expect(storage.get('json')).resolves.toBe(value)
    })

    it('values: a large value (256 KiB) round-trips', async () => {
      const storage = await makeSubject()
      const value = 'x'.repeat(256 * 1024)

      await storage.set('large', value)

      await expect(storage.get('large')).resolves.toBe(value)
    })

    it('behavior: every method answers with a promise, never synchronously', async () => {
      const storage = await makeSubject()

      const results = [storage.get('k'), storage.set('k', 'v'), storage.remove('k')]

      for (const result of results) expect(result).toBeInstanceOf(Promise)
      await Promise.all(results)
    })
  })
}
