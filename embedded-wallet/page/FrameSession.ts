import type { PrivateKeyAccount } from 'viem/accounts'
import type { Clock } from '../../ports/Clock.js'
import type { BackendClient, BackendUser, EncryptedKey, SessionGrant } from './BackendClient.js'
import { BackendError } from './BackendError.js'
import type { FrameDatabase } from './FrameDatabase.js'
import { FrameRequestError } from './FrameRequestError.js'
import type { SolanaKey } from './deriveSolanaKey.js'
import { FrameNetworks } from './FrameNetworks.js'
import type { DappDataPayload, FrameChainId, ThemePayload } from './framePayloadSchemas.js'
import type { KeyVault, WalletKeys } from './KeyVault.js'
import { pause } from './pause.js'
import { readDeviceId } from './readDeviceId.js'

/** A long poll that answers faster than this is waited out, so a confused backend is not hammered. */
export const DEVICE_POLL_MIN_INTERVAL_MS = 1_000

/** The session's ports: backend, storage, vault, clock, and the two ways it talks back. */
export interface FrameSessionOptions {
  readonly backend: BackendClient
  readonly database: FrameDatabase
  readonly vault: Pick<KeyVault, 'unlock' | 'lock'>
  readonly clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>
  /** Makes the device id, once per browser. Default `crypto.randomUUID()`. */
  readonly randomId?: () => string
  /** Tells the app its new resume handle (or that it has none): SESSION_UPDATE. */
  readonly onSessionUpdate: (handle: string | null) => void
  /** Applies SYNC_THEME to the frame's own UI. */
  readonly onTheme?: (theme: ThemePayload) => void
}

/** What GET_USER answers: on a solana chain, the address is the base58 Solana one. */
export interface FrameUser {
  readonly email: string
  /** The social username, for a user who signed in through a social provider. */
  readonly userName?: string
  readonly address: string
  readonly chainId: FrameChainId
  readonly accounts: readonly { readonly address: string; readonly type: 'eoa' }[]
  readonly preferredAccountType: 'eoa'
  readonly smartAccountDeployed: false
}

const NOT_SIGNED_IN = 'User is not signed in'

/**
 * The login state behind the frame's messages: email → (device link) → OTP → session, session
 * resume by stored token or app-held handle, the unlocked key, the current chain, sign-out.
 * The session token lives in memory and the frame's IndexedDB, never in a message to the app.
 * @example await session.connectEmail({ email: 'a@b.test' }) // { action: 'VERIFY_OTP' }
 */
export class FrameSession {
  readonly #options: FrameSessionOptions
  #session: { readonly token: string; user: BackendUser } | undefined
  #pendingEmail: string | undefined
  #deviceWait: AbortController | undefined
  /** The Farcaster channel GET_FARCASTER_URI opened, and a CONNECT_FARCASTER waiting on it. */
  #farcasterChannel: string | undefined
  #farcasterWait: AbortController | undefined
  /** The current chain and each chain's RPC URL. */
  readonly networks = new FrameNetworks()
  #dappData: DappDataPayload | undefined
  /** The social username of a social login (kept across reloads), undefined after an email login. */
  #userName: string | undefined
  /** The unlocked key and whose it is, and an unlock in flight: a key never serves another user. */
  #key: { readonly userId: string; readonly keys: WalletKeys } | undefined
  #unlocking: { readonly userId: string; readonly done: Promise<WalletKeys> } | undefined

  constructor(options: FrameSessionOptions) {
    this.#options = options
  }

  /** The unlocked account, while signed in. */
  get account(): PrivateKeyAccount | undefined {
    return this.#keys?.account
  }

  /** The unlocked Solana key (derived from the account's), while signed in. */
  get solanaKey(): SolanaKey | undefined {
    return this.#keys?.solana
  }

  /** The app's metadata from SYNC_DAPP_DATA (display only, never trusted for origin). */
  get dappData(): DappDataPayload | undefined {
    return this.#dappData
  }

