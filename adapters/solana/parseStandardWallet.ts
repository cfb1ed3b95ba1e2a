import type { Wallet as StandardWallet } from '@wallet-standard/base'
import * as z from 'zod/mini'

/** The features a wallet needs to connect, follow changes and sign Solana transactions. */
export const REQUIRED_FEATURES = ['standard:connect', 'standard:events'] as const
/** One of these signs transactions; a wallet without either cannot send. */
export const SIGNING_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction'] as const

/** A Wallet Standard wallet that passed the shape check and the Solana compatibility filter. */
export type SolanaStandardWallet = StandardWallet

/** The wallet, or why walletport will not list it. */
export type ParsedStandardWallet = { readonly ok: true; readonly wallet: SolanaStandardWallet } | { readonly ok: false; readonly reason: string }

/** Icons are kept in state; a bound keeps a hostile wallet from filling memory. */
export const WALLET_ICON_MAX_LENGTH = 512 * 1024

// Wallet Standard requires a data URI of an image; a remote URL would make the visitor's
// browser call a host the wallet chose.
const IMAGE_DATA_URI = /^data:image\/[a-z0-9][a-z0-9.+-]*(;[^,;]+)*,/i
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const isFunction = (value: unknown): boolean => typeof value === 'function'
const featureWith = (method: string) => z.custom<object>((value) => typeof value === 'object' && value !== null && isFunction((value as Record<string, unknown>)[method]))

const accountSchema = z.object({
  address: z.string().check(z.regex(BASE58_ADDRESS)),
  publicKey: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length === 32, 'publicKey is not 32 bytes'),
  chains: z.array(z.string()),
  features: z.array(z.string()),
})

const walletSchema = z.object({
  version: z.literal('1.0.0'),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.maxLength(WALLET_ICON_MAX_LENGTH), z.regex(IMAGE_DATA_URI)),
  chains: z.array(z.string()),
  features: z.record(z.string(), z.custom<object>((value) => typeof value === 'object' && value !== null)),
  accounts: z.array(accountSchema),
})

const requiredFeaturesSchema = z.object({
  'standard:connect': featureWith('connect'),
  'standard:events': featureWith('on'),
})

/**
 * Checks a registered Wallet Standard wallet before anything trusts it: its shape (version,
 * name, a data:image/ icon, chains, features, well-formed accounts), then the Solana filter
 * (connect + events + a way to sign transactions). A wallet calling itself 'WalletConnect' is
 * refused: WalletConnect has its own connector. A wallet whose properties throw when read is
 * refused too. The wallet object itself is returned, since its features are called on it.
 * @example parseStandardWallet(wallet) // { ok: false, reason: 'no solana:signTransaction or solana:signAndSendTransaction' }
 */
export function parseStandardWallet(wallet: unknown): ParsedStandardWallet {
  try {
    return parseShape(wallet)
  } catch (error) {
    // Wallets are objects with getters; one that throws must not take the whole list down.
    return { ok: false, reason: `reading it threw (${error instanceof Error ? error.message : String(error)})` }
  }
}

function parseShape(wallet: unknown): ParsedStandardWallet {
  const shape = walletSchema.safeParse(wallet)
  if (!shape.success) return { ok: false, reason: `not a Wallet Standard wallet (${describeIssue(shape.error.issues[0])})` }
  const { name, features, chains } = shape.data
  if (name.trim().toLowerCase() === 'walletconnect') return { ok: false, reason: "a wallet named 'WalletConnect' (WalletConnect has its own connector)" }
  if (!requiredFeaturesSchema.safeParse(features).success) return { ok: false, reason: `missing ${REQUIRED_FEATURES.join(' or ')}` }
  if (!SIGNING_FEATURES.some((feature) => feature in features)) return { ok: false, reason: `no ${SIGNING_FEATURES.join(' or ')}` }
  if (!chains.some((chain) => chain.startsWith('solana:'))) return { ok: false, reason: 'no solana chain' }
  return { ok: true, wallet: wallet as SolanaStandardWallet }
}

function describeIssue(issue: { readonly path: readonly PropertyKey[]; readonly message: string } | undefined): string {
  if (!issue) return 'unknown'
  return issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message
}
