import { useMemo } from 'react'
import type { View } from '../core/index.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useModalState()` returns. */
export interface UseModalStateResult {
  readonly open: boolean
  /** The view shown (or last shown) in the modal. */
  readonly view: View
  readonly loading: boolean
}

/**
 * Whether the modal is open or loading, and which view it shows.
 * @example const { open, view } = useModalState()
 */
export function useModalState(): UseModalStateResult {
  const { sources } = useWalletportContext()
  const open = useExternalState(sources.modal, (modal) => modal.open)
  const loading = useExternalState(sources.modal, (modal) => modal.loading)
  const view = useExternalState(sources.router, (router) => router.view)
  return useMemo(() => ({ open, view, loading }), [open, view, loading])
}
