import type { View, Walletport } from '../../core/index.js'

/** Views that belong to choosing and connecting a wallet: a connect that ends on one of them closes the modal. */
const CONNECT_FLOW: ReadonlySet<View> = new Set<View>([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
])

/**
 * After a connect, closes the modal like the incumbents do — unless the core has routed on
 * (UnsupportedChain, sign-in), which then stays in charge. A connect the Pay view asked for
 * goes back to its request instead: the payment is what the visitor came for.
 */
export function closeAfterConnect(walletport: Walletport): void {
  const { view, history } = walletport.getRoute()
  if (!walletport.getModal().open || !CONNECT_FLOW.has(view)) return
  const pay = history.findLastIndex((entry) => entry.view === 'Pay')
  if (pay < 0) walletport.close()
  else walletport.goBack(pay)
}
