/**
 * Whether a page origin is on a project's allowed list. An entry is an origin
 * (`https://app.example.com`) or a host (`app.example.com`, any scheme); `*` stands for one
 * or more DNS labels (`https://*.example.com` allows `https://a.b.example.com`, not
 * `https://example.com`). Case-insensitive; a port must match when the entry names one.
 * @example isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const page = splitOrigin(origin)
  if (!page) return false
  return allowed.some((entry) => matchesEntry(page, entry.trim().toLowerCase()))
}

interface OriginParts {
  readonly scheme: string
  readonly host: string
  readonly port: string
}

function splitOrigin(origin: string): OriginParts | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/:]+)(?::(\d+))?\/?$/.exec(origin.trim().toLowerCase())
  if (!match) return undefined
  const scheme = match[1] ?? ''
  return { scheme, host: match[2] ?? '', port: match[3] ?? defaultPort(scheme) }
}

function matchesEntry(page: OriginParts, entry: string): boolean {
  if (entry === '') return false
  const withScheme = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/.exec(entry)
  const scheme = withScheme?.[1]
  const rest = withScheme ? (withScheme[2] ?? '') : entry
  const hostPort = /^([^/:]+)(?::(\d+|\*))?\/?$/.exec(rest)
  if (!hostPort) return false
  if (scheme !== undefined && scheme !== page.scheme) return false
  const port = hostPort[2]
  if (port !== undefined && port !== '*' && port !== page.port) return false
  // Without a scheme an entry names a host; its port, if any, is checked above.
  if (port === undefined && scheme !== undefined && page.port !== defaultPort(page.scheme)) return false
  return hostMatches(page.host, hostPort[1] ?? '')
}

function hostMatches(host: string, pattern: string): boolean {
  if (!pattern.includes('*')) return host === pattern
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')
  return new RegExp(`^${expression}$`).test(host)
}

function defaultPort(scheme: string): string {
  if (scheme === 'https' || scheme === 'wss') return '443'
  if (scheme === 'http' || scheme === 'ws') return '80'
  return ''
}
