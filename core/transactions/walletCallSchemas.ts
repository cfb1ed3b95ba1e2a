import * as z from 'zod/mini'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/** An ECDSA signature (65 bytes) or a longer contract-wallet one. */
export const signatureSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){65,}$/))

/** `wallet_getCapabilities`: per chain (hex id), capability name → its object. */
export const capabilitiesSchema = z.record(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  z.record(z.string().check(z.maxLength(100)), z.record(z.string(), z.unknown())),
)

/** `wallet_sendCalls`: the bundle's id (EIP-5792 v2: an object; v1 wallets answered the string). */
export const sendCallsReplySchema = z.union([
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(4_096)), capabilities: z.optional(z.record(z.string(), z.unknown())) }),
  z.string().check(z.minLength(1), z.maxLength(4_096)),
])

/** A receipt in `wallet_getCallsStatus`. */
const receiptSchema = z.object({
  logs: z.array(z.object({ address: hex, data: hex, topics: z.array(hex) })),
  status: hex,
  blockHash: hex,
  blockNumber: quantity,
  gasUsed: quantity,
  transactionHash: hex,
})

/** `wallet_getCallsStatus`: 100 pending, 200 confirmed, 4xx/5xx failed or reverted (EIP-5792 v2). */
export const callsStatusSchema = z.object({
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  chainId: quantity,
  status: z.number().check(z.int(), z.gte(100), z.lte(699)),
  atomic: z.optional(z.boolean()),
  receipts: z.optional(z.array(receiptSchema).check(z.maxLength(1_000))),
})

/** A checked `wallet_getCallsStatus` answer. */
export type CallsStatus = z.infer<typeof callsStatusSchema>
/** A checked `wallet_getCapabilities` answer. */
export type WalletCapabilities = z.infer<typeof capabilitiesSchema>
