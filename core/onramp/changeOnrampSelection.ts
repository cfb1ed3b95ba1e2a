import type { CoreContext } from '../CoreContext.js'
import { onrampStoreOf } from './onrampStoreOf.js'
import { INITIAL_ONRAMP_STATE, type OnrampSelection } from './OnrampState.js'
import { selectOnramp } from './selectOnramp.js'

/** `walletport.selectOnramp`: one immutable update of the selection (the quote is dropped). */
export function changeOnrampSelection(context: Pick<CoreContext, 'onramp'>, selection: OnrampSelection): void {
  onrampStoreOf(context).update((state) => selectOnramp(state, selection))
}

/** `walletport.resetOnramp`: nothing loaded, nothing selected. */
export function resetOnramp(context: Pick<CoreContext, 'onramp'>): void {
  onrampStoreOf(context).set(INITIAL_ONRAMP_STATE)
}
