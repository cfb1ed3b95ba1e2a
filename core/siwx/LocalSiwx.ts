import type { Clock } from '../../ports/Clock.js'
import type { SiwxVerifier } from '../../ports/SiwxVerifier.js'
import type { Storage } from '../../ports/Storage.js'
import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from './Siwx.js'
import { checkSiwxTimes } from './checkSiwxMessage.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'
import { generateNonce, type RandomBytes } from './generateNonce.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import { SiwxSessionStore } from './SiwxSessionStore.js'
import { addressRuleOf, chainAliasRuleOf, type SiwxChainAliasRule } from './siwxNamespaces.js'
import { SiwxVerificationError } from './SiwxVerificationError.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

/** How long a nonce this instance handed out stays usable: 10 minutes. */
export const LOCAL_SIWX_NONCE_TTL_MS = 10 * 60_000

/** Options of `LocalSiwx`. */
export interface LocalSiwxOptions {
  /** The site's RFC 3986 authority, e.g. `location.host`. */
  readonly domain: string
  /** The site's URI, e.g. `location.origin`. */
  readonly uri: string
  /** Where sessions are kept (e.g. `createDefaultStorage()`); read back schema-checked. */
  readonly storage: Storage
  /** One per namespace that may sign in; a signature is checked by its namespace's verifier. */
  readonly verifiers: readonly SiwxVerifier[]
  readonly statement?: string
  readonly resources?: readonly string[]
  /** Session lifetime in ms from signing (Expiration Time); default: no expiration. */
  readonly expiresInMs?: number
  /** When true, a connected wallet must sign in (see `canCloseModal`). Default false. */
  readonly required?: boolean
  /** A nonce from a backend instead of a local one. */
  readonly getNonce?: () => Promise<string>
  /** Called with a locally verified session before it is stored, e.g. to POST it to a backend; throw to refuse it. */
  readonly confirmSession?: (session: SiwxSession) => Promise<void>
  readonly clock?: Pick<Clock, 'now'>
  readonly randomBytes?: RandomBytes
  readonly storageKey?: string
  readonly signOutOnDisconnect?: boolean
  readonly signOutOnAccountChange?: boolean
  readonly signOutOnNetworkChange?: boolean
}

/**
 * The default `siwx` implementation, all in the page: strict CAIP-122 messages,
 * single-use nonces, signatures checked by per-namespace verifiers, sessions in
 * the Storage port. A backend must still verify for itself (`walletport/siwx/server`).
 * @example siwx: new LocalSiwx({ domain: location.host, uri: location.origin, storage, verifiers: [new ViemSiwxVerifier()] })
 */
export class LocalSiwx implements SiwxConfig {
  readonly signOutOnDisconnect: boolean
  readonly signOutOnAccountChange: boolean
  readonly signOutOnNetworkChange: boolean
  readonly #options: LocalSiwxOptions
  readonly #sessions: SiwxSessionStore
  readonly #now: () => number
  /** Nonces handed out, until they expire: whether used, and when they expire. */
  readonly #nonces = new Map<string, { readonly expiresAt: number; used: boolean }>()

  constructor(options: LocalSiwxOptions) {
    this.#options = options
    this.#sessions = new SiwxSessionStore({ storage: options.storage, ...(options.storageKey ? { key: options.storageKey } : {}) })
    const clock = options.clock
    this.#now = clock ? () => clock.now() : () => Date.now()
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
    this.signOutOnAccountChange = options.signOutOnAccountChange ?? false
    this.signOutOnNetworkChange = options.signOutOnNetworkChange ?? false
  }

  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    const { domain, uri, statement, resources, expiresInMs } = this.#options
    const now = this.#now()
    const nonce = this.#options.getNonce ? await this.#options.getNonce() : generateNonce(undefined, this.#options.randomBytes)
    const message = createSiwxMessage(
      {
        domain,
        uri,
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(expiresInMs === undefined ? {} : { expirationTime: new Date(now + expiresInMs).toISOString() }),
        ...(statement === undefined ? {} : { statement }),
        ...(resources === undefined ? {} : { resources }),
      },
      { activeChainId: input.chainId, isAddress: addressRuleOf(this.#options.verifiers) },
    )
    this.#forgetExpiredNonces(now)
    this.#nonces.set(nonce, { expiresAt: now + LOCAL_SIWX_NONCE_TTL_MS, used: false })
    return message
  }

  /** Verifies the session (binding, nonce issued here and unused, times, signature), lets `confirmSession` see it, then stores it. */
  async addSession(session: SiwxSession): Promise<void> {
    const verified = { ...session, data: await this.#verify(session, { nonce: true }) }
    await this.#options.confirmSession?.(verified)
    await this.#sessions.add(verified)
  }

  async revokeSession(chainId: string, address: string): Promise<void> {
    await this.#sessions.remove(chainId, address)
  }

  /** Replaces every session; each is verified first (no nonce check: they were issued elsewhere, e.g. one-click auth). */
  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    const verified: SiwxSession[] = []
    for (const session of sessions) verified.push({ ...session, data: await this.#verify(session, { nonce: false }) })
    await this.#sessions.replace(verified)
  }

  /** The stored sessions of a chain and account that are for this site and valid now (never expired ones). */
  async getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]> {
    const now = this.#now()
    return (await this.#sessions.find(chainId, address)).filter(
      (session) =>
        session.data.domain === this.#options.domain &&
        describesMessage(session.data, session.message, chainAliasRuleOf(this.#options.verifiers)) &&
        checkSiwxTimes(session.data, { now }) === undefined,
    )
  }

  getRequired(): boolean {
    return this.#options.required ?? false
  }

  async #verify(session: SiwxSession, { nonce }: { readonly nonce: boolean }): Promise<SiwxSession['data']> {
    const now = this.#now()
    const result = await verifySiwxMessage({
      message: session.message,
      signature: session.signature,
      verifiers: this.#options.verifiers,
      expect: { domain: this.#options.domain, uri: this.#options.uri, chainIds: [session.data.chainId], address: session.data.accountAddress, now },
    })
    if (!result.ok) throw result.error
    if (!describesMessage(session.data, session.message, chainAliasRuleOf(this.#options.verifiers))) throw new SiwxVerificationError('dataMismatch')
    if (nonce) {
      const entry = this.#nonces.get(result.data.nonce)
      if (entry === undefined) throw new SiwxVerificationError('nonceUnknown')
      if (entry.used) throw new SiwxVerificationError('nonceReused')
      if (entry.expiresAt <= now) throw new SiwxVerificationError('nonceExpired')
      // Marked in the same turn as the check, so two concurrent additions cannot both pass.
      entry.used = true
    }
    return result.data
  }

  #forgetExpiredNonces(now: number): void {
    for (const [nonce, entry] of this.#nonces) if (entry.expiresAt <= now) this.#nonces.delete(nonce)
  }
}

/**
 * True when `data` are exactly the fields of `message` (a session cannot carry fields its
 * signature does not cover). The message is CAIP-122, or the text a wallet built for a one-step
 * sign-in, which names the chain by an alias (Solana: 'mainnet').
 */
function describesMessage(data: SiwxSession['data'], message: string, chainAlias: SiwxChainAliasRule): boolean {
  try {
    const expected = serializeSiwxMessage(toSiwxMessageData(data))
    return expected === message || serializeSiwxMessage(parseSiwxMessage(message, { chainAlias })) === expected
  } catch {
    return false
  }
}
