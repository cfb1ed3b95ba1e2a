import { useMemo } from 'react'
import type { RouteRequest, Walletport } from '../core/index.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useWalletport()` returns (stable across renders). */
export interface UseWalletportResult {
  /** Opens the modal: Connect or Account by default, or the given view (`{ view: 'Networks' }`). */
  readonly open: (route?: RouteRequest) => void
  /** Closes the modal unless the current view forbids it (then it shakes); returns whether it closed. */
  readonly close: () => boolean
  /** The instance itself, for everything else (connect, signMessage, sendTransaction, …). */
  readonly walletport: Walletport
}

/**
 * Opens and closes the modal (the leading product's `useAppKit`).
 * @example const { open } = useWalletport(); <button onClick={() => open({ view: 'Networks' })}>
 */
export function useWalletport(): UseWalletportResult {
  const { walletport } = useWalletportContext()
  return useMemo(
    () => ({ open: (route) => walletport.open(route), close: () => walletport.close(), walletport }),
    [walletport],
  )
}
