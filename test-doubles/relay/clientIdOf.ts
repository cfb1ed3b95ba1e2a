/**
 * The client identity a relay uses: the `iss` (a did:key) of the `?auth=` JWT in the
 * socket URL, decoded only — a local relay need not verify it. Falls back to `fallback`
 * when there is none, so each such socket is its own client.
 * @example clientIdOf('/?auth=h.eyJpc3MiOiJkaWQ6a2V5OnoifQ.s', 'x') // 'did:key:z'
 */
export function clientIdOf(requestUrl: string | undefined, fallback: string): string {
  const auth = new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return fallback
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims === 'object' && claims !== null && 'iss' in claims && typeof claims.iss === 'string' && claims.iss !== '') return claims.iss
  } catch {
    // A malformed token identifies nobody.
  }
  return fallback
}
