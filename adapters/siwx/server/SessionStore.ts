import type { SiwxSession } from '../../../core/siwx/Siwx.js'

/**
 * Where the sign-in server keeps the sessions it verified, one per chain and account (a new
 * sign-in replaces the old), until they expire. Put it in Redis, a database, … so every process
 * sees every session; `MemorySessionStore` serves one.
 */
export interface SessionStore {
  /** Keeps `session` until `expiresAt` (epoch ms), replacing the one of the same chain and account. */
  add(session: SiwxSession, expiresAt: number): Promise<void>
  /** The live session of one chain and account (EVM addresses in any letter case). */
  find(chainId: string, address: string): Promise<SiwxSession | undefined>
  /** Forgets the session of one chain and account. */
  remove(chainId: string, address: string): Promise<void>
}
