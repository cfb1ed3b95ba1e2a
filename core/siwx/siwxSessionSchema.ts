import * as z from 'zod/mini'

const text = z.string().check(z.maxLength(16_384))

/** A stored sign-in session (data, message, signature, cacao); storage is outside data, so it is checked on read. */
export const siwxSessionSchema = z.object({
  data: z.object({
    scheme: z.optional(text),
    accountAddress: text,
    chainId: text,
    domain: text,
    uri: text,
    version: text,
    nonce: text,
    issuedAt: z.optional(text),
    expirationTime: z.optional(text),
    notBefore: z.optional(text),
    requestId: z.optional(text),
    statement: z.optional(text),
    resources: z.optional(z.array(text)),
  }),
  message: text,
  signature: text,
  cacao: z.optional(z.unknown()),
})

/** The stored list. */
export const siwxSessionsSchema = z.array(siwxSessionSchema).check(z.maxLength(256))
