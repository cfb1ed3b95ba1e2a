import { useEffect, useMemo, useState } from 'react'
import { isUserRejection, WalletConnectConnectorNotFoundError, type RouteEntry, type Wallet, type WalletDirectory } from '../../../core/index.js'
import { toBaseError } from '../../../core/internal.js'
import { useExternalState } from '../../useExternalState.js'
import { describeError } from '../describeError.js'
import { useModalContext } from '../ModalContext.js'
import { pairingSourceOf } from '../pairingSourceOf.js'
import { ConnectFailure } from '../parts/ConnectFailure.js'
import { Spinner } from '../parts/Spinner.js'
import { muted, primaryButton, secondaryButton, statusColumn, swapIn } from '../styles.js'
import { useAttempt } from '../useAttempt.js'
import { isMobileDevice, walletDeepLink } from '../walletDeepLink.js'
import { connectAndClose } from './ConnectingExternalView.js'
import { fromLazyChunk } from './fromLazyChunk.js'

// The QR encoder is a chunk of its own: a page without WalletConnect never loads it, and the
// panel asks for it on mount, so it arrives while the pairing URI is being made.
const importQrCode = () => import('../parts/QrCode.js')
const LazyQrCode = fromLazyChunk(importQrCode, (chunk) => chunk.QrCode)

/**
 * The WalletConnect pairing: QR code of the live URI (the adapter swaps in a fresh one before
 * it expires), copy link, 'Open in wallet' on phones, and pending / declined / failed states.
 */
export function ConnectingWalletConnectPanel({ entry, walletId, basic }: { readonly entry: RouteEntry; readonly walletId: string | undefined; readonly basic: boolean }) {
  const { walletport, sources, translator, walletDirectory } = useModalContext()
  const { t } = translator
  const connector = useExternalState(sources.connectors, (connectors) => connectors.find((candidate) => candidate.type === 'WALLET_CONNECT'))
  const pairingSource = useMemo(() => pairingSourceOf(connector), [connector])
  const pairing = useExternalState(pairingSource, (snapshot) => snapshot)
  const [state, retry] = useAttempt(entry, () =>
    connector ? connectAndClose(walletport, connector.id, connector.chain) : Promise.reject(new WalletConnectConnectorNotFoundError()),
  )
  const wallet = useDirectoryWallet(walletDirectory, walletId)
  useEffect(() => void importQrCode().catch(() => undefined), [])

  if (state.status === 'error') {
    const rejected = isUserRejection(state.error)
    const unreachable = toBaseError(state.error).category === 'NETWORK_ERROR'
    const hint = rejected
      ? t('connecting.declinedHint', { wallet: wallet?.name ?? t('connecting.unknownWallet') })
      : unreachable
        ? t('walletConnect.relayUnreachable')
        : describeError(translator, state.error)
    return (
      <div css={[statusColumn, swapIn]}>
        <ConnectFailure rejected={rejected} hint={hint} onRetry={retry} />
      </div>
    )
  }

  if (pairing.status !== 'pending') {
    return (
      <div role="status" css={[statusColumn, swapIn]}>
        <Spinner size={48} />
        <p css={muted}>{t('walletConnect.preparing')}</p>
      </div>
    )
  }

  const deepLink = wallet && isMobileDevice(globalThis.navigator?.userAgent) ? walletDeepLink(wallet, pairing.uri) : undefined
  return (
    <div css={[statusColumn, swapIn]}>
      <LazyQrCode text={pairing.uri} label={t('walletConnect.qrLabel')} data-uri={pairing.uri} />
      <div role="status" css={{ display: 'grid', gap: 4 }}>
        <p css={{ margin: 0, fontWeight: 600, fontSize: 17 }}>{wallet ? t('connecting.continueIn', { wallet: wallet.name }) : t('walletConnect.scan')}</p>
        <p css={muted}>{basic ? t('walletConnect.basicHint') : t('walletConnect.scanHint')}</p>
      </div>
      {deepLink && wallet ? (
        <a css={primaryButton} href={deepLink} rel="noreferrer">
          {t('walletConnect.openIn', { wallet: wallet.name })}
        </a>
      ) : null}
      <CopyLinkButton uri={pairing.uri} />
    </div>
  )
}

/** Copy link, with its outcome spoken (and the link in a field to copy by hand when the clipboard refuses). */
export function CopyLinkButton({ uri }: { readonly uri: string }) {
  const { translator } = useModalContext()
  const { t } = translator
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => setCopy('idle'), [uri])
  return (
    <>
      <button
        type="button"
        css={secondaryButton}
        data-pairing-uri={uri}
        onClick={() => {
          const clipboard = globalThis.navigator?.clipboard
          if (!clipboard) return setCopy('failed')
          clipboard.writeText(uri).then(
            () => setCopy('copied'),
            () => setCopy('failed'),
          )
        }}
      >
        {t('walletConnect.copyLink')}
      </button>
      <p aria-live="polite" css={muted}>
        {copy === 'copied' ? t('walletConnect.copied') : copy === 'failed' ? t('walletConnect.copyFailed') : ''}
      </p>
      {copy === 'failed' ? <input readOnly aria-label={t('walletConnect.copyLink')} value={uri} onFocus={(event) => event.currentTarget.select()} /> : null}
    </>
  )
}

/** The directory entry of `walletId` (for its name and mobile links); undefined without either. */
function useDirectoryWallet(directory: WalletDirectory | undefined, walletId: string | undefined): Wallet | undefined {
  const [wallet, setWallet] = useState<Wallet | undefined>(undefined)
  useEffect(() => {
    if (!directory || !walletId) return
    const controller = new AbortController()
    directory.getWallets({ page: 1, entries: 1, include: [walletId], signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setWallet(page.data.find((each) => each.id === walletId))
      },
      () => undefined, // without the entry the QR still works; only the deep link is missing
    )
    return () => controller.abort()
  }, [directory, walletId])
  return wallet
}
