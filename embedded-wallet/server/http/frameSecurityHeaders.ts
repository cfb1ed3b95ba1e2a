/** Headers every answer carries: nothing is cached, sniffed, or sent on as a referrer. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
}

/**
 * The frame page's Content-Security-Policy: only the allowed app origins may embed it
 * (`frame-ancestors 'none'` when there are none), and it loads and talks to nothing but
 * this server and the chains' RPC origins.
 * @example frameContentSecurityPolicy({ allowedOrigins: ['https://app.example'] })
 */
export function frameContentSecurityPolicy(parameters: { readonly allowedOrigins: readonly string[]; readonly connectSources?: readonly string[] }): string {
  const ancestors = parameters.allowedOrigins.length > 0 ? parameters.allowedOrigins.join(' ') : "'none'"
  const connect = ["'self'", ...(parameters.connectSources ?? [])].join(' ')
  return [
    `frame-ancestors ${ancestors}`,
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${connect}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
