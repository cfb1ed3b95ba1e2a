import type { Connector, CustomWallet, Wallet } from '../../../core/index.js'
import { directoryIdOf } from '../../../core/internal.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { connectRouteOf } from '../connectRouteOf.js'
import { useKnownWalletListing } from '../useKnownWalletListing.js'
import { useWalletImage } from '../useWalletImage.js'
import { RowButton } from './RowButton.js'
import { WalletIcon } from './WalletIcon.js'
import { WALLETCONNECT_MARK } from './walletConnectMark.js'

/** Props of `WalletEntryRow`: a live connector, or a wallet known only from a list. */
export interface WalletEntryRowProps {
  readonly connector?: Connector | undefined
  readonly wallet?: Wallet | CustomWallet | undefined
  /** Tag shown at the end (Installed, Recent). */
  readonly tag?: string | undefined
}

/**
 * One wallet in a list. A connector connects; a listed wallet with an installed connector
 * connects through it; any other listed wallet pairs through WalletConnect when the app has
 * that connector (the pairing view then offers the wallet's own deep link), else links to its
 * homepage, or is marked 'Not available yet'.
 *
 * The icon: the WalletConnect mark for the WalletConnect connector; else the directory image of
 * the wallet's directory id (a listed wallet's own id, or the known id of a connector found by
 * explorer id, rdns or name); else the wallet's announced icon; else a letter tile.
 */
export function WalletEntryRow({ connector, wallet, tag }: WalletEntryRowProps) {
  const { walletport, walletDirectory, translator, sources } = useModalContext()
  const { t } = translator
  const walletConnect = useExternalState(sources.connectors, (connectors) => connectors.find((candidate) => candidate.type === 'WALLET_CONNECT'))
  const walletConnectRow = connector?.type === 'WALLET_CONNECT'
  const directoryId = wallet?.id ?? (connector && !walletConnectRow ? directoryIdOf(connector) : undefined)
  // A listed wallet carries its directory entry; a connector's is looked up by its known id.
  const known = useKnownWalletListing(walletDirectory, wallet ? undefined : directoryId)
  const listed: Wallet | CustomWallet | undefined = wallet ?? known.wallet
  const image = useWalletImage(walletDirectory, {
    image_url: walletConnectRow ? WALLETCONNECT_MARK : listed?.image_url,
    image_id: listed && 'image_id' in listed ? listed.image_id : undefined,
    icon: connector?.imageUrl,
  })
  const name = connector?.name ?? wallet?.name ?? ''
  const icon = <WalletIcon name={name} src={image.src} pending={image.pending} walletId={directoryId} />
  if (connector) {
    const open = () => walletport.navigate(connectRouteOf(connector, wallet?.id, { basic: walletport.options.basic }))
    return <RowButton icon={icon} label={name} tag={tag} onClick={open} chevron />
  }
  if (wallet && walletConnect) {
    const pair = () => walletport.navigate(connectRouteOf(walletConnect, wallet.id, { basic: walletport.options.basic }))
    return <RowButton icon={icon} label={name} tag={tag} onClick={pair} chevron />
  }
  if (wallet?.homepage) {
    return <RowButton icon={icon} label={t('connect.getWallet', { wallet: name })} href={wallet.homepage} hrefHint={t('connect.opensInNewTab')} />
  }
  return <RowButton icon={icon} label={name} tag={t('connect.notAvailable')} unavailable />
}
