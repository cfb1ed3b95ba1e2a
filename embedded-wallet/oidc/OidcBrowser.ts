/**
 * What a browser does in the social popup, for tests and the bench: follows redirects by hand,
 * keeps the provider's cookies, fills in the login form. No canned answers: every step is the
 * real provider's and the real frame backend's.
 * @example const page = await new OidcBrowser().signIn(authorizationUrl, 'alice@example.com') // the callback page
 */
export class OidcBrowser {
  readonly #cookies = new Map<string, string>()
  /** Every URL visited, in order. */
  readonly visited: string[] = []

  /** Opens the authorization URL, submits `login` in the provider's form, follows on to the callback page. */
  async signIn(authorizationUrl: string, login: string, options: { readonly stopBefore?: string } = {}): Promise<{ readonly url: string; readonly status: number; readonly html: string }> {
    const form = await this.open(authorizationUrl)
    const action = /<form method="post" action="([^"]+)"/.exec(form.html)?.[1]
    if (!action) throw new Error(`no login form at ${form.url}: ${form.status} ${form.html.slice(0, 200)}`)
    return this.open(new URL(action.replace(/&amp;/g, '&'), form.url).href, new URLSearchParams({ login }), options)
  }

  /** A GET (or a form POST), then its redirects; the last page, or (`stopBefore`) the first redirect there, not followed. */
  async open(url: string, form?: URLSearchParams, options: { readonly stopBefore?: string } = {}): Promise<{ readonly url: string; readonly status: number; readonly html: string }> {
    let current = url
    let body = form
    for (let hop = 0; hop < 20; hop++) {
      this.visited.push(current)
      const origin = new URL(current).origin
      const response = await fetch(current, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(this.#cookieHeader(origin) ? { cookie: this.#cookieHeader(origin) } : {}) },
        ...(body ? { body: body.toString() } : {}),
      })
      for (const line of response.headers.getSetCookie()) this.#keep(origin, line)
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        current = new URL(location, current).href
        body = undefined
        if (options.stopBefore && current.startsWith(options.stopBefore)) return { url: current, status: response.status, html: '' }
        continue
      }
      return { url: current, status: response.status, html: await response.text() }
    }
    throw new Error(`too many redirects from ${url}`)
  }

  #keep(origin: string, line: string): void {
    const [pair] = line.split(';')
    const at = pair?.indexOf('=') ?? -1
    if (!pair || at < 1) return
    const name = `${origin} ${pair.slice(0, at).trim()}`
    const value = pair.slice(at + 1).trim()
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name)
    else this.#cookies.set(name, value)
  }

  #cookieHeader(origin: string): string {
    return [...this.#cookies].filter(([key]) => key.startsWith(`${origin} `)).map(([key, value]) => `${key.slice(origin.length + 1)}=${value}`).join('; ')
  }
}

/** The result handle the callback page posts to its opener, read from the page. */
export function resultUriOf(html: string): string | undefined {
  return /"resultUri":"([\w-]+)"/.exec(html)?.[1]
}
