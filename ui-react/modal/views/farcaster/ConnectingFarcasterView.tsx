import { useEffect, useState } from 'react'
import { FarcasterLoginError } from '../../../../core/index.js'
import { closeAfterConnect } from '../../closeAfterConnect.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { QrCode } from '../../parts/QrCode.js'
import { Spinner } from '../../parts/Spinner.js'
import { muted, primaryButton, secondaryButton, statusColumn, swapIn } from '../../styles.js'
import type { ViewProps } from '../../ViewProps.js'
import { CopyLinkButton } from '../ConnectingWalletConnectPanel.js'

type FarcasterState =
  | { readonly status: 'preparing' }
  | { readonly status: 'waiting'; readonly url: string }
  | { readonly status: 'expired' }
  | { readonly status: 'failed'; readonly message: string }

/**
 * ConnectingFarcaster: the Sign In With Farcaster code (the relay channel's URL) as a QR code,
 * with Copy link and Open (a phone opens the Farcaster app). The login waits for the app;
 * connected → the modal closes like after any connect. Leaving the view cancels the login in
 * the frame (RELOAD + SYNC_DAPP_DATA). An expired code says so and offers a new one.
 */
export function ConnectingFarcasterView(_props: ViewProps<'ConnectingFarcaster'>) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<FarcasterState>({ status: 'preparing' })

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'preparing' })
    walletport
      .connectFarcaster({ signal: controller.signal, onUri: (url) => controller.signal.aborted || setState({ status: 'waiting', url }) })
      .then(
        () => closeAfterConnect(walletport),
        (error: unknown) => {
          if (controller.signal.aborted) return
          if (error instanceof FarcasterLoginError && error.kind === 'expired') return setState({ status: 'expired' })
          setState({ status: 'failed', message: describeError(translator, error) })
        },
      )
    return () => controller.abort()
  }, [walletport, translator, attempt])

  const newCode = (
    <button type="button" css={primaryButton} onClick={() => setAttempt((count) => count + 1)}>
      {t('farcaster.newCode')}
    </button>
  )
  if (state.status === 'preparing') {
    return (
      <div role="status" css={[statusColumn, swapIn]}>
        <Spinner size={48} />
        <p css={muted}>{t('farcaster.preparing')}</p>
      </div>
    )
  }
  if (state.status === 'expired' || state.status === 'failed') {
    return (
      <div css={[statusColumn, swapIn]}>
        <p role="alert" css={{ margin: 0, fontWeight: 600 }}>
          {state.status === 'expired' ? t('farcaster.expired') : state.message}
        </p>
        {newCode}
      </div>
    )
  }
  return (
    <div css={[statusColumn, swapIn]}>
      <QrCode text={state.url} label={t('farcaster.qrLabel')} data-uri={state.url} />
      <div role="status" css={{ display: 'grid', gap: 4 }}>
        <p css={{ margin: 0, fontWeight: 600, fontSize: 17 }}>{t('farcaster.scan')}</p>
        <p css={muted}>{t('farcaster.scanHint')}</p>
      </div>
      <a css={secondaryButton} href={state.url} target="_blank" rel="noreferrer">
        {t('farcaster.open')}
      </a>
      <CopyLinkButton uri={state.url} />
    </div>
  )
}
