/**
 * A JSON-safe copy of anything logged: errors become `{ name, message, stack, cause }`,
 * bigints strings, cycles `'[Circular]'`, functions and symbols are dropped.
 * `JSON.stringify(toLoggable(error))` never throws.
 */
export function toLoggable(value: unknown): unknown {
  return copy(value, [])
}

function copy(value: unknown, ancestors: readonly object[]): unknown {
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function' || typeof value === 'symbol') return undefined
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  if (typeof value !== 'object' || value === null) return value
  if (ancestors.includes(value)) return '[Circular]'
  const inside = [...ancestors, value]
  try {
    if (value instanceof Error) {
      // name, message, stack and cause are not enumerable, so JSON would drop them.
      return dropUndefined({
        ...copyEntries(value, inside),
        name: value.name,
        message: value.message,
        stack: value.stack,
        cause: copy(value.cause, inside),
      })
    }
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
    if (Array.isArray(value)) return value.map((item) => copy(item, inside) ?? null)
    if (value instanceof Map) return copy(Object.fromEntries(value), inside)
    if (value instanceof Set) return copy([...value], inside)
    return dropUndefined(copyEntries(value, inside))
  } catch {
    // A throwing getter or proxy: the log line must still be written.
    return '[Unserializable]'
  }
}

function copyEntries(value: object, ancestors: readonly object[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, ancestors)]))
}

function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, item]) => item !== undefined))
}
