import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { WalletStandardChange, WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'

/** What the Dev Solana Wallet itself knows (its side of the story, not the site's). */
export interface DevSolanaWalletState {
  readonly isAuthorized: boolean
  readonly address: string
}

/** The part of `standard:events` the panel listens to. */
interface EventsFeature {
  on(event: 'change', listener: (change: WalletStandardChange) => void): () => void
}

/**
 * The Dev Solana Wallet's own state, re-read after each of its `change` events (a connect, a
 * sign-in and a disconnect each emit one).
 * @example const { isAuthorized } = useDevSolanaWalletState(wallet)
 */
export function useDevSolanaWalletState(wallet: WalletStandardTestWallet): DevSolanaWalletState {
  const cached = useRef<DevSolanaWalletState | undefined>(undefined)
  const read = useCallback((): DevSolanaWalletState => {
    const previous = cached.current
    if (previous && previous.isAuthorized === wallet.isAuthorized && previous.address === wallet.address) return previous
    cached.current = { isAuthorized: wallet.isAuthorized, address: wallet.address }
    return cached.current
  }, [wallet])
  const subscribe = useCallback((onChange: () => void) => (wallet.features['standard:events'] as EventsFeature).on('change', onChange), [wallet])
  return useSyncExternalStore(subscribe, read)
}
