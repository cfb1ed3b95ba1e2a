/** @jsxImportSource react */
import { SECONDARY_STYLE, VISUALLY_HIDDEN } from './buttonStyle.js'
import { useNetwork } from './useNetwork.js'
import { useModalOpener } from './useModalOpener.js'
import { useThemedStyle } from './useThemedStyle.js'
import { useWalletportContext } from './WalletportContext.js'

const NETWORKS = { view: 'Networks' } as const
const ICON_STYLE = { width: 20, height: 20, borderRadius: '50%' } as const

/**
 * The active network; opens the Networks view to switch. An unconfigured network the
 * wallet moved to is named as unsupported rather than shown as if it were fine. While a
 * lazily loaded core is on its way no network is known yet: the button says just 'Network'
 * (busy), not 'Unsupported network'.
 * @example <NetworkButton />
 */
export function NetworkButton() {
  const { translator } = useWalletportContext()
  const opener = useModalOpener(NETWORKS)
  const { caipNetwork, isSupported } = useNetwork()
  const style = useThemedStyle(SECONDARY_STYLE)
  const image = caipNetwork?.assets?.imageUrl
  if (!caipNetwork) {
    return (
      <button {...opener} style={style} aria-busy="true">
        {translator.t('networkButton.pending')}
      </button>
    )
  }
  return (
    <button {...opener} style={style}>
      <span style={VISUALLY_HIDDEN}>{translator.t('networkButton.prefix')}</span>{' '}
      {image && isSupported ? <img src={image} alt="" style={ICON_STYLE} /> : null}
      <span>{isSupported ? caipNetwork.name : translator.t('networkButton.unknown')}</span>
    </button>
  )
}
