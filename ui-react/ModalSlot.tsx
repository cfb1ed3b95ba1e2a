/** @jsxImportSource react */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { loadModal } from './loadModal.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

const ModalRoot = lazy(loadModal)
const noSubscription = () => () => undefined

/**
 * Where the modal renders. Nothing is loaded until the modal first opens; from then on the
 * lazy modal stays mounted (closed) so reopening costs no load and toasts can outlive it.
 */
export function ModalSlot() {
  const { sources } = useWalletportContext()
  const open = useExternalState(sources.modal, (modal) => modal.open)
  const [opened, setOpened] = useState(false)
  // Server rendering and hydration render nothing here: the modal is a client-only overlay.
  const isClient = useSyncExternalStore(noSubscription, () => true, () => false)
  if (open && !opened) setOpened(true)
  if (!opened || !isClient) return null
  return (
    <Suspense fallback={null}>
      <ModalRoot />
    </Suspense>
  )
}
