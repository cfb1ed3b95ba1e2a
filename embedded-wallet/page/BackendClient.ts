/** A backend user, as the session calls return it. */
export interface BackendUser {
  readonly id: string
  readonly email: string
}

/** What a login or a resume grants: a bearer token for this page, a handle for the app to keep. */
export interface SessionGrant {
  readonly sessionToken: string
  readonly handle: string
  readonly user: BackendUser
}

/** The wallet key, encrypted under the user's data key (base64 fields). */
export interface EncryptedKey {
  readonly ciphertext: string
  readonly iv: string
  readonly address: string
}

/**
 * The frame backend's HTTP API (contract section 2), one method per call. Failures reject with
 * a `BackendError`; answers are checked before they are returned.
 */
export interface BackendClient {
  startEmail(body: { readonly email: string; readonly deviceId: string }): Promise<{ readonly action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /** One long poll (≤ 25 s): approved once the emailed device link was clicked. */
  waitForDevice(body: { readonly email: string; readonly deviceId: string }, signal?: AbortSignal): Promise<{ readonly approved: boolean }>
  verifyEmail(body: { readonly email: string; readonly otp: string; readonly deviceId: string }): Promise<SessionGrant>
  /** Trades a handle for a session and a NEW handle; the old one is dead afterwards. */
  resumeSession(handle: string): Promise<SessionGrant>
  getSession(token: string): Promise<{ readonly user: BackendUser }>
  signOut(token: string): Promise<void>
  /** Base64 of the user's 32-byte AES key. */
  getDataKey(token: string): Promise<string>
  getKeyBackup(token: string): Promise<EncryptedKey | null>
  /** Rejects with `backup_exists` when a backup is already stored (never overwritten). */
  putKeyBackup(token: string, backup: EncryptedKey): Promise<void>
  startEmailUpdate(token: string, newEmail: string): Promise<{ readonly action: 'VERIFY_PRIMARY_OTP' }>
  verifyPrimaryEmailUpdate(token: string, otp: string): Promise<{ readonly action: 'VERIFY_SECONDARY_OTP' }>
  verifySecondaryEmailUpdate(token: string, otp: string): Promise<{ readonly email: string }>
  /** The OpenID Connect provider's authorization URL for a social login from the app at `origin`. */
  startSocial(body: { readonly provider: string; readonly origin: string; readonly returnUrl?: string }): Promise<{ readonly uri: string }>
  /** Trades the popup's single-use result handle (bound to `origin`) for a session, with the social username. */
  connectSocial(body: { readonly resultUri: string; readonly origin: string; readonly deviceId: string }): Promise<SessionGrant & { readonly userName: string }>
  /** Opens a Sign In With Farcaster channel for the app at `origin`: its URL (the QR) and the backend's id of it. */
  startFarcaster(body: { readonly origin: string }): Promise<{ readonly url: string; readonly channel: string }>
  /** Waits a while for the Farcaster app: still pending, or a session with the Farcaster username. */
  connectFarcaster(body: { readonly channel: string; readonly origin: string; readonly deviceId: string }, signal?: AbortSignal): Promise<{ readonly state: 'pending' } | (SessionGrant & { readonly userName: string })>
}
