import * as z from 'zod/mini'
import type { Wallet } from '../../../core/connectors/Wallet.js'
import type { WalletPage } from '../../../ports/WalletDirectory.js'

const text = z.optional(z.nullable(z.string()))

/**
 * One directory entry as the `/getWallets` API sends it. Unknown fields are allowed (the
 * service adds fields over time); the ones walletport reads must have their documented type.
 */
const rawWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  rdns: text,
  image_id: text,
  image_url: text,
  homepage: text,
  chains: z.optional(z.nullable(z.array(z.string()))),
  order: z.optional(z.nullable(z.number())),
  badge_type: text,
  mobile_link: text,
  desktop_link: text,
  webapp_link: text,
  app_store: text,
  play_store: text,
  chrome_store: text,
  injected: z.optional(z.nullable(z.array(z.object({ namespace: z.string(), injected_id: z.string() })))),
  supports_wc: z.optional(z.nullable(z.boolean())),
})

type RawWallet = z.output<typeof rawWalletSchema>

/** The `/getWallets` body: `{ data: Wallet[], count }`, converted to the core's `Wallet`. */
export const walletPageSchema = z.pipe(
  z.object({ data: z.array(rawWalletSchema), count: z.number().check(z.int(), z.minimum(0)) }),
  z.transform((page): WalletPage => ({ data: page.data.map(toWallet), count: page.count })),
)

/** Drops absent and null values where the core's type has no null. */
export function toWallet(raw: RawWallet): Wallet {
  const wallet: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue
    if (value === null && !NULLABLE.has(key)) continue
    wallet[key] = value
  }
  return wallet as unknown as Wallet
}

const NULLABLE = new Set(['rdns', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store', 'chrome_store', 'injected'])
