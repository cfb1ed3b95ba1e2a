import * as z from 'zod/mini'

/** CAIP-2 chain id, e.g. `eip155:1`. */
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/))
/** A non-negative decimal number as a string (`"1.5"`, `"18"`). */
const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/))
const finiteNumber = z.number().check(z.refine(Number.isFinite, { message: 'must be finite' }))

/** GET /v1/supported-chains. */
export const supportedChainsSchema = z.object({ http: z.array(caip2), ws: z.array(caip2) })

/** GET /v1/identity/{address}. */
export const identitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })

/** One row of GET /v1/account/{address}/balance. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caip2,
  address: z.optional(caip10),
  value: z.optional(finiteNumber),
  price: finiteNumber,
  quantity: z.object({ decimals: decimalString, numeric: decimalString }),
  iconUrl: z.string(),
})

/** GET /v1/account/{address}/balance. */
export const balancesSchema = z.object({ balances: z.array(balanceSchema) })

const transferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(
        z.object({
          preview: z.optional(z.object({ url: z.string() })),
          detail: z.optional(z.object({ url: z.string() })),
        }),
      ),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalString }),
  value: z.optional(finiteNumber),
  price: z.optional(finiteNumber),
})

/** One transaction of GET /v1/account/{address}/history. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    chain: caip2,
    minedAt: z.iso.datetime({ offset: true }),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number().check(z.int(), z.nonnegative()),
  }),
  transfers: z.nullable(z.array(transferSchema)),
})

/** GET /v1/account/{address}/history. */
export const historySchema = z.object({ data: z.array(transactionSchema), next: z.nullable(z.string()) })
