import type { ConnectedWalletInfo } from '../core/index.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useWalletInfo()` returns. */
export interface UseWalletInfoResult {
  /** Name (and icon when known) of the connected wallet; undefined when disconnected. */
  readonly walletInfo: ConnectedWalletInfo | undefined
}

const toResult = (walletInfo: ConnectedWalletInfo | undefined): UseWalletInfoResult => ({ walletInfo })

/**
 * The connected wallet of the active namespace (its name and icon).
 * @example const { walletInfo } = useWalletInfo(); walletInfo?.name
 */
export function useWalletInfo(): UseWalletInfoResult {
  const { sources } = useWalletportContext()
  return useExternalState(sources.state, (state) => state.accounts[state.activeNamespace]?.connectedWalletInfo, toResult)
}
