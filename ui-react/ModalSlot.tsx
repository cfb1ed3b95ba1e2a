/** @jsxImportSource react */
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react'
import { loadedModal, loadModal } from './loadModal.js'
import { PENDING_SIWX } from './pendingSources.js'
import { siwxSourceOf } from './siwxSource.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

// Not React.lazy + Suspense: React 19 holds a suspended reveal back for ~300 ms after the
// fallback shows, which the click → dialog budget cannot afford.
const noSubscription = () => () => undefined

/**
 * Where the modal renders. Nothing is loaded until the modal first opens; from then on the
 * modal stays mounted (closed) so reopening costs no load and toasts can outlive it. A sign-in
 * that could not be set up before any open (the silent session check on a reload) loads it
 * too: its toast is the only word the visitor gets of being disconnected.
 */
export function ModalSlot() {
  const { sources, translator, walletport } = useWalletportContext()
  const open = useExternalState(sources.modal, (modal) => modal.open)
  const siwxSetupFailed = useExternalState(walletport ? siwxSourceOf(walletport) : PENDING_SIWX, (siwx) => siwx.error?.kind === 'initFailed')
  const [opened, setOpened] = useState(false)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  // Server rendering and hydration render nothing here: the modal is a client-only overlay.
  const isClient = useSyncExternalStore(noSubscription, () => true, () => false)
  if ((open || siwxSetupFailed) && !opened) setOpened(true)
  const language = translator.language
  const ModalRoot = loadedModal(language)
  useEffect(() => {
    if (!opened || !isClient || ModalRoot) return
    let live = true
    loadModal(language).then(
      () => live && rerender(),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [opened, isClient, ModalRoot, language])
  if (!opened || !isClient || !ModalRoot) return null
  return <ModalRoot />
}
