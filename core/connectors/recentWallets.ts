import * as z from 'zod/mini'

/**
 * Schema of the stored recent-wallet list (read at start). Adding one is `addRecentWallet`, a
 * module of its own: only a connect, lazy code, needs it.
 */
export const recentWalletsSchema = z.array(z.object({ id: z.string().check(z.minLength(1)), rdns: z.optional(z.string()) }))