  /** CONNECT_EMAIL: CONNECT when already signed in as `email`, else starts an email login. */
  async connectEmail({ email }: { readonly email: string }): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }> {
    if ((await this.#restoreFromToken()) && sameEmail(this.#session?.user.email, email)) {
      await this.#unlock()
      return { action: 'CONNECT' }
    }
    this.#cancelDeviceWait()
    const { action } = await this.#options.backend.startEmail({ email, deviceId: await this.#deviceId() })
    this.#pendingEmail = email
    return { action }
  }

  /** CONNECT_DEVICE: resolves once the emailed device link was clicked; RELOAD cancels it. */
  async connectDevice(): Promise<void> {
    const email = this.#requirePendingEmail()
    this.#cancelDeviceWait()
    const controller = new AbortController()
    this.#deviceWait = controller
    const body = { email, deviceId: await this.#deviceId() }
    try {
      for (;;) {
        const started = this.#options.clock.now()
        const { approved } = await this.#options.backend.waitForDevice(body, controller.signal)
        if (controller.signal.aborted) break
        if (approved) return
        await pause(this.#options.clock, DEVICE_POLL_MIN_INTERVAL_MS - (this.#options.clock.now() - started), controller.signal)
        if (controller.signal.aborted) break
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error
    } finally {
      if (this.#deviceWait === controller) this.#deviceWait = undefined
    }
    throw new FrameRequestError('The login was cancelled')
  }

  /** CONNECT_OTP: verifies the code, keeps the session, unlocks the key, tells the app its handle. */
  async connectOtp({ otp }: { readonly otp: string }): Promise<void> {
    const email = this.#requirePendingEmail()
    const grant = await this.#options.backend.verifyEmail({ email, otp, deviceId: await this.#deviceId() })
    this.#pendingEmail = undefined
    await this.#adopt(grant)
    this.#userName = undefined
    await this.#options.database.deleteSetting('socialUserName')
  }

  /** GET_SOCIAL_REDIRECT_URI: the provider's authorization URL, the login bound to the embedder's origin (and, top-level, the page it returns to, which the backend checks is on that origin). */
  getSocialRedirectUri({ provider, returnUrl }: { readonly provider: string; readonly returnUrl?: string | undefined }, origin: string): Promise<{ uri: string }> {
    return this.#options.backend.startSocial({ provider, origin, ...(returnUrl ? { returnUrl } : {}) })
  }

  /** CONNECT_SOCIAL: trades the popup's result handle for a session (the embedder's origin must be the one it was issued to), then the user. */
  async connectSocial(payload: { readonly uri: string; readonly chainId?: FrameChainId | undefined }, origin: string): Promise<FrameUser> {
    const { userName, ...grant } = await this.#options.backend.connectSocial({ resultUri: payload.uri, origin, deviceId: await this.#deviceId() })
    this.#pendingEmail = undefined
    await this.#adopt(grant)
    this.#userName = userName
    await this.#options.database.setSetting('socialUserName', userName)
    return this.getUser({ chainId: payload.chainId ?? this.networks.current })
  }

  /** GET_FARCASTER_URI: opens a Sign In With Farcaster channel for the embedder's origin; its URL is the QR. */
  async getFarcasterUri(origin: string): Promise<{ url: string }> {
    const { url, channel } = await this.#options.backend.startFarcaster({ origin })
    this.#farcasterChannel = channel
    return { url }
  }

  /** CONNECT_FARCASTER: waits until the Farcaster app signed in on the channel (RELOAD cancels), keeps the session, answers the username. */
  async connectFarcaster(origin: string): Promise<{ userName: string }> {
    const channel = this.#farcasterChannel
    if (channel === undefined) throw new FrameRequestError('No Farcaster sign-in was started')
    this.#farcasterWait?.abort()
    const controller = new AbortController()
    this.#farcasterWait = controller
    const body = { channel, origin, deviceId: await this.#deviceId() }
    try {
      for (;;) {
        const answer = await this.#options.backend.connectFarcaster(body, controller.signal)
        if (controller.signal.aborted) break
        if ('userName' in answer) {
          const { userName, ...grant } = answer
          this.#farcasterChannel = undefined
          this.#pendingEmail = undefined
          await this.#adopt(grant)
          this.#userName = userName
          await this.#options.database.setSetting('socialUserName', userName)
          return { userName }
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error
    } finally {
      if (this.#farcasterWait === controller) this.#farcasterWait = undefined
    }
    throw new FrameRequestError('The login was cancelled')
  }

  /** IS_CONNECTED: a stored token the backend still accepts, else the app's handle, else false. */
  async isConnected(payload: { readonly sessionHandle?: string | undefined } | undefined): Promise<{ isConnected: boolean }> {
    if (await this.#restoreFromToken()) {
      await this.#unlock()
      this.#userName = await this.#options.database.getSetting('socialUserName')
      return { isConnected: true }
    }
    const handle = payload?.sessionHandle
    if (handle === undefined) return { isConnected: false }
    let grant: SessionGrant
    try {
      grant = await this.#options.backend.resumeSession(handle)
    } catch (error) {
      if (!(error instanceof BackendError && error.error === 'invalid_handle')) throw error
      // The app holds a dead handle: tell it to forget it.
      this.#options.onSessionUpdate(null)
      return { isConnected: false }
    }
    await this.#adopt(grant)
    this.#userName = await this.#options.database.getSetting('socialUserName')
    return { isConnected: true }
  }

  /** GET_USER: the signed-in user on `chainId` (which becomes the current chain). */
  getUser({ chainId }: { readonly chainId: FrameChainId }): FrameUser {
    const user = this.#session?.user
    const keys = this.#keys
    if (!user || !keys) throw new FrameRequestError(NOT_SIGNED_IN)
    const address = typeof chainId === 'string' ? keys.solana.address : keys.account.address
    this.networks.use(chainId)
    return { email: user.email, ...(this.#userName === undefined ? {} : { userName: this.#userName }), address, chainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
  }

  /** SIGN_OUT: revokes the session at the backend (best effort) and forgets token and key here. */
  async signOut(): Promise<void> {
    const token = this.#session?.token ?? (await this.#options.database.getSetting('sessionToken'))
    this.#forget()
    await this.#options.database.deleteSetting('sessionToken')
    await this.#options.database.deleteSetting('socialUserName')
    this.#options.onSessionUpdate(null)
    if (token !== undefined) await this.#options.backend.signOut(token).catch(() => undefined)
  }

  /** GET_CHAIN_ID: a number or a 'solana:…' id, as the app named it. */
  getChainId(): { chainId: FrameChainId } {
    return { chainId: this.networks.current }
  }

  /** SWITCH_NETWORK: the chain becomes current; its RPC URL is remembered. */
  switchNetwork(network: { readonly chainId: FrameChainId; readonly rpcUrl: string }): { chainId: FrameChainId } {
    return this.networks.switchTo(network)
  }

  /** UPDATE_EMAIL: starts the change; a code goes to the current address. */
  updateEmail({ email }: { readonly email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
    return this.#options.backend.startEmailUpdate(this.#requireSession().token, email)
  }

  /** UPDATE_EMAIL_PRIMARY_OTP: the current address confirmed; a code goes to the new one. */
  updateEmailPrimaryOtp({ otp }: { readonly otp: string }): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
    return this.#options.backend.verifyPrimaryEmailUpdate(this.#requireSession().token, otp)
  }

  /** UPDATE_EMAIL_SECONDARY_OTP: the new address confirmed; it is the user's email from now on. */
  async updateEmailSecondaryOtp({ otp }: { readonly otp: string }): Promise<{ newEmail: string }> {
    const session = this.#requireSession()
    const { email } = await this.#options.backend.verifySecondaryEmailUpdate(session.token, otp)
    session.user = { ...session.user, email }
    return { newEmail: email }
  }

  /** SYNC_DAPP_DATA. */
  syncDappData(data: DappDataPayload): void {
    this.#dappData = data
  }

  /** SYNC_THEME. */
  syncTheme(theme: ThemePayload): void {
    this.#options.onTheme?.(theme)
  }

  /** RELOAD: drops the login in progress (a device wait rejects), keeps a finished session. */
  reload(): void {
    this.#cancelDeviceWait()
    this.#farcasterWait?.abort()
    this.#farcasterWait = undefined
    this.#farcasterChannel = undefined
    this.#pendingEmail = undefined
  }

  async #adopt(grant: SessionGrant): Promise<void> {
    if (this.#session && this.#session.user.id !== grant.user.id) this.#forget()
    this.#session = { token: grant.sessionToken, user: grant.user }
    await this.#options.database.setSetting('sessionToken', grant.sessionToken)
    if (this.#session?.token !== grant.sessionToken) throw new FrameRequestError(NOT_SIGNED_IN) // signed out meanwhile
    // The handle is the app's to keep: the old one is already spent, so tell it before anything can fail.
    this.#options.onSessionUpdate(grant.handle)
    await this.#unlock()
  }

  /** True when a token (memory or IndexedDB) is still accepted; a refused one is forgotten. */
  async #restoreFromToken(): Promise<boolean> {
    const token = this.#session?.token ?? (await this.#options.database.getSetting('sessionToken'))
    if (token === undefined) return false
    try {
      const { user } = await this.#options.backend.getSession(token)
      if (this.#session?.token !== token || this.#session.user.id !== user.id) this.#forget()
      this.#session = { token, user }
      return true
    } catch (error) {
      if (!(error instanceof BackendError && error.error === 'invalid_session')) throw error
      this.#forget()
      await this.#options.database.deleteSetting('sessionToken')
      return false
    }
  }

  async #unlock(): Promise<void> {
    const session = this.#requireSession()
    const userId = session.user.id
    if (this.#key?.userId === userId) return
    if (this.#unlocking?.userId !== userId) {
      const { backend, vault } = this.#options
      const backup = { get: () => backend.getKeyBackup(session.token), put: (key: EncryptedKey) => backend.putKeyBackup(session.token, key) }
      this.#unlocking = { userId, done: backend.getDataKey(session.token).then((dataKey) => vault.unlock({ userId, dataKey, backup })) }
    }
    const unlocking = this.#unlocking
    let keys: WalletKeys
    try {
      keys = await unlocking.done
    } finally {
      if (this.#unlocking === unlocking) this.#unlocking = undefined
    }
    // Signed out (or another user signed in) while the key was being decrypted: drop it.
    if (this.#session?.user.id !== userId) {
      this.#options.vault.lock()
      throw new FrameRequestError(NOT_SIGNED_IN)
    }
    this.#key = { userId, keys }
  }

  /** The unlocked keys, only while their user is the signed-in one. */
  get #keys(): WalletKeys | undefined {
    return this.#session && this.#key?.userId === this.#session.user.id ? this.#key.keys : undefined
  }

  #forget(): void {
    this.#session = undefined
    this.#forgetKey()
  }

  #forgetKey(): void {
    this.#key = undefined
    this.#unlocking = undefined
    this.#options.vault.lock()
  }

  #requireSession(): { readonly token: string; user: BackendUser } {
    if (!this.#session) throw new FrameRequestError(NOT_SIGNED_IN)
    return this.#session
  }

  #requirePendingEmail(): string {
    if (this.#pendingEmail === undefined) throw new FrameRequestError('No email login in progress')
    return this.#pendingEmail
  }

  #cancelDeviceWait(): void {
    this.#deviceWait?.abort()
    this.#deviceWait = undefined
  }

  #deviceId(): Promise<string> {
    return readDeviceId(this.#options.database, this.#options.randomId)
  }
}

function sameEmail(a: string | undefined, b: string): boolean {
  return a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()
}
