/** One answer of the API: status and parsed JSON body (undefined when empty). */
export interface FrameApiAnswer {
  readonly status: number
  readonly body: Record<string, unknown> & { readonly error?: string; readonly message?: string }
  readonly headers: Headers
}

/**
 * A test client for the frame backend's JSON API, plus the outbox reads a visitor would do by mail.
 * @example const api = new FrameApiClient(backend.url); await api.post('/v1/email/start', { email, deviceId })
 */
export class FrameApiClient {
  constructor(readonly url: string) {}

  get(path: string, token?: string): Promise<FrameApiAnswer> {
    return this.call('GET', path, undefined, token)
  }

  post(path: string, body?: unknown, token?: string): Promise<FrameApiAnswer> {
    return this.call('POST', path, body, token)
  }

  put(path: string, body?: unknown, token?: string): Promise<FrameApiAnswer> {
    return this.call('PUT', path, body, token)
  }

  async call(method: string, path: string, body?: unknown, token?: string): Promise<FrameApiAnswer> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as FrameApiAnswer['body']) : {}, headers: response.headers }
  }

  /** The latest code mailed to `email`, read from the outbox. */
  async lastCode(email: string): Promise<string> {
    const code = (await this.lastMail(email, 'otp'))?.code
    if (!code) throw new Error(`no code mailed to ${email}`)
    return code
  }

  /** The latest device link mailed to `email`. */
  async lastLink(email: string): Promise<string> {
    const link = (await this.lastMail(email, 'device'))?.link
    if (!link) throw new Error(`no device link mailed to ${email}`)
    return link
  }

  /** Logs in as a new user (or on a known device): start, code, verify; the session's answer. */
  async signIn(email: string, deviceId = 'device-1'): Promise<{ sessionToken: string; handle: string; user: { id: string; email: string } }> {
    await this.post('/v1/email/start', { email, deviceId })
    const verified = await this.post('/v1/email/verify', { email, deviceId, otp: await this.lastCode(email) })
    if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status} ${JSON.stringify(verified.body)}`)
    return verified.body as unknown as { sessionToken: string; handle: string; user: { id: string; email: string } }
  }

  private async lastMail(email: string, kind: 'otp' | 'device'): Promise<{ code?: string; link?: string } | undefined> {
    const { body } = await this.get(`/outbox.json?email=${encodeURIComponent(email)}`)
    return (body.messages as { kind: string; code?: string; link?: string }[]).find((mail) => mail.kind === kind)
  }
}
