import type { BackendClient, BackendUser, EncryptedKey, SessionGrant } from './BackendClient.js'
import { BackendError } from './BackendError.js'
import { bytesToBase64 } from './base64.js'

interface UserRecord {
  user: BackendUser
  readonly knownDevices: Set<string>
  dataKey: string
  backup: EncryptedKey | null
}

/**
 * The contract's section 2 in memory, for tests: users, OTPs (readable with `lastOtp`),
 * device links (`approveDevice`), sessions, single-use handles, data keys and backups.
 * Expiry is left out; sessions and handles can be revoked with `revokeAll`.
 * @example const backend = new InMemoryBackendClient(); await backend.startEmail({ email, deviceId })
 */
export class InMemoryBackendClient implements BackendClient {
  readonly calls: string[] = []
  readonly #users = new Map<string, UserRecord>()
  readonly #otps = new Map<string, { code: string; purpose: 'login' | 'primary' | 'secondary'; tries: number }>()
  readonly #pendingDevices = new Map<string, { deviceId: string; approved: boolean }>()
  readonly #sessions = new Map<string, string>() // token → email
  readonly #handles = new Map<string, string>() // handle → token
  readonly #updates = new Map<string, string>() // token → new email
  readonly #socialResults = new Map<string, { email: string; origin: string; userName: string }>()
  readonly #farcasterChannels = new Map<string, { origin: string; result?: { email: string; userName: string } }>()
  #counter = 0

  /** The code last sent to `email`. */
  lastOtp(email: string): string | undefined {
    return this.#otps.get(email)?.code
  }

  /** Clicks the device link sent to `email`. */
  approveDevice(email: string): void {
    const pending = this.#pendingDevices.get(email)
    if (pending) pending.approved = true
  }

  /** Revokes every session and handle (a sign-out elsewhere, an expiry). */
  revokeAll(): void {
    this.#sessions.clear()
    this.#handles.clear()
  }

  /** The stored backup of `email`'s user. */
  backupOf(email: string): EncryptedKey | null {
    return this.#users.get(email)?.backup ?? null
  }

  async startEmail(body: { email: string; deviceId: string }) {
    this.calls.push('startEmail')
    const record = this.#users.get(body.email)
    if (record && !record.knownDevices.has(body.deviceId)) {
      this.#pendingDevices.set(body.email, { deviceId: body.deviceId, approved: false })
      return { action: 'VERIFY_DEVICE' as const }
    }
    this.#sendOtp(body.email, 'login')
    return { action: 'VERIFY_OTP' as const }
  }

  async waitForDevice(body: { email: string; deviceId: string }) {
    this.calls.push('waitForDevice')
    const pending = this.#pendingDevices.get(body.email)
    if (!pending || pending.deviceId !== body.deviceId || !pending.approved) return { approved: false }
    this.#pendingDevices.delete(body.email)
    this.#users.get(body.email)?.knownDevices.add(body.deviceId)
    this.#sendOtp(body.email, 'login')
    return { approved: true }
  }

