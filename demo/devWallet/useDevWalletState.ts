import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { Eip1193TestWallet } from '../../test-doubles/Eip1193TestWallet.js'

/** What the Dev Wallet itself knows (its side of the story, not the site's). */
export interface DevWalletState {
  readonly isAuthorized: boolean
  readonly chainId: number
  readonly address: `0x${string}`
}

/**
 * The Dev Wallet's own state, re-read after each of its events. Call the returned `refresh`
 * after changing something that emits no event (switching account while no site is connected).
 */
export function useDevWalletState(wallet: Eip1193TestWallet): readonly [DevWalletState, () => void] {
  const cached = useRef<DevWalletState | undefined>(undefined)
  const listeners = useRef(new Set<() => void>())
  const read = useCallback((): DevWalletState => {
    const next = { isAuthorized: wallet.isAuthorized, chainId: wallet.chainId, address: wallet.address }
    const previous = cached.current
    if (previous && previous.isAuthorized === next.isAuthorized && previous.chainId === next.chainId && previous.address === next.address) return previous
    cached.current = next
    return next
  }, [wallet])
  const subscribe = useCallback(
    (onChange: () => void) => {
      listeners.current.add(onChange)
      wallet.on('accountsChanged', onChange).on('chainChanged', onChange)
      return () => {
        listeners.current.delete(onChange)
        wallet.removeListener('accountsChanged', onChange).removeListener('chainChanged', onChange)
      }
    },
    [wallet],
  )
  const refresh = useCallback(() => {
    for (const listener of [...listeners.current]) listener()
  }, [])
  return [useSyncExternalStore(subscribe, read), refresh] as const
}
