/** Why a code was sent: a login, or one of the two steps of an email change. */
export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

export interface FrameUser {
  readonly id: string
  readonly email: string
}

/** What checking a code found. A wrong code counts one try; `attemptsLeft` 0 means it is now locked. */
export type OtpCheck =
  | { readonly outcome: 'ok' }
  | { readonly outcome: 'wrong'; readonly attemptsLeft: number }
  | { readonly outcome: 'locked' | 'expired' | 'used' | 'missing' }

/** What a device link's click found. */
export type DeviceLinkApproval =
  | { readonly outcome: 'approved'; readonly email: string; readonly deviceId: string }
  | { readonly outcome: 'used' | 'expired' | 'unknown' }

/** A signed-in session: the bearer token (24 h) and the single-use handle that resumes it later. */
export interface OpenedSession {
  readonly sessionToken: string
  readonly handle: string
  readonly user: FrameUser
}

export interface ActiveSession {
  readonly sessionId: string
  readonly user: FrameUser
}

/** The user's key, encrypted by the frame under the data key (all base64 but the address). */
export interface KeyBackup {
  readonly ciphertext: string
  readonly iv: string
  readonly address: string
}

export interface PendingEmailUpdate {
  readonly newEmail: string
  /** The code sent to the current address was confirmed. */
  readonly primaryVerified: boolean
}

export type MailKind = 'otp' | 'device'

/** One message as mailed (and kept in the demo outbox). */
export interface OutboxMail {
  readonly to: string
  readonly kind: MailKind
  readonly code?: string
  readonly link?: string
  /** ISO 8601. */
  readonly sentAt: string
}

/**
 * The frame backend's storage, in domain terms. Secrets are made and hashed inside: callers get
 * the clear code/token/handle once, the database only ever holds hashes. Expiry, single use and
 * the try limit are enforced here, atomically, so two requests cannot both use one code.
 */
export interface FrameStore {
  findUser(email: string): Promise<FrameUser | undefined>
  /** The user with this address, created (with a new data key) when there is none. */
  ensureUser(email: string): Promise<FrameUser>
  isKnownDevice(userId: string, deviceId: string): Promise<boolean>
  /** Marks the device known and uses up the approvals that let it in. */
  rememberDevice(user: FrameUser, deviceId: string): Promise<void>

  /** A new code for the address and purpose, replacing any earlier one (and its tries). */
  issueOtp(email: string, purpose: OtpPurpose): Promise<string>
  /** Checks a code; the right one is used up, a wrong one counts a try. */
  checkOtp(parameters: { readonly email: string; readonly purpose: OtpPurpose; readonly code: string }): Promise<OtpCheck>

  /** A link token letting `deviceId` log in as `email` once clicked. */
  issueDeviceLink(email: string, deviceId: string): Promise<string>
  /** The link was clicked: approves its device (once, within its lifetime). */
  approveDeviceLink(token: string): Promise<DeviceLinkApproval>
  /** A clicked, still unused, recent link approves this device for this address. */
  isDeviceApproved(email: string, deviceId: string): Promise<boolean>

  openSession(user: FrameUser): Promise<OpenedSession>
  findSession(sessionToken: string): Promise<ActiveSession | undefined>
  /** A new session and handle for a valid handle, which is used up; undefined when refused. */
  resumeSession(handle: string): Promise<OpenedSession | undefined>
  /** Revokes the session and every handle of it. */
  revokeSession(sessionId: string): Promise<void>

  dataKey(userId: string): Promise<Uint8Array>
  keyBackup(userId: string): Promise<KeyBackup | undefined>
  /** Stores the backup unless one exists (false then): a backup is never overwritten. */
  saveKeyBackup(userId: string, backup: KeyBackup): Promise<boolean>

  /** Starts (or restarts) changing the user's address to `newEmail`. */
  startEmailUpdate(userId: string, newEmail: string): Promise<void>
  pendingEmailUpdate(userId: string): Promise<PendingEmailUpdate | undefined>
  confirmPrimaryEmail(userId: string): Promise<void>
  /** Applies the confirmed change; 'taken' when another user has the address by now. */
  applyEmailUpdate(userId: string): Promise<FrameUser | 'taken' | undefined>

  recordMail(mail: Omit<OutboxMail, 'sentAt'>): Promise<OutboxMail>
  /** The latest message per (address, kind), newest first; all addresses unless one is given. */
  latestMails(email?: string): Promise<OutboxMail[]>

  /** A single-use handle carrying `payload` for `origin`, alive `ttlMs` (at most 60 s). */
  issueResultHandle(parameters: { readonly purpose: string; readonly payload: unknown; readonly origin: string; readonly ttlMs?: number }): Promise<string>
  /** The handle's payload and origin, once; undefined when unknown, used, expired or of another purpose. */
  consumeResultHandle(parameters: { readonly handle: string; readonly purpose: string }): Promise<{ readonly payload: unknown; readonly origin: string } | undefined>
}
