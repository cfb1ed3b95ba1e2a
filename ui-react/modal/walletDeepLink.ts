import type { Wallet } from '../../core/index.js'

/**
 * The link that opens `wallet` on a phone with the pairing `uri`: its universal link
 * (https) as `…/wc?uri=`, else its app scheme as `scheme://wc?uri=`; none without a mobile link.
 * @example walletDeepLink({ mobile_link: 'metamask://' }, 'wc:…') // 'metamask://wc?uri=wc%3A…'
 */
export function walletDeepLink(wallet: Pick<Wallet, 'mobile_link'>, uri: string): string | undefined {
  const link = wallet.mobile_link?.trim()
  if (!link) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) return `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]
  // javascript:, data: and the like are never links to a wallet.
  if (!scheme || /^(javascript|data|vbscript|file)$/i.test(scheme)) return undefined
  return `${scheme}://wc?uri=${encoded}`
}

/** True on phones and tablets, where deep links open wallet apps. */
export function isMobileDevice(userAgent: string | undefined): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent ?? '')
}
