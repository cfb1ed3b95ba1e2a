import * as z from 'zod/mini'

/** Token metadata a wallet sends with an asset (EIP-7811; the reference adds price and iconUrl). */
const metadataSchema = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
  symbol: z.optional(z.string().check(z.maxLength(50))),
  decimals: z.optional(z.number().check(z.int(), z.gte(0), z.lte(77))),
  price: z.optional(z.number().check(z.gte(0))),
  iconUrl: z.optional(z.string().check(z.maxLength(100_000))),
})

/** One asset of a `wallet_getAssets` answer: address (or 'native'), balance as a hex string, type, metadata. */
export const walletAssetSchema = z.object({
  address: z.string().check(z.regex(/^(?:native|0x[0-9a-fA-F]{40})$/)),
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  type: z.string().check(z.maxLength(50)),
  metadata: z.optional(metadataSchema),
})

/** `wallet_getAssets` (EIP-7811): per hex chain id, the account's assets. */
export const walletAssetsSchema = z.record(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)), z.array(walletAssetSchema).check(z.maxLength(1_000)))

/** A checked asset from a wallet. */
export type WalletAsset = z.infer<typeof walletAssetSchema>
