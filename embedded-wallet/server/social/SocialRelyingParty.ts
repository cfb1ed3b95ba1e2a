import * as client from 'openid-client'
import { isAllowedSocialRedirect, type SocialRedirectProvider } from '../../../core/embedded/isAllowedSocialRedirect.js'

/** How long a started social login may take (the visitor fills in the provider's form). */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

/** Where the frame backend finds its OpenID Connect provider, and its client secrets. */
export interface SocialLoginOptions {
  /** The issuer URL, read when a login starts (the provider may start after the backend). */
  readonly issuer: () => string
  readonly clientSecret: (provider: SocialRedirectProvider) => string
}

/** A login that came back: who, through which provider, for which app. */
export interface SocialLoginResult {
  readonly provider: SocialRedirectProvider
  readonly email: string
  readonly userName: string
  readonly appOrigin: string
  /** Where a top-level login (the Telegram mini app: no popup) sends the visitor back, with `result_uri`. */
  readonly returnUrl?: string
}

interface PendingLogin {
  readonly provider: SocialRedirectProvider
  readonly verifier: string
  readonly nonce: string
  readonly appOrigin: string
  readonly returnUrl: string | undefined
  readonly expiresAt: number
}

/**
 * The frame backend as an OpenID Connect relying party (openid-client): authorization code,
 * PKCE S256, state and nonce. The verifier and nonce stay here, keyed by state, and a state is
 * used once; the callback's code is exchanged and the ID token checked before anything is
 * believed.
 * @example const { uri } = await rp.start({ provider: 'google', appOrigin: 'http://127.0.0.1:5173' })
 */
export class SocialRelyingParty {
  readonly #options: SocialLoginOptions & { readonly redirectUri: () => string; readonly now: () => number }
  readonly #pending = new Map<string, PendingLogin>()
  readonly #configurations = new Map<string, Promise<client.Configuration>>()

  constructor(options: SocialLoginOptions & { readonly redirectUri: () => string; readonly now: () => number }) {
    this.#options = options
  }

  /** The provider's authorization URL for a new login from `appOrigin`. */
  async start(parameters: { readonly provider: string; readonly appOrigin: string; readonly returnUrl?: string | undefined }): Promise<{ readonly uri: string }> {
    const { provider, appOrigin, returnUrl } = parameters
    if (!isAllowedSocialRedirect(provider)) throw new SocialLoginError('unknown_provider', `Unknown social provider: ${provider}.`)
    const config = await this.#configuration(provider)
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    this.#prune()
    this.#pending.set(state, { provider, verifier, nonce, appOrigin, returnUrl, expiresAt: this.#options.now() + SOCIAL_LOGIN_TTL_MS })
    const uri = client.buildAuthorizationUrl(config, {
      redirect_uri: this.#options.redirectUri(),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    return { uri: uri.href }
  }

  /** The provider sent the visitor back to `callbackUrl`: the pending login of its state, once, checked. */
  async finish(callbackUrl: URL): Promise<SocialLoginResult> {
    const state = callbackUrl.searchParams.get('state') ?? ''
    const pending = this.#pending.get(state)
    this.#pending.delete(state)
    if (!pending || pending.expiresAt <= this.#options.now()) throw new SocialLoginError('invalid_state', 'This sign-in has expired or was already used.')
    const config = await this.#configuration(pending.provider)
    // The redirect URI as registered (the request's own host may be spelled differently).
    const current = new URL(this.#options.redirectUri())
    current.search = callbackUrl.search
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
    try {
      tokens = await client.authorizationCodeGrant(config, current, { pkceCodeVerifier: pending.verifier, expectedState: state, expectedNonce: pending.nonce, idTokenExpected: true })
    } catch (cause) {
      throw new SocialLoginError('login_failed', 'The provider did not complete the sign-in.', { cause })
    }
    const subject = tokens.claims()?.sub
    if (!subject) throw new SocialLoginError('login_failed', 'The provider did not tell the account.')
    // The ID token names the subject; its profile and email come from the userinfo endpoint, checked against that subject.
    let claims: Record<string, unknown>
    try {
      claims = await client.fetchUserInfo(config, tokens.access_token, subject)
    } catch (cause) {
      throw new SocialLoginError('login_failed', 'The provider did not tell the account.', { cause })
    }
    const email = typeof claims['email'] === 'string' ? claims['email'] : undefined
    if (!email) throw new SocialLoginError('login_failed', 'The provider did not tell the account.')
    const userName = typeof claims['preferred_username'] === 'string' ? claims['preferred_username'] : email
    return { provider: pending.provider, email, userName, appOrigin: pending.appOrigin, ...(pending.returnUrl ? { returnUrl: pending.returnUrl } : {}) }
  }

  /** The app origin of a pending login (so a failure page can still tell its opener), without using it up. */
  appOriginOf(state: string): string | undefined {
    return this.#pending.get(state)?.appOrigin
  }

  #configuration(provider: SocialRedirectProvider): Promise<client.Configuration> {
    const issuer = this.#options.issuer()
    const key = `${issuer} ${provider}`
    let config = this.#configurations.get(key)
    if (!config) {
      // A loopback http issuer in the demo: openid-client refuses http unless told.
      const options = new URL(issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined
      config = client.discovery(new URL(issuer), provider, this.#options.clientSecret(provider), undefined, options)
      this.#configurations.set(key, config)
      config.catch(() => this.#configurations.delete(key))
    }
    return config
  }

  #prune(): void {
    const now = this.#options.now()
    for (const [state, pending] of this.#pending) if (pending.expiresAt <= now) this.#pending.delete(state)
  }
}

/** A refused social login step, with the API's error code. */
export class SocialLoginError extends Error {
  override readonly name = 'SocialLoginError'
  constructor(
    readonly code: 'unknown_provider' | 'invalid_state' | 'login_failed',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}
