/** @jsxImportSource react */
import { AccountSummary } from './AccountSummary.js'
import { SECONDARY_STYLE } from './buttonStyle.js'
import { useAccount } from './useAccount.js'
import { useLook } from './useLook.js'
import { useModalOpener } from './useModalOpener.js'

/**
 * The connected account: its name or truncated address, and its native balance. Opens the
 * Account view. Renders nothing while disconnected.
 * @example <AccountButton />
 */
export function AccountButton() {
  const opener = useModalOpener()
  const { isConnected } = useAccount()
  const look = useLook(SECONDARY_STYLE)
  if (!isConnected) return null
  return (
    <button {...opener} {...look}>
      <AccountSummary />
    </button>
  )
}
