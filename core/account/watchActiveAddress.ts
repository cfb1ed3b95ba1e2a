import type { CoreContext } from '../CoreContext.js'
import type { LazyCalls } from '../lazy/lazyModule.js'
import type { UseCases } from '../lazy/importUseCases.js'
import { accountOf } from '../state/WalletState.js'

/**
 * A new connected address (a connect, an account or a chain change) gets its native balance
 * and its identity (name, avatar). Returns stop.
 */
export function watchActiveAddress(context: CoreContext, useCases: LazyCalls<Pick<UseCases, 'fetchBalance' | 'syncIdentity'>>): () => void {
  const subscription = context.state
    .select((state) => {
      const account = accountOf(state)
      return account.status === 'connected' ? account.caipAddress : undefined
    })
    .subscribe((caipAddress) => {
      if (!caipAddress) return
      void useCases.fetchBalance(context)
      void useCases.syncIdentity(context)
    })
  return () => subscription.unsubscribe()
}
