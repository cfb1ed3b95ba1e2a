// JSON.stringify throws on bigint, and a u64 above 2^53 written as a double would lose digits;
// kit parses integers as bigint, so they go out as plain integer literals. A marker string
// carries each bigint through JSON.stringify and is then unquoted.
const MARKER = '\u0000bigint:'
const QUOTED_MARKER = /"\\u0000bigint:(-?\d+)"/g

/**
 * JSON text of a JSON-RPC answer, bigints written as integer literals.
 * @example stringifyJsonRpc({ value: 18446744073709551615n }) // '{"value":18446744073709551615}'
 */
export function stringifyJsonRpc(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${MARKER}${item.toString()}` : item)).replace(QUOTED_MARKER, '$1')
}
