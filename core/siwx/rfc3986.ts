// RFC 3986 grammar pieces, spelled out once (appendix A), for what a sign-in message carries.
const UNRESERVED = "A-Za-z0-9\\-._~"
const SUB_DELIMS = "!$&'()*+,;="
const PCT = '%[0-9A-Fa-f]{2}'
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*$`)
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*$`)
const IPV_FUTURE = new RegExp(`^v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/
const PATH = new RegExp(`^(?:${PCHAR}|/)*$`)
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`)
/** `*pchar`: what EIP-4361 allows in a Request ID. */
const PCHARS = new RegExp(`^${PCHAR}*$`)

/** True for an RFC 3986 scheme: `https`, `did`, `ipfs`. */
export function isRfc3986Scheme(value: string): boolean {
  return SCHEME.test(value)
}

/** True for `*pchar` (EIP-4361 Request ID). */
export function isRfc3986Pchars(value: string): boolean {
  return PCHARS.test(value)
}

/**
 * True for an RFC 3986 authority `[userinfo@]host[:port]` with a non-empty host
 * and, when a colon is present, a 1–5 digit port (what EIP-4361 calls the domain).
 * @example isRfc3986Authority('test@127.0.0.1:8080') // true
 */
export function isRfc3986Authority(value: string): boolean {
  return checkAuthority(value, { strict: true })
}

/**
 * True for an absolute RFC 3986 URI: `scheme:hier-part[?query][#fragment]`.
 * @example isRfc3986Uri('https://[::cafe]/login?x=1#top') // true
 */
export function isRfc3986Uri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !SCHEME.test(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash >= 0) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question >= 0) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash)
    const path = slash < 0 ? '' : rest.slice(slash)
    return checkAuthority(authority, { strict: false }) && PATH.test(path)
  }
  return PATH.test(rest)
}

/** `strict`: the host must be non-empty and a port, when announced by a colon, must have digits. */
function checkAuthority(value: string, { strict }: { readonly strict: boolean }): boolean {
  const at = value.lastIndexOf('@')
  if (at >= 0 && !USERINFO.test(value.slice(0, at))) return false
  const hostPort = value.slice(at + 1)
  let host: string
  let port: string | undefined
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']')
    if (close < 0 || !isIpLiteral(hostPort.slice(1, close))) return false
    host = hostPort.slice(0, close + 1)
    const after = hostPort.slice(close + 1)
    if (after !== '' && !after.startsWith(':')) return false
    port = after === '' ? undefined : after.slice(1)
  } else {
    const colon = hostPort.indexOf(':')
    host = colon < 0 ? hostPort : hostPort.slice(0, colon)
    port = colon < 0 ? undefined : hostPort.slice(colon + 1)
    if (!REG_NAME.test(host)) return false
  }
  if (strict && host === '') return false
  if (port === undefined) return true
  return strict ? /^\d{1,5}$/.test(port) && Number(port) <= 65_535 : /^\d*$/.test(port)
}

function isIpLiteral(inside: string): boolean {
  return IPV_FUTURE.test(inside) || isIpv6(inside)
}

/** RFC 3986 IPv6address: 8 groups, or fewer around one `::`, the last two may be an IPv4 address. */
function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groupsOf = (half: string | undefined): string[] | undefined => (half ? half.split(':') : [])
  const head = groupsOf(halves[0])
  const tail = groupsOf(halves[1])
  if (!head || !tail) return false
  const all = [...head, ...tail]
  const last = all.at(-1)
  const endsWithIpv4 = last !== undefined && last.includes('.')
  // The IPv4 part (ls32) closes the address: never right before a trailing `::`.
  if (endsWithIpv4 && (!IPV4.test(last) || (halves.length === 2 && tail.length === 0))) return false
  const hexGroups = endsWithIpv4 ? all.slice(0, -1) : all
  if (!hexGroups.every((group) => HEX_GROUP.test(group))) return false
  const width = hexGroups.length + (endsWithIpv4 ? 2 : 0)
  return halves.length === 2 ? width <= 7 : width === 8
}
