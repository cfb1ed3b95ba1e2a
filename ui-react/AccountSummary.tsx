/** @jsxImportSource react */
import { truncateAddress } from '../core/format/truncateAddress.js'
import { BALANCE_STYLE } from './buttonStyle.js'
import { useAccount } from './useAccount.js'
import { useLook } from './useLook.js'
import { useWalletportContext } from './WalletportContext.js'

/** The connected account in a button: name or truncated address, then the native balance. */
export function AccountSummary() {
  const { translator } = useWalletportContext()
  const { address, balance, balanceSymbol, profileName } = useAccount()
  const balanceLook = useLook(BALANCE_STYLE)
  if (!address) return null
  return (
    <>
      <span>{profileName ?? truncateAddress(address)}</span>
      <span {...balanceLook}>
        {balance === undefined
          ? translator.t('accountButton.balanceUnknown')
          : `${translator.formatDecimal(balance)} ${balanceSymbol ?? ''}`.trim()}
      </span>
    </>
  )
}
