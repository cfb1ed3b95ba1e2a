/**
 * A network is supported when there is no requested list or the list
 * holds its CAIP-2 id (exact). An empty list counts as "no list": an integrator
 * who requested nothing must not lock visitors in the UnsupportedChain view.
 * @example isNetworkSupported('eip155:1', ['eip155:1', 'eip155:137']) // true
 */
export function isNetworkSupported(caipNetworkId: string, requested?: readonly string[]): boolean {
  if (!requested || requested.length === 0) return true
  return requested.includes(caipNetworkId)
}
