/** One JSON-RPC frame from a relay client, with its id kept exactly as written. */
export type RelayFrame =
  | { readonly kind: 'request'; readonly rawId: string; readonly method: string; readonly params: Record<string, unknown> }
  | { readonly kind: 'response'; readonly rawId: string }
  | { readonly kind: 'invalid'; readonly reason: string }

// WalletConnect ids are 19-digit integers (or their decimal strings); JSON.parse would round
// them to the nearest double and replies would never match. The client always writes `id` first.
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/

/**
 * Reads a client frame without losing id precision:
 * `parseRelayFrame('{"id":1700000000000000001,"method":"irn_subscribe","params":{}}')`
 * → `{ kind: 'request', rawId: '1700000000000000001', … }`.
 */
export function parseRelayFrame(text: string): RelayFrame {
  const idMatch = LEADING_ID.exec(text)
  if (!idMatch?.[1]) return { kind: 'invalid', reason: 'no leading id' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', reason: 'not JSON' }
  }
  if (typeof value !== 'object' || value === null) return { kind: 'invalid', reason: 'not an object' }
  const frame = value as Record<string, unknown>
  const rawId = idMatch[1]
  if (typeof frame.method === 'string') {
    const params = typeof frame.params === 'object' && frame.params !== null ? (frame.params as Record<string, unknown>) : {}
    return { kind: 'request', rawId, method: frame.method, params }
  }
  if ('result' in frame || 'error' in frame) return { kind: 'response', rawId }
  return { kind: 'invalid', reason: 'neither request nor response' }
}

/** A result frame echoing the request's id token byte for byte. */
export function formatRelayResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** An error frame echoing the request's id token byte for byte. */
export function formatRelayError(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}
