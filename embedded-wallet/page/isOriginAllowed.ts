/**
 * True when `origin` is one of `allowed`: an exact origin, or a pattern with `*.` standing for
 * ONE DNS label (`https://*.example.com` matches `https://app.example.com`, not
 * `https://example.com` nor `https://a.b.example.com`). Scheme and port must match as written.
 * @example isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const candidate = origin.toLowerCase()
  // Opaque origins (sandboxed parents, file:) can never be pinned: there is nothing to post to.
  if (candidate === 'null' || candidate === '') return false
  return allowed.some((pattern) => matches(candidate, pattern.toLowerCase().replace(/\/+$/, '')))
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

function matches(origin: string, pattern: string): boolean {
  const wildcard = pattern.indexOf('://*.')
  if (wildcard === -1) return origin === pattern
  const scheme = pattern.slice(0, wildcard + 3)
  const suffix = pattern.slice(wildcard + 4) // '.example.com' or '.example.com:8443'
  if (!origin.startsWith(scheme) || !origin.endsWith(suffix)) return false
  const label = origin.slice(scheme.length, origin.length - suffix.length)
  return LABEL.test(label)
}
