import { describe, expect, it } from 'vitest'
import type { NonceStore } from '../NonceStore.js'

/** Sleeps in real time: the Redis store's keys expire on Redis' own clock. */
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The NonceStore contract: what the memory and the Redis stores do alike. `makeSubject` returns
 * an empty store on the real clock (Date.now) for each test; `other` a second handle on the same
 * data (another process's client), or the same store when there is only one.
 * @example describeNonceStoreContract('MemoryNonceStore', async () => { const store = new MemoryNonceStore(); return { store, other: store } })
 */
export function describeNonceStoreContract(name: string, makeSubject: () => Promise<{ readonly store: NonceStore; readonly other: NonceStore }>): void {
  describe(`NonceStore contract: ${name}`, () => {
    it('behavior: an issued nonce is consumed once; a used one is still known', async () => {
      const { store, other } = await makeSubject()
      const expiresAt = Date.now() + 60_000
      await store.add('contract01', expiresAt)

      expect(await other.peek('contract01')).toEqual({ expiresAt, used: false })
      expect(await other.consume('contract01')).toBe(true)
      expect(await store.consume('contract01')).toBe(false)
      expect(await other.consume('contract01')).toBe(false)
      expect(await store.peek('contract01')).toEqual({ expiresAt, used: true })
    })

    it('behavior: the issue time, when given, is kept through use (servers with different ttls read it alike)', async () => {
      const { store, other } = await makeSubject()
      const issuedAt = Date.now()
      await store.add('contract03', issuedAt + 60_000, issuedAt)

      expect(await other.peek('contract03')).toEqual({ expiresAt: issuedAt + 60_000, issuedAt, used: false })
      expect(await other.consume('contract03')).toBe(true)
      expect(await store.peek('contract03')).toEqual({ expiresAt: issuedAt + 60_000, issuedAt, used: true })
    })

    it('behavior: a nonce never issued is unknown and cannot be consumed', async () => {
      const { store } = await makeSubject()

      expect(await store.peek('neverIssued1')).toBeUndefined()
      expect(await store.consume('neverIssued1')).toBe(false)
    })

    it('behavior: nonces are independent', async () => {
      const { store, other } = await makeSubject()
      await store.add('contract01', Date.now() + 60_000)
      await store.add('contract02', Date.now() + 60_000)

      expect(await other.consume('contract01')).toBe(true)
      expect(await other.peek('contract02')).toMatchObject({ used: false })
      expect(await store.consume('contract02')).toBe(true)
    })

    it('behavior: an expired nonce reads expired and cannot be consumed', async () => {
      const { store, other } = await makeSubject()
      const expiresAt = Date.now() + 100
      await store.add('contract01', expiresAt)
      await sleep(150)

      expect(await other.peek('contract01')).toEqual({ expiresAt, used: false })
      expect(await other.consume('contract01')).toBe(false)
      expect(await store.consume('contract01')).toBe(false)
    })

    it('behavior: 40 racing consumes of one nonce, through both handles: exactly one wins', async () => {
      const { store, other } = await makeSubject()
      await store.add('contract01', Date.now() + 60_000)

      const results = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? store : other).consume('contract01')))

      expect(results.filter(Boolean)).toHaveLength(1)
    })
  })
}
