/** @jsxImportSource react */
import { AccountSummary } from './AccountSummary.js'
import { SECONDARY_STYLE } from './buttonStyle.js'
import { useAccount } from './useAccount.js'
import { useThemedStyle } from './useThemedStyle.js'
import { useWalletportContext } from './WalletportContext.js'

/**
 * The connected account: its name or truncated address, and its native balance. Opens the
 * Account view. Renders nothing while disconnected.
 * @example <AccountButton />
 */
export function AccountButton() {
  const { open, preloadModal } = useWalletportContext()
  const { isConnected } = useAccount()
  const style = useThemedStyle(SECONDARY_STYLE)
  if (!isConnected) return null
  return (
    <button
      type="button"
      data-walletport-button=""
      style={style}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      // The chunk starts loading in the click's own task (a keyboard or scripted click had no hover).
      onClick={() => {
        preloadModal()
        open()
      }}
    >
      <AccountSummary />
    </button>
  )
}
