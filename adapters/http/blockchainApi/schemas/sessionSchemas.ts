import * as z from 'zod/mini'

const siwxDataSchema = z.object({
  scheme: z.optional(z.string()),
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
})

const sessionList = z.array(
  z.object({ data: siwxDataSchema, message: z.string(), signature: z.string(), cacao: z.optional(z.unknown()) }),
)

/** GET /v1/sessions/{caipAddress}: the account's sign-in sessions, as a bare list or `{ sessions }`. */
export const sessionsSchema = z.union([sessionList, z.object({ sessions: sessionList })])
