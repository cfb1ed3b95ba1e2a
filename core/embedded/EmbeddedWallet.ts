import type { AuthUser, AccountType } from '../account/Account.js'
import type { Network } from '../network/Network.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import { DEFAULT_SDK_VERSION, SDK_TYPE } from '../options/serviceDefaults.js'
import type { Store } from '../state/Store.js'
import type { Clock } from '../../ports/Clock.js'
import type { EmbeddedWalletFrame, FrameEvent, FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'
import { checkEmailLoginCooldown, type EmailLoginCooldown } from './checkEmailLoginCooldown.js'
import { EmailLoginError } from './EmailLoginError.js'
import { EMBEDDED_STORAGE_KEYS } from './embeddedStorageKeys.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { FrameError } from './FrameError.js'
import { FRAME_REQUEST_TIMEOUT_MS } from './frameDefaults.js'

import {
  chainIdReplySchema,
  connectEmailReplySchema,
  connectFarcasterReplySchema,
  farcasterUriReplySchema,
  frameUserSchema,
  isConnectedReplySchema,
  preferredAccountReplySchema,
  readFrameReply,
  sessionUpdateSchema,
  socialRedirectReplySchema,
  smartAccountNetworksReplySchema,
  toAuthUser,
  updateEmailReplySchema,
  updateEmailSecondaryReplySchema,
  type EmailConnectAction,
  type EmailUpdateAction,
} from './frameReplies.js'
import { isEmail } from './isEmail.js'
import { isAllowedSocialRedirect } from './isAllowedSocialRedirect.js'
import { SocialLoginError } from './SocialLoginError.js'

/** CONNECT_FARCASTER waits on the visitor's phone: as long as a relay channel lives (5 minutes), and a little more. */
const FARCASTER_WAIT_MS = 6 * 60_000

/**
 * Cleared on disconnect; the last login time stays: signing out must not lift the email cooldown.
 * Here rather than beside the keys, which the page's initial code reads (a restore): only this chunk needs the list.
 */
const EMBEDDED_KEYS_CLEARED_ON_DISCONNECT = [
  EMBEDDED_STORAGE_KEYS.emailLoginUsed,
  EMBEDDED_STORAGE_KEYS.email,
  EMBEDDED_STORAGE_KEYS.lastUsedChainId,
  EMBEDDED_STORAGE_KEYS.socialUsername,
  EMBEDDED_STORAGE_KEYS.smartAccountEnabledNetworks,
  EMBEDDED_STORAGE_KEYS.sessionHandle,
] as const

/** What the embedded wallet runs on: the frame port, storage, time and the app's options. */
export interface EmbeddedWalletHost {
  readonly frame: EmbeddedWalletFrame
  readonly storage: Storage
  readonly clock: Clock
  readonly logger: Logger
  readonly options: ResolvedOptions
  readonly state: Store<EmbeddedWalletState>
  readonly sdkVersion?: string
}

const OTP = /^\d{6}$/

/**
 * The embedded wallet as the app sees it: the frame's lifecycle (created on first need, the
 * handshake after READY), email login and update, the session handle the app keeps, the user,
 * and RPC requests. Every reply is schema-checked before it is trusted.
 * @example const { action } = await wallet.connectEmail({ email: 'visitor@example.com' })
 */
export class EmbeddedWallet {
  readonly #host: EmbeddedWalletHost
  #ready: Promise<void> | undefined
  #stopEvents: (() => void) | undefined

  constructor(host: EmbeddedWalletHost) {
    this.#host = host
  }

  /** Creates the frame and runs the handshake once; a failure is forgotten, so the next call retries. */
  ready(): Promise<void> {
    if (!this.#ready) {
      const ready = this.#load()
      this.#ready = ready
      ready.catch(() => {
        if (this.#ready === ready) this.#ready = undefined
      })
    }
    return this.#ready
  }

  /** Whether an email login now would be refused by the 30 s cooldown, with the seconds left. */
  async emailLoginCooldown(): Promise<EmailLoginCooldown> {
    const stored = Number(await this.#host.storage.get(EMBEDDED_STORAGE_KEYS.lastEmailLoginTime))
    return checkEmailLoginCooldown({ now: this.#host.clock.now(), lastLoginAt: Number.isFinite(stored) && stored > 0 ? stored : undefined })
  }

  /** Starts an email login: the frame answers what comes next (a code, a device check, or nothing). */
  async connectEmail(params: { readonly email: string }): Promise<EmailConnectAction> {
    if (!isEmail(params.email)) throw new EmailLoginError({ kind: 'invalidEmail' })
    const cooldown = await this.emailLoginCooldown()
    if (!cooldown.allowed) throw new EmailLoginError({ kind: 'cooldown', retryAfterSeconds: cooldown.retryAfterSeconds, message: cooldown.message })
    await this.ready()
    const { action } = readFrameReply('CONNECT_EMAIL', connectEmailReplySchema, await this.#request('CONNECT_EMAIL', { email: params.email }))
    // The cooldown counts from a login the frame took on: a refused address or a timeout sent no code.
    await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.lastEmailLoginTime, String(this.#host.clock.now()))
    this.#patch({ pendingEmail: params.email })
    if (action === 'CONNECT') await this.#loggedIn(params.email)
    return action
  }

  /** Waits until the visitor clicked the emailed device link; a code is sent after it. */
  async connectDevice(): Promise<void> {
    await this.ready()
    await this.#request('CONNECT_DEVICE')
  }

  /** Sends the one-time code; on success the frame holds a session. */
  async connectOtp(params: { readonly otp: string }): Promise<void> {
    if (!OTP.test(params.otp)) throw new EmailLoginError({ kind: 'invalidOtp' })
    await this.ready()
    await this.#request('CONNECT_OTP', { otp: params.otp })
    await this.#loggedIn(this.#host.state.getSnapshot().pendingEmail)
  }

  /** The provider's sign-in page for a social login (GET_SOCIAL_REDIRECT_URI); only google, github, apple, facebook, x and discord. A top-level login (Telegram mini app) names `returnUrl`, where the provider's callback comes back with `result_uri`. */
  async getSocialRedirectUri(provider: string, returnUrl?: string): Promise<string> {
    if (!isAllowedSocialRedirect(provider)) throw new SocialLoginError('failed', `Unknown social provider: ${provider}`)
    await this.ready()
    return readFrameReply('GET_SOCIAL_REDIRECT_URI', socialRedirectReplySchema, await this.#request('GET_SOCIAL_REDIRECT_URI', { provider, ...(returnUrl ? { returnUrl } : {}) })).uri
  }

  /** CONNECT_SOCIAL: the popup's result handle for a session in the frame; the social username is remembered. */
  async connectSocial(params: { readonly uri: string; readonly network: Network }): Promise<AuthUser> {
    await this.ready()
    const reply = await this.#request('CONNECT_SOCIAL', { uri: params.uri, chainId: frameChainId(params.network), rpcUrl: rpcUrlOf(params.network) })
    const user = toAuthUser(readFrameReply('CONNECT_SOCIAL', frameUserSchema, reply))
    if (user.username) await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.socialUsername, user.username)
    await this.#loggedIn(user.email)
    return user
  }

  /** GET_FARCASTER_URI: a new Sign In With Farcaster channel's URL (shown as a QR code). */
  async getFarcasterUri(): Promise<string> {
    await this.ready()
    return readFrameReply('GET_FARCASTER_URI', farcasterUriReplySchema, await this.#request('GET_FARCASTER_URI')).url
  }

  /** CONNECT_FARCASTER: waits (as long as the channel lives) until the Farcaster app signed in; the username is remembered. */
  async connectFarcaster(signal?: AbortSignal): Promise<string> {
    await this.ready()
    const reply = await this.#host.frame.request({ type: 'CONNECT_FARCASTER' }, { timeoutMs: FARCASTER_WAIT_MS, ...(signal ? { signal } : {}) })
    const { userName } = readFrameReply('CONNECT_FARCASTER', connectFarcasterReplySchema, reply)
    await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.socialUsername, userName)
    await this.#loggedIn(undefined)
    return userName
  }

  /** Leaving a login half-way (the Farcaster view): RELOAD drops the frame's pending login, SYNC_DAPP_DATA tells it the app again. */
  async cancelLogin(): Promise<void> {
    await this.ready()
    await this.#request('RELOAD')
    await this.#request('SYNC_DAPP_DATA', this.#dappData())
  }

  /** Asks the frame for its session, handing back the handle the app kept. */
  async isConnected(): Promise<boolean> {
    await this.ready()
    const sessionHandle = await this.#host.storage.get(EMBEDDED_STORAGE_KEYS.sessionHandle)
    const reply = await this.#request('IS_CONNECTED', sessionHandle ? { sessionHandle } : {})
    return readFrameReply('IS_CONNECTED', isConnectedReplySchema, reply).isConnected
  }

  /** The signed-in user on `network`. */
  async getUser(params: { readonly network: Network; readonly preferredAccountType?: AccountType }): Promise<AuthUser> {
    await this.ready()
    const reply = await this.#request('GET_USER', {
      chainId: frameChainId(params.network),
      ...(params.preferredAccountType ? { preferredAccountType: params.preferredAccountType } : {}),
    })
    const user = toAuthUser(readFrameReply('GET_USER', frameUserSchema, reply))
    await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.lastUsedChainId, String(user.chainId))
    if (user.email) await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.email, user.email)
    this.#patch({ email: user.email })
    return user
  }

  /** True when a returning visitor used the email login on this device (the frame is loaded at start). */
  async wasUsed(): Promise<boolean> {
    return (await this.#host.storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)) === 'true'
  }

  /** Signs out in the frame (when it is there) and forgets the email login on this device. */
  async signOut(): Promise<void> {
    // This device forgets first: the frame may be slow or gone, and the visitor asked to leave.
    await Promise.all(EMBEDDED_KEYS_CLEARED_ON_DISCONNECT.map((key) => this.#host.storage.remove(key)))
    this.#patch({ email: undefined, pendingEmail: undefined })
    if (!this.#ready) return
    await this.#ready
    await this.#request('SIGN_OUT')
  }

  /** Makes the user's `type` account (EOA or smart account) the active one in the frame, on its current network. */
  async setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<{ readonly type: 'eoa' | 'smartAccount'; readonly address: string }> {
    await this.ready()
    return readFrameReply('SET_PREFERRED_ACCOUNT', preferredAccountReplySchema, await this.#request('SET_PREFERRED_ACCOUNT', { type }))
  }

  /** Moves the frame's wallet to `network`. */
  async switchNetwork(network: Network): Promise<number | string> {
    await this.ready()
    const reply = await this.#request('SWITCH_NETWORK', { chainId: frameChainId(network), rpcUrl: rpcUrlOf(network) })
    return readFrameReply('SWITCH_NETWORK', chainIdReplySchema, reply).chainId
  }

  /** One JSON-RPC request signed or read by the frame, on `network`. The gate (`EmbeddedWalletRpc`) decides whether it may go. */
  async rpc(params: { readonly method: string; readonly params?: readonly unknown[]; readonly network: Network; readonly signal?: AbortSignal }): Promise<unknown> {
    await this.ready()
    return this.#host.frame.request(
      { type: 'RPC_REQUEST', payload: { method: params.method, params: params.params ?? [], chainId: frameChainId(params.network), rpcUrl: rpcUrlOf(params.network) } },
      params.signal ? { signal: params.signal } : {},
    )
  }

  /** Starts changing the signed-in email: a code goes to the current address first. */
  async updateEmail(params: { readonly email: string }): Promise<EmailUpdateAction> {
    if (!isEmail(params.email)) throw new EmailLoginError({ kind: 'invalidEmail' })
    await this.ready()
    this.#patch({ pendingEmail: params.email })
    return readFrameReply('UPDATE_EMAIL', updateEmailReplySchema, await this.#request('UPDATE_EMAIL', { email: params.email })).action
  }

  /** The code sent to the current address; then one goes to the new address. */
  async updateEmailPrimaryOtp(params: { readonly otp: string }): Promise<EmailUpdateAction> {
    if (!OTP.test(params.otp)) throw new EmailLoginError({ kind: 'invalidOtp' })
    await this.ready()
    const reply = await this.#request('UPDATE_EMAIL_PRIMARY_OTP', { otp: params.otp })
    return reply === undefined ? 'VERIFY_SECONDARY_OTP' : readFrameReply('UPDATE_EMAIL_PRIMARY_OTP', updateEmailReplySchema, reply).action
  }

  /** The code sent to the new address; the account's email is then the new one. */
  async updateEmailSecondaryOtp(params: { readonly otp: string }): Promise<string> {
    if (!OTP.test(params.otp)) throw new EmailLoginError({ kind: 'invalidOtp' })
    await this.ready()
    const { newEmail } = readFrameReply('UPDATE_EMAIL_SECONDARY_OTP', updateEmailSecondaryReplySchema, await this.#request('UPDATE_EMAIL_SECONDARY_OTP', { otp: params.otp }))
    await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.email, newEmail)
    this.#patch({ email: newEmail, pendingEmail: undefined })
    return newEmail
  }

  /** Shows or hides the frame over the modal (its approve UI). */
  setVisible(visible: boolean): void {
    if (visible) this.#host.frame.show()
    else this.#host.frame.hide()
    this.#patch({ visible })
  }

  /** Stops listening to the frame and removes it. */
  destroy(): void {
    this.#stopEvents?.()
    this.#host.frame.destroy()
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #load(): Promise<void> {
    const { frame, options } = this.#host
    this.#stopEvents ??= frame.onEvent((event) => void this.#onEvent(event))
    this.#patch({ frame: 'loading', error: undefined })
    try {
      await frame.load()
      const [, , networks] = await Promise.all([
        this.#request('SYNC_DAPP_DATA', this.#dappData()),
        this.#request('SYNC_THEME', { themeMode: options.themeMode, themeVariables: options.themeVariables ?? {} }),
        this.#request('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
      ])
      const { smartAccountEnabledNetworks } = readFrameReply('GET_SMART_ACCOUNT_ENABLED_NETWORKS', smartAccountNetworksReplySchema, networks)
      await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.smartAccountEnabledNetworks, JSON.stringify(smartAccountEnabledNetworks))
      this.#patch({ frame: 'ready', smartAccountEnabledNetworks })
    } catch (error) {
      this.#host.logger.error('the embedded wallet frame did not load', error)
      this.#patch({ frame: 'failed', error: error instanceof FrameError ? error : new FrameError({ kind: 'loadFailed' }, { cause: error }) })
      throw error
    }
  }

  #dappData() {
    const { options } = this.#host
    return {
      metadata: options.metadata ?? { name: '', description: '', url: '', icons: [] },
      sdkVersion: this.#host.sdkVersion ?? DEFAULT_SDK_VERSION,
      projectId: options.projectId ?? '',
      sdkType: SDK_TYPE,
    }
  }

  /** Every request but RPC (which waits on the visitor) gives up after the request timeout: a hung frame never holds the app. */
  #request(type: FrameRequestType, payload?: unknown): Promise<unknown> {
    return this.#host.frame.request(payload === undefined ? { type } : { type, payload }, { timeoutMs: FRAME_REQUEST_TIMEOUT_MS })
  }

  async #onEvent(event: FrameEvent): Promise<void> {
    if (event.type !== 'SESSION_UPDATE') return
    const update = sessionUpdateSchema.safeParse(event.payload)
    if (!update.success) return this.#host.logger.warn('ignored a malformed SESSION_UPDATE from the embedded wallet frame')
    const key = EMBEDDED_STORAGE_KEYS.sessionHandle
    await (update.data.handle === null ? this.#host.storage.remove(key) : this.#host.storage.set(key, update.data.handle))
  }

  async #loggedIn(email: string | undefined): Promise<void> {
    await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.emailLoginUsed, 'true')
    if (email) await this.#host.storage.set(EMBEDDED_STORAGE_KEYS.email, email)
    this.#patch({ email, pendingEmail: undefined })
  }

  #patch(patch: Partial<EmbeddedWalletState>): void {
    this.#host.state.update((state) => (Object.entries(patch).every(([key, value]) => state[key as keyof EmbeddedWalletState] === value) ? state : { ...state, ...patch }))
  }
}

/** The frame names an eip155 chain by its number, any other by its CAIP-2 id ('solana:…'). */
function frameChainId(network: Network): number | string {
  const id = Number(network.id)
  return network.chainNamespace === 'eip155' && Number.isSafeInteger(id) ? id : network.caipNetworkId
}

function rpcUrlOf(network: Network): string {
  return network.rpcUrls.default.http[0] ?? ''
}
