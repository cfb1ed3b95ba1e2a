import { generateNonce, type RandomBytes } from '../../../core/siwx/generateNonce.js'
import { SiwxVerificationError, type SiwxRefusalReason } from '../../../core/siwx/SiwxVerificationError.js'
import { verifySiwxMessage } from '../../../core/siwx/verifySiwxMessage.js'
import type { Network } from '../../../core/network/Network.js'
import type { SiwxMessageData, SiwxSession } from '../../../core/siwx/Siwx.js'
import { parseRfc3339DateTime } from '../../../core/siwx/parseRfc3339DateTime.js'
import type { SiwxVerifier } from '../../../ports/SiwxVerifier.js'
import { ViemSiwxVerifier } from '../evm/ViemSiwxVerifier.js'
import { NobleSolanaSiwxVerifier } from '../solana/NobleSolanaSiwxVerifier.js'
import { MemoryNonceStore } from './MemoryNonceStore.js'
import type { NonceStore } from './NonceStore.js'
import { MemorySessionStore } from './MemorySessionStore.js'
import type { SessionStore } from './SessionStore.js'

/** Options of `createSiwxServer`. */
export interface SiwxServerOptions {
  /** The site's RFC 3986 authority (`example.com`, `localhost:5173`): messages for any other domain are refused. */
  readonly domain: string
  /** When set, the message URI must be this one or (http/https) on its origin. */
  readonly uri?: string
  /** When set, the message must name this scheme. */
  readonly scheme?: string
  /** When set, only these CAIP-2 chains may sign in. */
  readonly chainIds?: readonly string[]
  /** Networks whose RPC answers EIP-1271 / EIP-6492 checks for contract wallets. */
  readonly networks?: readonly Network[]
  /** Default: viem for eip155 (with `networks`), ed25519 for solana (with `solanaLocalnetGenesisHash`). */
  readonly verifiers?: readonly SiwxVerifier[]
  /**
   * The genesis hash of your local Solana cluster (its RPC's `getGenesisHash`), so a Sign In
   * With Solana message for 'localnet' reads as its CAIP-2 id; without it such messages are
   * refused. Used by the default verifiers only.
   */
  readonly solanaLocalnetGenesisHash?: string
  /** Default: a `MemoryNonceStore` (one process). */
  readonly nonceStore?: NonceStore
  /** Default: a `MemorySessionStore` (one process). Share one (`RedisSessionStore`) across servers. */
  readonly sessionStore?: SessionStore
  /** How long a verified session is kept, ms (less when its message expires sooner). Default 24 hours. */
  readonly sessionTtlMs?: number
  /** How long an issued nonce may be used, ms. Default 5 minutes. */
  readonly nonceTtlMs?: number
  /**
   * How far the visitor's clock may be off the server's, ms, either way (default 60 s,
   * `SIWX_SERVER_CLOCK_SKEW_MS`). Beyond it a message is refused with the direction as reason:
   * `issuedAt` (or `notBefore`) later than now + this: 'issuedInFuture' (clock ahead);
   * `issuedAt` earlier than its nonce's issue time − this: 'issuedBeforeNonce' (clock behind).
   */
  readonly clockSkewMs?: number
  readonly now?: () => number
  readonly randomBytes?: RandomBytes
}

/** A nonce for the client to put in its message. */
export interface IssuedNonce {
  readonly nonce: string
  /** RFC 3339 time after which the nonce is refused. */
  readonly expiresAt: string
}

/** The answer to a sign-in: a session, or a refusal with a typed reason (JSON-safe). */
export type SiwxServerResult =
  | { readonly ok: true; readonly session: SiwxSession }
  | { readonly ok: false; readonly reason: SiwxRefusalReason; readonly message: string }

/**
 * The sign-in backend of one site. With shared stores (`RedisNonceStore`, `RedisSessionStore`)
 * any process may issue, verify or look up: each nonce is still accepted once in all.
 * A store that fails rejects with `SiwxStoreUnavailableError` (answer 503), never a refusal.
 */
export interface SiwxServer {
  issueNonce(): Promise<IssuedNonce>
  /** Checks a signed message; on success its nonce is spent and the session kept in the session store. */
  verify(request: { readonly message: unknown; readonly signature: unknown }): Promise<SiwxServerResult>
  /** The live session of one chain and account (none or one), as `SiwxConfig.getSessions` wants it. */
  getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]>
  /** Ends the session of one chain and account (sign-out). */
  revokeSession(chainId: string, address: string): Promise<void>
}

