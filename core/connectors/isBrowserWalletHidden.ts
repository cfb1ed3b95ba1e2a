/**
 * The generic 'Browser Wallet' injected connector is hidden on
 * desktop (announced EIP-6963 wallets show there instead), and on mobile when
 * it has no rdns (empty counts as none) and is not installed. The caller
 * applies it to that generic connector only.
 * @example isBrowserWalletHidden({ isMobile: true, rdns: undefined, installed: true }) // false
 */
export function isBrowserWalletHidden(params: {
  readonly isMobile: boolean
  readonly rdns: string | null | undefined
  readonly installed: boolean | undefined
}): boolean {
  if (!params.isMobile) return true
  return !params.rdns && params.installed !== true
}
