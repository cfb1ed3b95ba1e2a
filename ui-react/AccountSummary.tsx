/** @jsxImportSource react */
import { truncateAddress } from '../core/format/truncateAddress.js'
import { useAccount } from './useAccount.js'
import { useWalletportContext } from './WalletportContext.js'

const BALANCE_STYLE = { color: 'var(--wp-color-fg-muted)', fontWeight: 500 } as const

/** The connected account in a button: name or truncated address, then the native balance. */
export function AccountSummary() {
  const { translator } = useWalletportContext()
  const { address, balance, balanceSymbol, profileName } = useAccount()
  if (!address) return null
  return (
    <>
      <span>{profileName ?? truncateAddress(address)}</span>
      <span style={BALANCE_STYLE}>
        {balance === undefined
          ? translator.t('accountButton.balanceUnknown')
          : `${translator.formatDecimal(balance)} ${balanceSymbol ?? ''}`.trim()}
      </span>
    </>
  )
}
