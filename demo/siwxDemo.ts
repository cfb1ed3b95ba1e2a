/**
 * `?siwx=required`: the demo with sign-in required. The page signs in with the default
 * `LocalSiwx` (strict messages, the signature checked in the page, the session kept in
 * localStorage); the demo server's endpoint (scripts/siwxEndpoint.ts, `walletport/siwx/server`)
 * hands out the nonces and confirms every signed session before the page keeps it.
 */
import * as z from 'zod/mini'
import { ViemSiwxVerifier } from '../adapters/siwx/evm/ViemSiwxVerifier.js'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { createDefaultStorage, LocalSiwx, type Network } from '../composition/index.js'
import { isSiwxRequired } from './demoQuery.js'

export { isSiwxRequired }

/** A demo session lasts a day. */
export const DEMO_SESSION_MS = 24 * 60 * 60_000

const nonceReply = z.object({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,}$/)), expiresAt: z.string() })
const verifyReply = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.optional(z.string()), message: z.optional(z.string()) }),
])

/** Why the demo backend refused a session (its typed reason, e.g. 'domainMismatch'). */
export class DemoBackendRefusal extends Error {
  override name = 'DemoBackendRefusal'
  constructor(readonly reason: string) {
    super(`the demo backend refused the sign-in: ${reason}`)
  }
}

/** What the demo's sign-in needs to know. */
export interface DemoSiwxParams {
  /** The page's origin: its host is the sign-in domain, and the demo server answers there. */
  readonly origin: string
  /** The page's networks (contract wallets are checked on its EVM chains). */
  readonly networks: readonly Network[]
  /** The local Solana cluster's genesis hash, so Sign In With Solana messages for 'localnet' are read (default: none, then refused). */
  readonly solanaGenesisHash?: string
  readonly fetch?: typeof fetch
}

/**
 * The `siwx` option of the demo: sign-in required, nonces from and sessions confirmed with the
 * demo server at `origin`, contract wallets checked on the demo's own chains, Solana signatures
 * (ed25519) checked too.
 * @example createDemoSiwx({ origin: location.origin, networks, solanaGenesisHash })
 */
export function createDemoSiwx(params: DemoSiwxParams): LocalSiwx {
  const request = params.fetch ?? ((input, init) => fetch(input, init))
  const { host } = new URL(params.origin)
  return new LocalSiwx({
    domain: host,
    uri: params.origin,
    storage: createDefaultStorage(),
    verifiers: [
      new ViemSiwxVerifier({ networks: params.networks }),
      new NobleSolanaSiwxVerifier(params.solanaGenesisHash === undefined ? {} : { localnetGenesisHash: params.solanaGenesisHash }),
    ],
    statement: 'Sign in to the walletport demo.',
    expiresInMs: DEMO_SESSION_MS,
    required: true,
    getNonce: async () => {
      const answer = await request(`${params.origin}/siwx/nonce`, { headers: { accept: 'application/json' } })
      if (!answer.ok) throw new DemoBackendRefusal(`nonce request answered ${answer.status}`)
      return nonceReply.parse(await answer.json()).nonce
    },
    confirmSession: async ({ message, signature }) => {
      const answer = await request(`${params.origin}/siwx/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      const reply = verifyReply.safeParse(await answer.json().catch(() => undefined))
      if (!reply.success) throw new DemoBackendRefusal(`unreadable answer (${answer.status})`)
      if (!reply.data.ok) throw new DemoBackendRefusal(reply.data.reason ?? `status ${answer.status}`)
    },
  })
}
