import * as z from 'zod/mini'
import type { BackendClient, EncryptedKey, SessionGrant } from './BackendClient.js'
import { BackendError } from './BackendError.js'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

const user = z.object({ id: z.string(), email: z.string() })
const grant = z.object({ sessionToken: z.string().check(z.minLength(1)), handle: z.string().check(z.minLength(1)), user })
const encryptedKey = z.object({ ciphertext: z.string(), iv: z.string(), address: z.string() })
const errorBody = z.object({ error: z.string(), message: z.optional(z.string()), attemptsLeft: z.optional(z.number()) })
const empty = z.unknown()

/**
 * The BackendClient over `fetch`: JSON bodies, `Authorization: Bearer` on the session calls,
 * non-2xx answers become a `BackendError` with the contract's `error` code and `message`.
 * @example const backend = new FetchBackendClient({ baseUrl: location.origin, fetch: globalThis.fetch.bind(globalThis) })
 */
export class FetchBackendClient implements BackendClient {
  readonly #baseUrl: string
  readonly #fetch: Fetch

  constructor(options: { readonly baseUrl: string; readonly fetch: Fetch }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.#fetch = options.fetch
  }

  startEmail(body: { email: string; deviceId: string }) {
    return this.#call('POST', '/v1/email/start', z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }), { body })
  }

  waitForDevice(body: { email: string; deviceId: string }, signal?: AbortSignal) {
    return this.#call('POST', '/v1/device/wait', z.object({ approved: z.boolean() }), { body, signal })
  }

  verifyEmail(body: { email: string; otp: string; deviceId: string }): Promise<SessionGrant> {
    return this.#call('POST', '/v1/email/verify', grant, { body })
  }

  resumeSession(handle: string): Promise<SessionGrant> {
    return this.#call('POST', '/v1/session/resume', grant, { body: { handle } })
  }

  getSession(token: string) {
    return this.#call('GET', '/v1/session', z.object({ user }), { token })
  }

  async signOut(token: string): Promise<void> {
    await this.#call('POST', '/v1/session/signout', empty, { token })
  }

  async getDataKey(token: string): Promise<string> {
    return (await this.#call('GET', '/v1/keys/data-key', z.object({ dataKey: z.string() }), { token })).dataKey
  }

  async getKeyBackup(token: string): Promise<EncryptedKey | null> {
    return (await this.#call('GET', '/v1/keys/backup', z.object({ backup: z.nullable(encryptedKey) }), { token })).backup
  }

  async putKeyBackup(token: string, backup: EncryptedKey): Promise<void> {
    await this.#call('PUT', '/v1/keys/backup', empty, { token, body: backup })
  }

  startEmailUpdate(token: string, newEmail: string) {
    return this.#call('POST', '/v1/email/update/start', z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }), { token, body: { newEmail } })
  }

  verifyPrimaryEmailUpdate(token: string, otp: string) {
    return this.#call('POST', '/v1/email/update/primary', z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }), { token, body: { otp } })
  }

  verifySecondaryEmailUpdate(token: string, otp: string) {
    return this.#call('POST', '/v1/email/update/secondary', z.object({ email: z.string() }), { token, body: { otp } })
  }

  startSocial(body: { provider: string; origin: string; returnUrl?: string }) {
    return this.#call('POST', '/v1/social/start', z.object({ uri: z.url({ protocol: /^https?$/ }) }), { body })
  }

  connectSocial(body: { resultUri: string; origin: string; deviceId: string }) {
    return this.#call('POST', '/v1/social/connect', z.object({ ...grant.shape, userName: z.string().check(z.maxLength(200)) }), { body })
  }

  startFarcaster(body: { origin: string }) {
    return this.#call('POST', '/v1/farcaster/start', z.object({ url: z.url({ protocol: /^https?$/ }), channel: z.string().check(z.maxLength(100)) }), { body })
  }

  connectFarcaster(body: { channel: string; origin: string; deviceId: string }, signal?: AbortSignal) {
    return this.#call('POST', '/v1/farcaster/connect', z.union([z.object({ state: z.literal('pending') }), z.object({ ...grant.shape, userName: z.string().check(z.maxLength(200)) })]), { body, signal })
  }

  async #call<S extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    answer: S,
    options: { readonly token?: string; readonly body?: unknown; readonly signal?: AbortSignal | undefined },
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`
    let response: Response
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        method,
        headers,
        // The session travels as a Bearer token only: no cookies, so no CSRF surface.
        credentials: 'omit',
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    } catch (cause) {
      if (options.signal?.aborted) throw cause
      throw new BackendError({ error: 'network', message: 'Could not reach the wallet backend', cause })
    }
    const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = errorBody.safeParse(data)
      if (!parsed.success) throw new BackendError({ error: 'http_error', message: `The wallet backend answered ${response.status}`, status: response.status })
      throw new BackendError({
        error: parsed.data.error,
        message: parsed.data.message ?? parsed.data.error,
        status: response.status,
        ...(parsed.data.attemptsLeft === undefined ? {} : { attemptsLeft: parsed.data.attemptsLeft }),
      })
    }
    const parsed = answer.safeParse(data)
    if (!parsed.success) throw new BackendError({ error: 'invalid_answer', message: 'The wallet backend answered unexpectedly', status: response.status, cause: parsed.error })
    return parsed.data as z.infer<S>
  }
}
