import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'
import { escapeHtml } from '../server/http/escapeHtml.js'
import { SOCIAL_REDIRECT_PROVIDERS } from '../../core/embedded/isAllowedSocialRedirect.js'

/** The local OpenID Connect provider's default port (`WALLETPORT_OIDC_PORT`). */
export const OIDC_PROVIDER_PORT = 7401

/** The client ids it knows: one per social name the redirect flow accepts (farcaster has its own flow). */
export const OIDC_CLIENT_IDS = SOCIAL_REDIRECT_PROVIDERS

/** The demo's client secret of `clientId` (a local stand-in: the secret is not a secret). */
export function oidcClientSecret(clientId: string): string {
  return `walletport-local-${clientId}-secret`
}

export interface OidcProviderOptions {
  /** Default 7401; 0 = any free port. */
  readonly port?: number
  /** Where each client may send the visitor back (the frame backend's `/social/callback`). */
  readonly redirectUris: readonly string[]
  /**
   * Origins a login may end on after the redirect URI: the apps a top-level login (Telegram mini
   * app) returns to. The login form's form-action allows them, since a browser applies it to the
   * redirects after the post too.
   */
  readonly returnOrigins?: readonly string[]
  readonly log?: (line: string) => void
}

export interface RunningOidcProvider {
  /** The issuer, e.g. `http://127.0.0.1:7401` (no trailing slash). */
  readonly url: string
  /** The accounts created so far (the email-like ids typed into the login form). */
  readonly accounts: ReadonlySet<string>
  readonly stop: () => Promise<void>
}

const ACCOUNT_ID = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}$/

/**
 * A real OpenID Connect provider (oidc-provider) on loopback standing in for google, x,
 * discord, apple, github and facebook: one confidential client per social name,
 * authorization code with PKCE (S256 only), an ID token with `email` and
 * `preferred_username`. Its login form takes an email-like id; the account is created on
 * first login. Consent is implied (a local stand-in), so a login goes straight back.
 * @example const oidc = await startOidcProvider({ port: 0, redirectUris: [`${frame.url}/social/callback`] })
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const accounts = new Set<string>()
  const server = createServer()
  await listen(server, options.port ?? OIDC_PROVIDER_PORT)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const configuration: Configuration = {
    clients: OIDC_CLIENT_IDS.map((clientId) => ({
      client_id: clientId,
      client_secret: oidcClientSecret(clientId),
      redirect_uris: [...options.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username', 'name'] },
    // The keys that sign the interaction and session cookies (a local demo's, not a secret).
    cookies: { keys: ['walletport-local-oidc-cookie-key'] },
    findAccount: (_ctx, id) => (accounts.has(id) ? { accountId: id, claims: () => claimsOf(id) } : undefined),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A local stand-in asks for no consent: the login grants the requested OpenID scopes.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) return provider.Grant.find(grantId)
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3_600, Grant: 3_600 },
  }
  const formTargets = [...new Set([...options.redirectUris.map((uri) => new URL(uri).origin), ...(options.returnOrigins ?? []).map((origin) => new URL(origin).origin)])]
  const provider = new Provider(url, configuration)
  const handle = provider.callback()
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', url).pathname
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path)
    if (!match) return void handle(request, response)
    void answerInteraction(provider, accounts, request, response, match[2] !== undefined, formTargets).catch((error: unknown) => {
      options.log?.(`oidc: ${path} failed: ${error instanceof Error ? error.message : String(error)}`)
      if (!response.headersSent) sendPage(response, 400, 'Sign-in failed', '<h1>This sign-in has expired or is not valid.</h1><p>Close this window and start again.</p>')
    })
  })
  let stopping: Promise<void> | undefined
  return {
    url,
    accounts,
    stop: () =>
      (stopping ??= new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}

/** The login form (GET), or its submission (POST …/login): the account, created on first login. */
async function answerInteraction(provider: Provider, accounts: Set<string>, request: IncomingMessage, response: ServerResponse, submitted: boolean, formTargets: readonly string[]): Promise<void> {
  const details = await provider.interactionDetails(request, response)
  const clientId = String(details.params['client_id'] ?? '')
  if (!submitted || request.method !== 'POST') return sendLoginForm(response, details.uid, clientId, formTargets)
  const accountId = new URLSearchParams(await readBody(request)).get('login')?.trim().toLowerCase() ?? ''
  if (!ACCOUNT_ID.test(accountId)) return sendLoginForm(response, details.uid, clientId, formTargets, 'Enter an email-like id, e.g. alice@example.com.')
  accounts.add(accountId)
  await provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false })
}

function claimsOf(id: string) {
  const username = id.split('@')[0] ?? id
  return { sub: id, email: id, email_verified: true, preferred_username: username, name: username }
}

function sendLoginForm(response: ServerResponse, uid: string, clientId: string, formTargets: readonly string[], error?: string): void {
  const name = escapeHtml(displayName(clientId))
  sendPage(
    response,
    error ? 400 : 200,
    `Sign in with ${displayName(clientId)}`,
    `<main><h1>Sign in with ${name}</h1><p>A local OpenID Connect provider standing in for ${name}. An account is created on first sign-in.</p>` +
      `<form method="post" action="/interaction/${escapeHtml(uid)}/login"><label for="login">Email or account id</label> ` +
      `<input id="login" name="login" type="email" autocomplete="username" required${error ? ' aria-invalid="true" aria-describedby="login-error"' : ''}> ` +
      `<button type="submit">Sign in</button>${error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}</form></main>`,
    formTargets,
  )
}

const DISPLAY_NAMES: Readonly<Record<string, string>> = { google: 'Google', x: 'X', discord: 'Discord', apple: 'Apple', github: 'GitHub', facebook: 'Facebook' }

function displayName(clientId: string): string {
  return DISPLAY_NAMES[clientId] ?? clientId
}

/**
 * The pages post a same-origin form and run no script. A browser applies form-action to the
 * redirects after the post too, and the login ends on a client's redirect URI: those origins.
 */
function pagePolicy(formTargets: readonly string[]): string {
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'`
}

function sendPage(response: ServerResponse, status: number, title: string, body: string, formTargets: readonly string[] = []): void {
  const style = 'body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111;background:#fff}input,button{font:inherit;padding:.5rem;margin:.25rem 0}button{background:#1a4fd6;color:#fff;border:0;border-radius:6px}'
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'content-security-policy': pagePolicy(formTargets), 'cache-control': 'no-store' }).end(html)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 4_096) throw new Error('the login form is too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}
