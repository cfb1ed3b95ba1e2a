import { describe, expect, it } from 'vitest'
import type { SiwxSession } from '../../../../core/siwx/Siwx.js'
import type { SessionStore } from '../SessionStore.js'

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = 'AbC9xyzSoLanaAddre55AbC9xyzSoLanaAddre55abc'

function session(chainId: string, accountAddress: string, nonce = 'nonce0001'): SiwxSession {
  return {
    data: { chainId, accountAddress, domain: 'app.example', uri: 'https://app.example', version: '1', nonce, issuedAt: '2026-01-01T12:00:00.000Z', resources: ['https://app.example/terms'] },
    message: `app.example wants you to sign in … ${nonce}`,
    signature: '0x1234',
  }
}

/**
 * The SessionStore contract: what the memory and the Redis stores do alike. `makeSubject` returns
 * an empty store on the real clock for each test, and `other`, a second handle on the same data.
 * @example describeSessionStoreContract('MemorySessionStore', async () => { const store = new MemorySessionStore(); return { store, other: store } })
 */
export function describeSessionStoreContract(name: string, makeSubject: () => Promise<{ readonly store: SessionStore; readonly other: SessionStore }>): void {
  describe(`SessionStore contract: ${name}`, () => {
    it('behavior: a session is found by its chain and account (EVM in any letter case), not by others', async () => {
      const { store, other } = await makeSubject()
      const evm = session('eip155:1', EVM)
      const solana = session('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA)
      await store.add(evm, Date.now() + 60_000)
      await store.add(solana, Date.now() + 60_000)

      expect(await other.find('eip155:1', EVM.toLowerCase())).toEqual(evm)
      expect(await other.find('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA)).toEqual(solana)
      expect(await other.find('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA.toLowerCase())).toBeUndefined()
      expect(await other.find('eip155:137', EVM)).toBeUndefined()
    })

    it('behavior: a new sign-in replaces the session of the same chain and account', async () => {
      const { store, other } = await makeSubject()
      await store.add(session('eip155:1', EVM, 'nonce0001'), Date.now() + 60_000)
      await other.add(session('eip155:1', EVM.toLowerCase(), 'nonce0002'), Date.now() + 60_000)

      expect((await store.find('eip155:1', EVM))?.data.nonce).toBe('nonce0002')
    })

    it('behavior: a removed session is gone; removing none resolves', async () => {
      const { store, other } = await makeSubject()
      await store.add(session('eip155:1', EVM), Date.now() + 60_000)

      await other.remove('eip155:1', EVM.toLowerCase())
      await other.remove('eip155:1', EVM)

      expect(await store.find('eip155:1', EVM)).toBeUndefined()
    })

    it('behavior: a session is gone once it expires', async () => {
      const { store, other } = await makeSubject()
      await store.add(session('eip155:1', EVM), Date.now() + 100)
      await sleep(150)

      expect(await other.find('eip155:1', EVM)).toBeUndefined()
    })
  })
}
