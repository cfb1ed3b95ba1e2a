import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'

/** One CAIP-10 account of a session. */
export interface SessionAccount {
  /** CAIP-2, e.g. 'eip155:1'. */
  readonly caipNetworkId: `${string}:${string}`
  readonly address: string
}

/** What walletport keeps of a WalletConnect session, after validation. */
export interface WalletConnectSession {
  readonly topic: string
  /** When the session ends, in ms since the epoch. */
  readonly expiresAt: number
  readonly peer: { readonly name: string; readonly url: string; readonly icon?: string }
  readonly namespaces: Readonly<Record<string, { readonly chains: readonly string[]; readonly accounts: readonly SessionAccount[]; readonly methods: readonly string[] }>>
}

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

const sessionSchema = z.object({
  topic: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  expiry: z.number().check(z.positive()),
  peer: z.object({
    metadata: z.object({ name: z.string(), url: z.string(), icons: z.optional(z.array(z.string())) }),
  }),
  namespaces: z.record(
    z.string().check(z.regex(/^[-a-z0-9]{3,8}$/)),
    z.object({
      chains: z.optional(z.array(z.string().check(z.regex(CAIP2)))),
      accounts: z.array(z.string().check(z.regex(CAIP10))),
      methods: z.array(z.string()),
      events: z.array(z.string()),
    }),
  ),
})

/**
 * Validates a session as a wallet settled it (it is outside data) and keeps what walletport
 * uses. Throws `InvalidWalletResponseError` when anything is off.
 * @example parseSession(await approval()).namespaces.eip155.accounts[0].address
 */
export function parseSession(value: unknown): WalletConnectSession {
  const parsed = sessionSchema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError('session', { issues: parsed.error.issues.map((issue) => issue.path.join('.')) })
  const { topic, expiry, peer, namespaces } = parsed.data
  const icon = peer.metadata.icons?.find((each) => /^(https?:|data:image\/)/.test(each))
  return {
    topic,
    expiresAt: expiry * 1000,
    peer: { name: peer.metadata.name, url: peer.metadata.url, ...(icon ? { icon } : {}) },
    namespaces: Object.fromEntries(
      Object.entries(namespaces).map(([name, namespace]) => {
        const accounts = namespace.accounts.map(parseAccount)
        const chains = namespace.chains ?? [...new Set(accounts.map((account) => account.caipNetworkId))]
        return [name, { chains, accounts, methods: namespace.methods }]
      }),
    ),
  }
}

function parseAccount(caip10: string): SessionAccount {
  const [, caipNetworkId, address] = CAIP10.exec(caip10) ?? []
  return { caipNetworkId: caipNetworkId as `${string}:${string}`, address: address ?? '' }
}
