import { isUserRejection, type ChainNamespace, type RouterState, type Walletport } from '../../../core/index.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { closeAfterConnect } from '../closeAfterConnect.js'
import { describeError } from '../describeError.js'
import { ConnectFailure } from '../parts/ConnectFailure.js'
import { Spinner } from '../parts/Spinner.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { muted, statusColumn, swapIn } from '../styles.js'
import { useAttempt } from '../useAttempt.js'
import type { ViewProps } from '../ViewProps.js'

/**
 * Connects, then closes the modal like the incumbents do — unless the core has routed on
 * (UnsupportedChain, sign-in), which then stays in charge. When the visitor came through a
 * Connect list narrowed to this namespace for a picked network, the connect ends on it.
 */
export async function connectAndClose(walletport: Walletport, connectorId: string, namespace: ChainNamespace | undefined) {
  const caipNetworkId = namespace ? pickedNetworkOf(walletport.getRoute(), namespace) : undefined
  const result = await walletport.connect({ connectorId, ...(namespace ? { namespace } : {}), ...(caipNetworkId ? { caipNetworkId } : {}) })
  closeAfterConnect(walletport)
  return result
}

/** The network picked for `namespace` on the way here (SwitchActiveChain → Connect), if any. */
function pickedNetworkOf(route: RouterState, namespace: ChainNamespace): string | undefined {
  for (const entry of route.history) {
    if (entry.view === 'Connect' && entry.data?.namespace === namespace && entry.data.caipNetworkId) return entry.data.caipNetworkId
  }
  return undefined
}

/** ConnectingExternal: waiting for the wallet's prompt, declined with Retry, or failed with Retry. */
export function ConnectingExternalView({ entry }: ViewProps<'ConnectingExternal'>) {
  const { walletport, sources, translator } = useModalContext()
  const { t } = translator
  const { connectorId } = entry.data
  const connector = useExternalState(sources.connectors, (connectors) => connectors.find((candidate) => candidate.id === connectorId))
  const name = connector?.name ?? t('connecting.unknownWallet')
  const [state, retry] = useAttempt(entry, () => connectAndClose(walletport, connectorId, connector?.chain))
  const rejected = state.status === 'error' && isUserRejection(state.error)
  return (
    <div css={[statusColumn, swapIn]}>
      <span css={{ position: 'relative', display: 'grid', placeItems: 'center', width: 72, height: 72 }}>
        {state.status === 'pending' ? (
          <span css={{ position: 'absolute', inset: -4, display: 'grid', placeItems: 'center' }}>
            <Spinner size={80} />
          </span>
        ) : null}
        <WalletIcon name={name} src={connector?.imageUrl} size={56} />
      </span>
      {state.status === 'error' ? (
        <ConnectFailure rejected={rejected} hint={rejected ? t('connecting.declinedHint', { wallet: name }) : describeError(translator, state.error)} onRetry={retry} />
      ) : (
        <div role="status" css={{ display: 'grid', gap: 4 }}>
          <p css={{ margin: 0, fontWeight: 600, fontSize: 17 }}>{t('connecting.continueIn', { wallet: name })}</p>
          <p css={muted}>{t('connecting.pendingHint')}</p>
        </div>
      )}
    </div>
  )
}