  async verifyEmail(body: { email: string; otp: string; deviceId: string }): Promise<SessionGrant> {
    this.calls.push('verifyEmail')
    this.#checkOtp(body.email, body.otp, 'login')
    let record = this.#users.get(body.email)
    if (!record) {
      record = { user: { id: `user-${++this.#counter}`, email: body.email }, knownDevices: new Set(), dataKey: randomKey(), backup: null }
      this.#users.set(body.email, record)
    }
    record.knownDevices.add(body.deviceId)
    const token = `token-${++this.#counter}`
    this.#sessions.set(token, body.email)
    return { sessionToken: token, handle: this.#newHandle(token), user: record.user }
  }

  async resumeSession(handle: string): Promise<SessionGrant> {
    this.calls.push('resumeSession')
    const token = this.#handles.get(handle)
    if (token === undefined || !this.#sessions.has(token)) throw new BackendError({ error: 'invalid_handle', message: 'Session handle is not valid', status: 401 })
    this.#handles.delete(handle)
    return { sessionToken: token, handle: this.#newHandle(token), user: this.#recordOf(token).user }
  }

  /** A social login's result, as the provider's callback would hand it to the popup: `email` signed in through `provider`. */
  completeSocial(parameters: { readonly email: string; readonly origin: string; readonly userName?: string }): string {
    const handle = `social-${++this.#counter}`
    this.#socialResults.set(handle, { email: parameters.email, origin: parameters.origin, userName: parameters.userName ?? parameters.email.split('@')[0] ?? '' })
    return handle
  }

  async startSocial(body: { provider: string; origin: string; returnUrl?: string }) {
    this.calls.push('startSocial')
    return { uri: `https://oidc.test/authorize?client_id=${encodeURIComponent(body.provider)}&state=${++this.#counter}` }
  }

  async connectSocial(body: { resultUri: string; origin: string; deviceId: string }) {
    this.calls.push('connectSocial')
    const result = this.#socialResults.get(body.resultUri)
    this.#socialResults.delete(body.resultUri)
    if (!result) throw new BackendError({ error: 'invalid_result', message: 'This sign-in result has expired or was already used: sign in again.', status: 410 })
    if (result.origin !== body.origin) throw new BackendError({ error: 'origin_mismatch', message: 'This sign-in result belongs to another app.', status: 403 })
    let record = this.#users.get(result.email)
    if (!record) {
      record = { user: { id: `user-${++this.#counter}`, email: result.email }, knownDevices: new Set(), dataKey: randomKey(), backup: null }
      this.#users.set(result.email, record)
    }
    record.knownDevices.add(body.deviceId)
    const token = `token-${++this.#counter}`
    this.#sessions.set(token, result.email)
    return { sessionToken: token, handle: this.#newHandle(token), user: record.user, userName: result.userName }
  }

  /** The Farcaster app's sign-in for a started channel: the fid's username signs in (as `email`). */
  completeFarcaster(parameters: { readonly channel: string; readonly email: string; readonly userName: string }): void {
    const channel = this.#farcasterChannels.get(parameters.channel)
    if (channel) channel.result = { email: parameters.email, userName: parameters.userName }
  }

  /** The Farcaster channel expires at the relay. */
  expireFarcaster(channel: string): void {
    this.#farcasterChannels.delete(channel)
  }

  async startFarcaster(body: { origin: string }) {
    this.calls.push('startFarcaster')
    const channel = `channel-${++this.#counter}`
    this.#farcasterChannels.set(channel, { origin: body.origin })
    return { url: `https://relay.test/app?channelToken=${channel}`, channel }
  }

  async connectFarcaster(body: { channel: string; origin: string; deviceId: string }) {
    this.calls.push('connectFarcaster')
    const channel = this.#farcasterChannels.get(body.channel)
    if (!channel) throw new BackendError({ error: 'channel_expired', message: 'This Farcaster code has expired.', status: 410 })
    if (channel.origin !== body.origin) throw new BackendError({ error: 'origin_mismatch', message: 'This Farcaster sign-in belongs to another app.', status: 403 })
    if (!channel.result) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { state: 'pending' as const }
    }
    this.#farcasterChannels.delete(body.channel)
    const handle = this.completeSocial({ email: channel.result.email, origin: body.origin, userName: channel.result.userName })
    return this.connectSocial({ resultUri: handle, origin: body.origin, deviceId: body.deviceId })
  }

  async getSession(token: string) {
    this.calls.push('getSession')
    return { user: this.#recordOf(token).user }
  }

  async signOut(token: string): Promise<void> {
    this.calls.push('signOut')
    this.#recordOf(token)
    this.#sessions.delete(token)
    for (const [handle, owner] of this.#handles) if (owner === token) this.#handles.delete(handle)
  }

  async getDataKey(token: string): Promise<string> {
    return this.#recordOf(token).dataKey
  }

  async getKeyBackup(token: string): Promise<EncryptedKey | null> {
    return this.#recordOf(token).backup
  }

  async putKeyBackup(token: string, backup: EncryptedKey): Promise<void> {
    const record = this.#recordOf(token)
    if (record.backup) throw new BackendError({ error: 'backup_exists', message: 'A backup is already stored', status: 409 })
    record.backup = backup
  }

  async startEmailUpdate(token: string, newEmail: string) {
    const record = this.#recordOf(token)
    if (this.#users.has(newEmail)) throw new BackendError({ error: 'email_taken', message: 'This email is already in use', status: 409 })
    this.#updates.set(token, newEmail)
    this.#sendOtp(record.user.email, 'primary')
    return { action: 'VERIFY_PRIMARY_OTP' as const }
  }

  async verifyPrimaryEmailUpdate(token: string, otp: string) {
    const record = this.#recordOf(token)
    this.#checkOtp(record.user.email, otp, 'primary')
    this.#sendOtp(this.#updates.get(token) ?? '', 'secondary')
    return { action: 'VERIFY_SECONDARY_OTP' as const }
  }

  async verifySecondaryEmailUpdate(token: string, otp: string) {
    const record = this.#recordOf(token)
    const newEmail = this.#updates.get(token) ?? ''
    this.#checkOtp(newEmail, otp, 'secondary')
    const oldEmail = record.user.email
    this.#users.delete(oldEmail)
    record.user = { ...record.user, email: newEmail }
    this.#users.set(newEmail, record)
    for (const [owner, email] of this.#sessions) if (email === oldEmail) this.#sessions.set(owner, newEmail)
    return { email: newEmail }
  }

  #recordOf(token: string): UserRecord {
    const email = this.#sessions.get(token)
    const record = email === undefined ? undefined : this.#users.get(email)
    if (!record) throw new BackendError({ error: 'invalid_session', message: 'Session is not valid', status: 401 })
    return record
  }

  #sendOtp(email: string, purpose: 'login' | 'primary' | 'secondary'): void {
    this.#otps.set(email, { code: String(100_000 + ++this.#counter).slice(-6), purpose, tries: 0 })
  }

  #checkOtp(email: string, otp: string, purpose: 'login' | 'primary' | 'secondary'): void {
    const sent = this.#otps.get(email)
    if (!sent || sent.purpose !== purpose) throw new BackendError({ error: 'expired', message: 'The code has expired', status: 410 })
    if (sent.tries >= 5) throw new BackendError({ error: 'locked', message: 'Too many attempts', status: 423 })
    if (sent.code !== otp) {
      sent.tries += 1
      throw new BackendError({ error: 'invalid_code', message: 'Invalid code', status: 401, attemptsLeft: 5 - sent.tries })
    }
    this.#otps.delete(email)
  }

  #newHandle(token: string): string {
    const handle = `handle-${++this.#counter}`
    this.#handles.set(handle, token)
    return handle
  }
}

function randomKey(): string {
  return bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(32)))
}
