import type { Observable } from 'rxjs'
import type { AccountState } from '../account/Account.js'
import type { ModalController } from '../modal/ModalController.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import { combineLatestOf } from '../state/combineLatestOf.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'
import type { NetworkSnapshot } from './toNetworkSnapshot.js'

/**
 * A connected account on a network outside the requested list opens the UnsupportedChain
 * view; back on a supported network (or disconnected) that view closes. Returns stop.
 */
export function watchUnsupportedChain(parameters: {
  readonly network$: Observable<NetworkSnapshot>
  readonly account$: Observable<AccountState>
  readonly options: Pick<ResolvedOptions, 'enableNetworkSwitch' | 'allowUnsupportedChain' | 'basic'>
  readonly modal: ModalController
}): () => void {
  const { options, modal } = parameters
  const subscription = combineLatestOf<[NetworkSnapshot, AccountState]>([parameters.network$, parameters.account$]).subscribe(([network, account]) => {
    const unsupported =
      account.status === 'connected' &&
      shouldShowUnsupportedChain({
        activeCaipNetworkId: network.caipNetwork?.caipNetworkId,
        requestedCaipNetworkIds: network.requestedCaipNetworks.map((each) => each.caipNetworkId),
        enableNetworkSwitch: options.enableNetworkSwitch,
        allowUnsupportedChain: options.allowUnsupportedChain,
        isBasicWalletConnect: options.basic,
      })
    const onUnsupportedView = modal.router.getSnapshot().view === 'UnsupportedChain'
    if (unsupported && !onUnsupportedView) modal.open({ view: 'UnsupportedChain' })
    if (!unsupported && onUnsupportedView) modal.close({ force: true })
  })
  return () => subscription.unsubscribe()
}
