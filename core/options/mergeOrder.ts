/**
 * Applies a configured order over a default one: keeps the configured items
 * that are known (exact match), first occurrence wins, then appends the known
 * items it left out, in default order — so leaving an item out of an order
 * never hides it (visibility is the features' job). An absent, empty or
 * all-unknown configuration yields the default. Never throws, never mutates.
 * @example mergeOrder(['send', 'bogus', 'send'], ['onramp', 'swaps', 'receive', 'send']) // ['send', 'onramp', 'swaps', 'receive']
 */
export function mergeOrder<T extends string>(configured: readonly unknown[] | undefined, defaults: readonly T[]): T[] {
  const known = new Set<string>(defaults)
  const picked: T[] = []
  for (const item of configured ?? []) {
    if (typeof item === 'string' && known.has(item) && !picked.includes(item as T)) picked.push(item as T)
  }
  return [...picked, ...defaults.filter((item) => !picked.includes(item))]
}
