/** @jsxImportSource react */
import { AccountSummary } from './AccountSummary.js'
import { SECONDARY_STYLE } from './buttonStyle.js'
import { useAccount } from './useAccount.js'
import { useThemedStyle } from './useThemedStyle.js'
import { useModalOpener } from './useModalOpener.js'

/**
 * The connected account: its name or truncated address, and its native balance. Opens the
 * Account view. Renders nothing while disconnected.
 * @example <AccountButton />
 */
export function AccountButton() {
  const opener = useModalOpener()
  const { isConnected } = useAccount()
  const style = useThemedStyle(SECONDARY_STYLE)
  if (!isConnected) return null
  return (
    <button {...opener} style={style}>
      <AccountSummary />
    </button>
  )
}
