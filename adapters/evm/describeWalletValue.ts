/**
 * Whatever a wallet sent, as a short string for logs and error details (never throws).
 * @example describeWalletValue({ a: 1 }) // '{"a":1}'
 */
export function describeWalletValue(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value, (_key, each: unknown) => (typeof each === 'bigint' ? String(each) : each)) ?? String(value))
  } catch {
    text = Object.prototype.toString.call(value)
  }
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}
