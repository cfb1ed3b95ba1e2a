/** How much of an address truncateAddress keeps. */
export interface TruncateAddressOptions {
  /** Characters kept after the prefix; default 4. */
  readonly start?: number
  /** Characters kept at the end; default 4. */
  readonly end?: number
  /** Default '…' (one character, U+2026). */
  readonly separator?: string
}

/**
 * Shortens an address for display: `0x1234…abcd` (EVM), `9WzD…AWWM` (Solana).
 * A lowercase `0x` prefix is kept on top of `start`. Strings that truncation
 * would not shorten are returned unchanged; case and content are never
 * altered. Negative or fractional counts are floored at 0.
 * @example truncateAddress('0x52908400098527886e0f7030069857d2e4169ee7') // '0x5290…9ee7'
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const start = toCount(options.start, 4)
  const end = toCount(options.end, 4)
  const separator = options.separator ?? '…'
  const prefix = address.startsWith('0x') ? '0x' : ''
  if (address.length <= prefix.length + start + end + separator.length) return address
  const head = address.slice(0, prefix.length + start)
  const tail = end === 0 ? '' : address.slice(-end)
  return `${head}${separator}${tail}`
}

function toCount(value: number | undefined, fallback: number): number {
  if (value === undefined || Number.isNaN(value)) return fallback
  return Math.max(0, Math.floor(value))
}
