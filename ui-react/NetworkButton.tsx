/** @jsxImportSource react */
import { ICON_STYLE, SECONDARY_STYLE, VISUALLY_HIDDEN } from './buttonStyle.js'
import { useNetwork } from './useNetwork.js'
import { useModalOpener } from './useModalOpener.js'
import { useLook } from './useLook.js'
import { useWalletportContext } from './WalletportContext.js'

const NETWORKS = { view: 'Networks' } as const

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
  const look = useLook(SECONDARY_STYLE)
  const hidden = useLook(VISUALLY_HIDDEN)
  const icon = useLook(ICON_STYLE)
  const image = caipNetwork?.assets?.imageUrl
  if (!caipNetwork) {
    return (
      <button {...opener} {...look} aria-busy="true">
        {translator.t('networkButton.pending')}
      </button>
    )
  }
  return (
    <button {...opener} {...look}>
      <span {...hidden}>{translator.t('networkButton.prefix')}</span>{' '}
      {image && isSupported ? <img src={image} alt="" {...icon} /> : null}
      <span>{isSupported ? caipNetwork.name : translator.t('networkButton.unknown')}</span>
    </button>
  )
}