/** Five minutes: long enough to read and sign, short enough that a leaked nonce is soon worthless. */
export const SIWX_SERVER_NONCE_TTL_MS = 5 * 60_000
/** A day: how long a verified session is kept unless its message expires sooner. */
export const SIWX_SERVER_SESSION_TTL_MS = 24 * 60 * 60_000
/** A minute: the default tolerated difference between a visitor's clock and the server's. */
export const SIWX_SERVER_CLOCK_SKEW_MS = 60_000

/**
 * Sign-in verification for a host backend (Node 20, no DOM): single-use expiring
 * nonces and `{ message, signature }` checks bound to the site's domain (and URI,
 * chains), the times, the nonce, then the signature (EOA, EIP-1271, EIP-6492, ed25519).
 * Solana messages may be CAIP-122 (signed with signMessage) or the text the wallet built for
 * `solana:signIn` (`Chain ID: mainnet`); the session carries the CAIP-2 chain id either way.
 * @example const siwx = createSiwxServer({ domain: 'example.com', uri: 'https://example.com' })
 */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const now = options.now ?? (() => Date.now())
  const store = options.nonceStore ?? new MemoryNonceStore({ now })
  const sessions = options.sessionStore ?? new MemorySessionStore({ now })
  const ttl = options.nonceTtlMs ?? SIWX_SERVER_NONCE_TTL_MS
  const sessionTtl = options.sessionTtlMs ?? SIWX_SERVER_SESSION_TTL_MS
  const verifiers = options.verifiers ?? [
    new ViemSiwxVerifier({ networks: options.networks ?? [] }),
    new NobleSolanaSiwxVerifier(options.solanaLocalnetGenesisHash === undefined ? {} : { localnetGenesisHash: options.solanaLocalnetGenesisHash }),
  ]
  const refuse = (reason: SiwxRefusalReason): SiwxServerResult => ({ ok: false, reason, message: new SiwxVerificationError(reason).shortMessage })
  const clockSkew = options.clockSkewMs ?? SIWX_SERVER_CLOCK_SKEW_MS
  const checkNonce = async (nonce: string, data: SiwxMessageData): Promise<SiwxRefusalReason | undefined> => {
    const record = await store.peek(nonce)
    if (!record) return 'nonceUnknown'
    if (record.used) return 'nonceReused'
    if (record.expiresAt <= now()) return 'nonceExpired'
    // A message signed on a right clock is issued after its nonce (as the store recorded it; a store
    // that keeps no issue time: its expiry − this server's ttl).
    const issuedAt = parseRfc3339DateTime(data.issuedAt ?? '')
    const nonceIssuedAt = record.issuedAt ?? record.expiresAt - ttl
    return issuedAt !== undefined && issuedAt < nonceIssuedAt - clockSkew ? 'issuedBeforeNonce' : undefined
  }

  return {
    async issueNonce(): Promise<IssuedNonce> {
      const nonce = generateNonce(undefined, options.randomBytes)
      const issuedAt = now()
      const expiresAt = issuedAt + ttl
      await store.add(nonce, expiresAt, issuedAt)
      return { nonce, expiresAt: new Date(expiresAt).toISOString() }
    },

    async verify(request): Promise<SiwxServerResult> {
      // The body is outside data (`await req.json()` may be null, a number, a list).
      if (typeof request !== 'object' || request === null) return refuse('invalidMessage')
      const { message, signature } = request
      if (typeof message !== 'string') return refuse('invalidMessage')
      if (typeof signature !== 'string') return refuse('malformedSignature')
      const result = await verifySiwxMessage({
        message,
        signature,
        verifiers,
        checkNonce,
        expect: {
          domain: options.domain,
          now: now(),
          clockSkewMs: clockSkew,
          ...(options.uri === undefined ? {} : { uri: options.uri }),
          ...(options.scheme === undefined ? {} : { scheme: options.scheme }),
          ...(options.chainIds === undefined ? {} : { chainIds: options.chainIds }),
        },
      })
      if (!result.ok) return refuse(result.error.reason)
      // Consumed only now, after the signature held: a forged request cannot burn a visitor's nonce.
      // The store decides atomically, so of two racing requests with one nonce only one wins.
      if (!(await store.consume(result.data.nonce))) return refuse('nonceReused')
      const session: SiwxSession = { data: result.data, message, signature }
      await sessions.add(session, sessionExpiry(result.data.expirationTime, now() + sessionTtl))
      return { ok: true, session }
    },

    async getSessions(chainId, address) {
      const session = await sessions.find(chainId, address)
      return session ? [session] : []
    },

    revokeSession: (chainId, address) => sessions.remove(chainId, address),
  }
}

/** The session lives until `latest`, or until its message's own expiration time when that comes first. */
function sessionExpiry(expirationTime: string | undefined, latest: number): number {
  const expires = expirationTime === undefined ? Number.NaN : Date.parse(expirationTime)
  return Number.isFinite(expires) ? Math.min(expires, latest) : latest
}
