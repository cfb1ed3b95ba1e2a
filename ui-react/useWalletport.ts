import { useMemo } from 'react'
import type { RouteRequest, Walletport } from '../core/index.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useWalletport()` returns (stable across renders). */
export interface UseWalletportResult {
  /** Opens the modal: Connect or Account by default, or the given view (`{ view: 'Networks' }`). */
  readonly open: (route?: RouteRequest) => void
  /** Closes the modal unless the current view forbids it (then it shakes); returns whether it closed. */
  readonly close: () => boolean
  /**
   * The instance itself, for everything else (connect, signMessage, sendTransaction, …).
   * Undefined while a lazily loaded core (`walletport={() => import(…)}`) is on its way: use `ready()`.
   */
  readonly walletport: Walletport | undefined
  /** Resolves with the instance (at once when the provider was given one; starts a lazy load). */
  readonly ready: () => Promise<Walletport>
}

/**
 * Opens and closes the modal, and gives the instance itself.
 * @example const { open } = useWalletport(); <button onClick={() => open({ view: 'Networks' })}>
 */
export function useWalletport(): UseWalletportResult {
  const { walletport, ready, open } = useWalletportContext()
  return useMemo(() => ({ open, close: () => walletport?.close() ?? true, walletport, ready }), [walletport, ready, open])
}
