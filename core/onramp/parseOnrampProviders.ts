/**
 * Onramp providers must be an array of strings, otherwise none are
 * used. All-or-nothing: one non-string item discards the whole list. Strings are
 * kept as given (no trimming, no de-duplication); the result is a fresh copy.
 * @example parseOnrampProviders(['meld', 'coinbase']) // ['meld', 'coinbase']
 */
export function parseOnrampProviders(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const items = value as readonly unknown[]
  return items.every((item): item is string => typeof item === 'string') ? [...items] : []
}
