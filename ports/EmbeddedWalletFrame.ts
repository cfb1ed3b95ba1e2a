/** App → frame message names; on the wire each is sent as `@w3m-app/<NAME>`. */
export const FRAME_REQUEST_TYPES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'SET_PREFERRED_ACCOUNT',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'RELOAD',
  'RPC_ABORT',
] as const
export type FrameRequestType = (typeof FRAME_REQUEST_TYPES)[number]

export interface FrameRequest {
  readonly type: FrameRequestType
  readonly payload?: unknown
}

/** Unsolicited frame → app events. */
export type FrameEvent =
  | { readonly type: 'READY' }
  | { readonly type: 'SESSION_UPDATE'; readonly payload: unknown }

/**
 * The embedded-wallet frame: request/response over postMessage plus events.
 * An adapter checks origin and source window and validates every reply before
 * resolving; an error reply rejects with its message ('An error occurred' if none).
 */
export interface EmbeddedWalletFrame {
  /** Loads the frame; resolves once it signalled ready (plus the ready delay). */
  load(options?: { readonly signal?: AbortSignal }): Promise<void>
  request(request: FrameRequest, options?: { readonly signal?: AbortSignal; readonly timeoutMs?: number }): Promise<unknown>
  onEvent(listener: (event: FrameEvent) => void): () => void
  /** Shows the loaded frame over the modal, for the visitor to approve in the frame's own UI. */
  show(): void
  /** Hides the frame again; it stays loaded. */
  hide(): void
  destroy(): void
}
