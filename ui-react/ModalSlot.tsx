/** @jsxImportSource react */
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'
import type { Language } from './i18n/buttons.js'
import { loadModal } from './loadModal.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

const MODALS = new Map<Language, LazyExoticComponent<ComponentType>>()
const noSubscription = () => () => undefined

/** The lazy modal in `language`: one per language, so each loads once and then stays. */
function modalIn(language: Language): LazyExoticComponent<ComponentType> {
  let modal = MODALS.get(language)
  if (!modal) {
    modal = lazy(() => loadModal(language))
    MODALS.set(language, modal)
  }
  return modal
}

/**
 * Where the modal renders. Nothing is loaded until the modal first opens; from then on the
 * lazy modal stays mounted (closed) so reopening costs no load and toasts can outlive it.
 */
export function ModalSlot() {
  const { sources, translator } = useWalletportContext()
  const open = useExternalState(sources.modal, (modal) => modal.open)
  const [opened, setOpened] = useState(false)
  // Server rendering and hydration render nothing here: the modal is a client-only overlay.
  const isClient = useSyncExternalStore(noSubscription, () => true, () => false)
  if (open && !opened) setOpened(true)
  if (!opened || !isClient) return null
  const ModalRoot = modalIn(translator.language)
  return (
    <Suspense fallback={null}>
      <ModalRoot />
    </Suspense>
  )
}
