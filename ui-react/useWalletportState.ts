import { useCallback, useSyncExternalStore } from 'react'
import type { Walletport } from '../core/Walletport.js'

/**
 * Subscribes a component to a walletport instance's state through
 * `useSyncExternalStore`; `select` must return a stable reference for equal input.
 * @example const account = useWalletportState(walletport, (state) => state.accounts.eip155)
 */
export function useWalletportState<T>(walletport: Walletport, select: (state: ReturnType<Walletport['getState']>) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = walletport.state$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [walletport],
  )
  const getSnapshot = useCallback(() => select(walletport.getState()), [walletport, select])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
