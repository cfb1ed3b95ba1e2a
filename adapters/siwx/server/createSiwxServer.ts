import { generateNonce, type RandomBytes } from '../../../core/siwx/generateNonce.js'
import { SiwxVerificationError, type SiwxRefusalReason } from '../../../core/siwx/SiwxVerificationError.js'
import { verifySiwxMessage } from '../../../core/siwx/verifySiwxMessage.js'
import type { Network } from '../../../core/network/Network.js'
import type { SiwxSession } from '../../../core/siwx/Siwx.js'
import type { SiwxVerifier } from '../../../ports/SiwxVerifier.js'
import { ViemSiwxVerifier } from '../evm/ViemSiwxVerifier.js'
import { NobleSolanaSiwxVerifier } from '../solana/NobleSolanaSiwxVerifier.js'
import { MemoryNonceStore } from './MemoryNonceStore.js'
import type { NonceStore } from './NonceStore.js'

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
  /** How long an issued nonce may be used, ms. Default 5 minutes. */
  readonly nonceTtlMs?: number
  /** Tolerated clock difference for `issuedAt` in the future, ms. Default 60 s. */
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

/** The sign-in backend of one site. */
export interface SiwxServer {
  issueNonce(): Promise<IssuedNonce>
  verify(request: { readonly message: unknown; readonly signature: unknown }): Promise<SiwxServerResult>
}

/** Five minutes: long enough to read and sign, short enough that a leaked nonce is soon worthless. */
export const SIWX_SERVER_NONCE_TTL_MS = 5 * 60_000
const DEFAULT_CLOCK_SKEW_MS = 60_000

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
  const ttl = options.nonceTtlMs ?? SIWX_SERVER_NONCE_TTL_MS
  const verifiers = options.verifiers ?? [
    new ViemSiwxVerifier({ networks: options.networks ?? [] }),
    new NobleSolanaSiwxVerifier(options.solanaLocalnetGenesisHash === undefined ? {} : { localnetGenesisHash: options.solanaLocalnetGenesisHash }),
  ]
  const refuse = (reason: SiwxRefusalReason): SiwxServerResult => ({ ok: false, reason, message: new SiwxVerificationError(reason).shortMessage })
  const checkNonce = async (nonce: string): Promise<SiwxRefusalReason | undefined> => {
    const record = await store.peek(nonce)
    if (!record) return 'nonceUnknown'
    if (record.used) return 'nonceReused'
    return record.expiresAt <= now() ? 'nonceExpired' : undefined
  }

  return {
    async issueNonce(): Promise<IssuedNonce> {
      const nonce = generateNonce(undefined, options.randomBytes)
      const expiresAt = now() + ttl
      await store.add(nonce, expiresAt)
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
          clockSkewMs: options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS,
          ...(options.uri === undefined ? {} : { uri: options.uri }),
          ...(options.scheme === undefined ? {} : { scheme: options.scheme }),
          ...(options.chainIds === undefined ? {} : { chainIds: options.chainIds }),
        },
      })
      if (!result.ok) return refuse(result.error.reason)
      // Consumed only now, after the signature held: a forged request cannot burn a visitor's nonce.
      // The store decides atomically, so of two racing requests with one nonce only one wins.
      if (!(await store.consume(result.data.nonce))) return refuse('nonceReused')
      return { ok: true, session: { data: result.data, message, signature } }
    },
  }
}
