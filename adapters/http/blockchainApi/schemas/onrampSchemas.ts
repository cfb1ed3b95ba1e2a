import * as z from 'zod/mini'

const money = z.object({ amount: z.string(), currency: z.optional(z.string()) })

/** POST /v1/generators/onrampurl. */
export const onrampUrlSchema = z.object({ url: z.url() })

/** GET /v1/onramp/options. */
export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }),
      ),
    }),
  ),
  providers: z.optional(z.unknown()),
})

/** POST /v1/onramp/quote (read at purchaseAmount.amount). */
export const onrampQuoteSchema = z.object({
  purchaseAmount: money,
  paymentTotal: z.optional(money),
  networkFee: z.optional(money),
  coinbaseFee: z.optional(money),
})
