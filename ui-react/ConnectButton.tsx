/** @jsxImportSource react */
import { AccountSummary } from './AccountSummary.js'
import { PRIMARY_STYLE, SECONDARY_STYLE } from './buttonStyle.js'
import { useAccount } from './useAccount.js'
import { useLook } from './useLook.js'
import { useModalOpener } from './useModalOpener.js'
import { useWalletportContext } from './WalletportContext.js'

/** Props of `<ConnectButton>`. */
export interface ConnectButtonProps {
  /** Replaces the catalogue's 'Connect Wallet' text. */
  readonly label?: string
  /** Replaces the catalogue's 'Connecting…' text. */
  readonly loadingLabel?: string
}

/**
 * Opens the modal on Connect; once connected it shows what `<AccountButton>` shows. It stays
 * the same element throughout, so keyboard focus returned to it after connecting is not lost.
 * Hovering or focusing it starts loading the modal, so the click opens it at once.
 * @example <ConnectButton />
 */
export function ConnectButton({ label, loadingLabel }: ConnectButtonProps) {
  const { translator } = useWalletportContext()
  const opener = useModalOpener()
  const { status } = useAccount()
  const primary = useLook(PRIMARY_STYLE)
  const secondary = useLook(SECONDARY_STYLE)
  const connected = status === 'connected'
  const connecting = status === 'connecting'
  return (
    <button {...opener} {...(connected ? secondary : primary)} aria-busy={connecting || undefined}>
      {connected ? (
        <AccountSummary />
      ) : connecting ? (
        (loadingLabel ?? translator.t('connectButton.connecting'))
      ) : (
        (label ?? translator.t('connectButton.label'))
      )}
    </button>
  )
}
