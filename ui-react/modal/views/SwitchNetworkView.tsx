import { isUserRejection, NetworkNotFoundError, type Network, type Walletport } from '../../../core/index.js'
import type { Translator } from '../../i18n/translator.js'
import { useAccount } from '../../useAccount.js'
import { useModalContext } from '../ModalContext.js'
import { describeError } from '../describeError.js'
import type { Notices } from '../Notices.js'
import { useModalScope } from '../ModalScope.js'
import { Spinner } from '../parts/Spinner.js'
import { muted, statusColumn, swapIn } from '../styles.js'
import { useAttempt } from '../useAttempt.js'
import type { ViewProps } from '../ViewProps.js'
import { useRequestedNetworks } from './useRequestedNetworks.js'

interface SwitchParams {
  readonly walletport: Walletport
  readonly entry: object
  readonly network: Network | undefined
  readonly caipNetworkId: string
  readonly notices: Notices
  readonly translator: Translator
}

/**
 * Switches, then goes back to Account if the visitor came from there, else closes. On a
 * rejection or failure it goes back one view and says why in a toast.
 */
async function switchAndReturn({ walletport, entry, network, caipNetworkId, notices, translator }: SwitchParams): Promise<void> {
  const stillHere = () => walletport.getRoute().history.at(-1) === entry
  try {
    if (!network) throw new NetworkNotFoundError({ caipNetworkId })
    await walletport.switchNetwork(network)
  } catch (error) {
    if (stillHere()) walletport.goBack()
    const name = network?.name ?? caipNetworkId
    notices.toast(isUserRejection(error) ? translator.t('switch.declined') : translator.t('switch.failed', { network: name, reason: describeError(translator, error) }), 'error')
    throw error
  }
  if (!stillHere()) return
  const account = walletport.getRoute().history.findIndex((each) => each.view === 'Account')
  if (account >= 0) walletport.goBack(account)
  else walletport.close()
}

/** SwitchNetwork: the switching state, named after the target network. */
export function SwitchNetworkView({ entry }: ViewProps<'SwitchNetwork'>) {
  const { walletport, translator } = useModalContext()
  const { notices } = useModalScope()
  const { isConnected } = useAccount()
  const { caipNetworkId } = entry.data
  const network = useRequestedNetworks().find((candidate) => candidate.caipNetworkId === caipNetworkId)
  useAttempt(entry, () => switchAndReturn({ walletport, entry, network, caipNetworkId, notices, translator }))
  return (
    <div css={[statusColumn, swapIn]} role="status">
      <Spinner />
      <p css={{ margin: 0, fontWeight: 600, fontSize: 17 }}>{translator.t('switch.switching', { network: network?.name ?? caipNetworkId })}</p>
      {isConnected ? <p css={muted}>{translator.t('switch.approveInWallet')}</p> : null}
    </div>
  )
}
