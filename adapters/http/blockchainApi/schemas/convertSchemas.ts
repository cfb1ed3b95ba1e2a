import * as z from 'zod/mini'

const integerString = z.string().check(z.regex(/^\d+$/))
const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** POST /v1/fungible/price. */
export const fungiblePricesSchema = z.object({
  fungibles: z.array(
    z.object({ address: z.string(), name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})

/** GET /v1/convert/tokens. */
export const swapTokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number().check(z.int(), z.nonnegative()),
      logoUri: z.string(),
      eip2612: z.optional(z.boolean()),
    }),
  ),
})

/** GET /v1/convert/quotes. */
export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.optional(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
    }),
  ),
})

/** GET /v1/convert/allowance. */
export const allowanceSchema = z.object({ allowance: integerString })

/** GET /v1/convert/gas-price. */
export const gasPriceSchema = z.object({ standard: integerString, fast: integerString, instant: integerString })

const swapTransactionSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: hexData,
  value: z.optional(z.string()),
  amount: z.optional(z.string()),
  eip155: z.optional(z.object({ gas: z.string(), gasPrice: z.string() })),
})

/** GET /v1/convert/build-approve and POST /v1/convert/build-transaction. */
export const swapTransactionResponseSchema = z.object({ tx: swapTransactionSchema })
