import type { SiwxSession } from '../../core/siwx/Siwx.js'
import type { BlockchainApi } from '../../ports/BlockchainApi.js'
import { addressKey, lastSegment } from './addressKey.js'
import type { BlockchainApiSeed } from './BlockchainApiSeed.js'

/** The sign-in session area in memory: sessions per CAIP-10 account. */
export class InMemorySessionCalls {
  readonly #sessions = new Map<string, readonly SiwxSession[]>()

  constructor(seed: BlockchainApiSeed) {
    for (const [caipAddress, sessions] of Object.entries(seed.sessions ?? {})) {
      for (const session of sessions) this.addSession(caipAddress, session)
    }
  }

  getSessions(query: Parameters<BlockchainApi['getSessions']>[0]): readonly SiwxSession[] {
    return this.#sessions.get(addressKey(query.caipAddress)) ?? []
  }

  /** Removes the sessions of `address` on every chain. */
  revokeSession(query: Parameters<BlockchainApi['revokeSession']>[0]): void {
    const wanted = addressKey(query.address)
    for (const caipAddress of [...this.#sessions.keys()]) {
      if (lastSegment(caipAddress) === wanted) this.#sessions.delete(caipAddress)
    }
  }

  addSession(caipAddress: string, session: SiwxSession): void {
    const key = addressKey(caipAddress)
    this.#sessions.set(key, [...(this.#sessions.get(key) ?? []), session])
  }
}
