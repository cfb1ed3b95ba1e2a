import type { CoreContext } from '../CoreContext.js'
import type { Store } from '../state/Store.js'
import type { OnrampState } from './OnrampState.js'

/** The instance's onramp state (createWalletportParts puts it in every context). */
export function onrampStoreOf(context: Pick<CoreContext, 'onramp'>): Store<OnrampState> {
  if (!context.onramp) throw new Error('walletport: this context has no onramp state')
  return context.onramp
}
