import { useMemo } from 'react'
import type { ChainNamespace } from '../core/index.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useDisconnect()` returns (stable across renders). */
export interface UseDisconnectResult {
  /** Disconnects a namespace (default: the active one); local state is cleared even if the wallet fails. */
  readonly disconnect: (params?: { readonly namespace?: ChainNamespace }) => Promise<void>
  /** Disconnects every connected namespace. */
  readonly disconnectAll: () => Promise<void>
}

/**
 * Disconnects a namespace, by default the active one, or all of them.
 * @example const { disconnect, disconnectAll } = useDisconnect(); await disconnect()
 */
export function useDisconnect(): UseDisconnectResult {
  const { ready } = useWalletportContext()
  return useMemo(
    () => ({ disconnect: async (params) => (await ready()).disconnect(params), disconnectAll: async () => (await ready()).disconnectAll() }),
    [ready],
  )
}
