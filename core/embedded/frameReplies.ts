import * as z from 'zod/mini'
import type { AuthUser } from '../account/Account.js'
import type { FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import { InvalidFrameReplyError } from './InvalidFrameReplyError.js'

/** An eip155 address, or a solana one (base58, 32 to 44 characters). */
const address = z.string().check(z.regex(/^(?:0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/))
const chainId = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1), z.maxLength(64))])
const accountType = z.enum(['eoa', 'smartAccount'])
const shortText = z.string().check(z.maxLength(320))

/** GET_USER (and the connect replies that carry a user). */
export const frameUserSchema = z.object({
  email: z.optional(shortText),
  username: z.optional(shortText),
  userName: z.optional(shortText),
  address,
  chainId,
  smartAccountDeployed: z.optional(z.boolean()),
  accounts: z.optional(z.array(z.object({ address, type: accountType })).check(z.maxLength(16))),
  preferredAccountType: z.optional(accountType),
})

/** CONNECT_EMAIL: what the visitor does next. */
export const connectEmailReplySchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
export const isConnectedReplySchema = z.object({ isConnected: z.boolean() })
export const chainIdReplySchema = z.object({ chainId })
export const smartAccountNetworksReplySchema = z.object({
  smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1_000)),
})
/** SET_PREFERRED_ACCOUNT: the account that is active now. */
export const preferredAccountReplySchema = z.object({ type: accountType, address })
export const updateEmailReplySchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
export const updateEmailSecondaryReplySchema = z.object({ newEmail: shortText })
/** SESSION_UPDATE: the opaque handle the app keeps, or null once the frame signed out. */
/** GET_FARCASTER_URI: the Sign In With Farcaster channel URL (the QR); CONNECT_FARCASTER: the Farcaster username. */
export const farcasterUriReplySchema = z.object({ url: z.url({ protocol: /^https?$/ }).check(z.maxLength(4_096)) })
export const connectFarcasterReplySchema = z.object({ userName: shortText })
/** GET_SOCIAL_REDIRECT_URI: the provider's sign-in page. */
export const socialRedirectReplySchema = z.object({ uri: z.url({ protocol: /^https?$/ }).check(z.maxLength(4_096)) })
export const sessionUpdateSchema = z.object({ handle: z.nullable(z.string().check(z.minLength(1), z.maxLength(512))) })

/** What the visitor does after CONNECT_EMAIL. */
export type EmailConnectAction = z.infer<typeof connectEmailReplySchema>['action']
/** What the visitor does after UPDATE_EMAIL / UPDATE_EMAIL_PRIMARY_OTP. */
export type EmailUpdateAction = z.infer<typeof updateEmailReplySchema>['action']

/**
 * Reads a frame reply with its schema; a payload that does not fit throws InvalidFrameReplyError.
 * @example readFrameReply('IS_CONNECTED', isConnectedReplySchema, { isConnected: true }).isConnected // true
 */
export function readFrameReply<T>(type: FrameRequestType, schema: z.ZodMiniType<T>, payload: unknown): T {
  const result = schema.safeParse(payload)
  if (!result.success) throw new InvalidFrameReplyError(type, result.error)
  return result.data
}

/** GET_USER's payload as the core's AuthUser (`userName` is the frame's older spelling of `username`). */
export function toAuthUser(user: z.infer<typeof frameUserSchema>): AuthUser {
  const username = user.username ?? user.userName
  return {
    address: user.address,
    chainId: user.chainId,
    ...(user.email !== undefined ? { email: user.email } : {}),
    ...(username !== undefined ? { username } : {}),
    ...(user.accounts ? { accounts: user.accounts } : {}),
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
  }
}
