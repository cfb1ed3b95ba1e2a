/**
 * A wallet is hidden when the excluded list holds its rdns (exact,
 * rdns are canonical lowercase ids) or its name (case-insensitive). Empty
 * values never match; no trimming.
 * @example isWalletExcluded({ rdns: 'io.metamask', name: 'MetaMask' }, ['metamask']) // true
 */
export function isWalletExcluded(
  wallet: { readonly rdns?: string | null | undefined; readonly name?: string | null | undefined },
  excluded: readonly string[],
): boolean {
  const { rdns, name } = wallet
  const lowerName = name ? name.toLowerCase() : undefined
  return excluded.some(
    (entry) => entry !== '' && (entry === rdns || (lowerName !== undefined && entry.toLowerCase() === lowerName)),
  )
}
