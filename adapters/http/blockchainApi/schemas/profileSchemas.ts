import * as z from 'zod/mini'

/** A registered name (GET /v1/profile/account/{name}, POST /v1/profile/account). */
export const nameProfileSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.optional(z.string()),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })),
})

/** GET /v1/profile/reverse/{address}. */
export const nameProfilesSchema = z.array(nameProfileSchema)

/** GET /v1/profile/suggestions/{name}. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
