import * as z from 'zod/mini'

// Bounds on every string: a payload comes from another origin, so nothing is unbounded.
const shortText = z.string().check(z.maxLength(200))
/** A Solana chain's CAIP-2 id: 'solana:' and the first 32 base58 characters of its genesis hash. */
export const SOLANA_CHAIN_ID = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
// eip155 chains are numbers, solana chains their CAIP-2 id (the wire contract).
const chainId = z.union([z.int().check(z.positive()), z.string().check(z.regex(SOLANA_CHAIN_ID, 'expected a chain number or a solana CAIP-2 id'))])
const rpcUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2_000))

/** Requests without a payload: whatever comes along is ignored. */
export const noPayload = z.unknown()

/** CONNECT_EMAIL, UPDATE_EMAIL (`email` is the new one there). */
export const emailPayload = z.object({ email: z.email().check(z.maxLength(254)) })

/** CONNECT_OTP, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP: the backend's 6-digit codes. */
export const otpPayload = z.object({ otp: z.string().check(z.regex(/^[0-9]{6}$/, 'expected a 6-digit code')) })

/** IS_CONNECTED: the app's stored resume handle, if any. */
export const isConnectedPayload = z.optional(z.object({ sessionHandle: z.optional(z.string().check(z.minLength(1), z.maxLength(512))) }))

/** GET_SOCIAL_REDIRECT_URI: only the spec's redirect providers (farcaster has its own flow); a top-level login (Telegram mini app) also names the page to come back to. */
export const socialRedirectPayload = z.object({ provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']), returnUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))) })

/** CONNECT_SOCIAL: the popup's result handle, and what GET_USER takes. */
export const connectSocialPayload = z.object({ uri: z.string().check(z.regex(/^[\w-]{1,200}$/, 'expected a sign-in result handle')), chainId: z.optional(chainId), preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])) })

/** GET_USER. */
export const getUserPayload = z.object({ chainId, preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])) })

/** SET_PREFERRED_ACCOUNT. */
export const preferredAccountPayload = z.object({ type: z.enum(['eoa', 'smartAccount']) })

/** SWITCH_NETWORK. */
export const switchNetworkPayload = z.object({ chainId, rpcUrl })

/** SYNC_THEME: variables are CSS custom property values, so short strings or numbers. */
export const themePayload = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: z.optional(z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(200)), z.number()]))),
})

/** SYNC_DAPP_DATA: kept for display only, so every field is optional. */
export const dappDataPayload = z.object({
  metadata: z.optional(
    z.object({
      name: z.optional(shortText),
      description: z.optional(z.string().check(z.maxLength(1_000))),
      url: z.optional(z.string().check(z.maxLength(2_000))),
      icons: z.optional(z.array(z.string().check(z.maxLength(2_000))).check(z.maxLength(10))),
    }),
  ),
  sdkVersion: z.optional(shortText),
  projectId: z.optional(shortText),
  sdkType: z.optional(shortText),
})

/** RPC_REQUEST: params are checked per method later. */
export const rpcRequestPayload = z.object({
  method: z.string().check(z.minLength(1), z.maxLength(100)),
  params: z.optional(z.array(z.unknown()).check(z.maxLength(50))),
  chainId,
  rpcUrl,
})

/** RPC_ABORT: the aborted RPC_REQUEST's id. */
export const rpcAbortPayload = z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)) })

/** A chain id as messages carry it: an eip155 number or a 'solana:…' CAIP-2 id. */
export type FrameChainId = z.infer<typeof chainId>
/** A checked SYNC_THEME payload. */
export type ThemePayload = z.infer<typeof themePayload>
/** A checked SYNC_DAPP_DATA payload. */
export type DappDataPayload = z.infer<typeof dappDataPayload>
/** A checked RPC_REQUEST payload. */
export type RpcRequestPayload = z.infer<typeof rpcRequestPayload>
