/** @jsxImportSource react */
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { afterPaint } from './afterPaint.js'
import { loadedModal, loadModal, subscribeModalLoads } from './loadModal.js'
import type { Language } from './i18n/buttons.js'
import { ModalShell } from './ModalShell.js'
import { PENDING_SIWX } from './pendingSources.js'
import { siwxSourceOf } from './siwxSource.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

// Not React.lazy + Suspense: React 19 holds a suspended reveal back for ~300 ms after the
// fallback shows, which the click → dialog budget cannot afford.
const noSubscription = () => () => undefined

/**
 * Where the modal renders. Nothing is loaded until the modal first opens or a button is
 * hovered or focused. A click before the chunk is there paints the loading shell at once (the
 * modal's frame, busy), which the loaded dialog replaces in place. Once loaded, the modal
 * stays mounted — prerendered hidden after a hover, kept hidden after a close — so opening
 * only reveals it, and toasts can outlive it. A sign-in that could not be set up before any
 * open (the silent session check on a reload) loads it too: its toast is the only word the
 * visitor gets of being disconnected.
 */
export function ModalSlot() {
  const { sources, translator, walletport, opening } = useWalletportContext()
  const open = useExternalState(sources.modal, (modal) => modal.open)
  const siwxSetupFailed = useExternalState(walletport ? siwxSourceOf(walletport) : PENDING_SIWX, (siwx) => siwx.error?.kind === 'initFailed')
  const [wanted, setWanted] = useState(false)
  // Server rendering and hydration render nothing here: the modal is a client-only overlay.
  const isClient = useSyncExternalStore(noSubscription, () => true, () => false)
  if ((open || opening || siwxSetupFailed) && !wanted) setWanted(true)
  const language = translator.language
  const ModalRoot = useLoadedModal(language)
  // When this open's shell appeared: the dialog that replaces it continues its animation.
  const shellShownAt = useRef<number | undefined>(undefined)
  const onShellShown = useCallback(() => {
    shellShownAt.current = globalThis.performance.now()
  }, [])
  const showing = open || opening !== undefined
  useEffect(() => {
    if (!showing) shellShownAt.current = undefined
  }, [showing])
  // A failed load (offline, a deploy replaced the chunk) shows in the shell with a retry.
  const [attempt, setAttempt] = useState({ count: 0, failed: false })
  useEffect(() => {
    if (!wanted || !isClient || ModalRoot) return
    let live = true
    // After the shell's first paint: starting the chunk runs the bundler's preload helper.
    const cancel = afterPaint(() => {
      loadModal(language).catch(() => live && setAttempt((previous) => ({ ...previous, failed: true })))
    })
    return () => {
      live = false
      cancel()
    }
  }, [wanted, isClient, ModalRoot, language, attempt.count])
  const retry = useCallback(() => setAttempt((previous) => ({ count: previous.count + 1, failed: false })), [])
  if (!isClient) return null
  if (ModalRoot && walletport) return <ModalRoot appearedAt={open ? shellShownAt.current : undefined} />
  if (!showing) return null
  const onRetry = () => {
    retry()
    if (opening?.failed) opening.retry()
  }
  return <ModalShell onShown={onShellShown} failed={attempt.failed || (opening?.failed ?? false)} onRetry={onRetry} />
}

/**
 * The modal component of `language` once loaded. A load that completes later (a hover's
 * preload, a click's shell) mounts the modal in a transition: React renders it in slices,
 * so the page — and the shell's frames — stay responsive while the views are built.
 */
function useLoadedModal(language: Language): ReturnType<typeof loadedModal> {
  const [loaded, setLoaded] = useState(() => ({ language, modal: loadedModal(language) }))
  useEffect(() => {
    const update = () => startTransition(() => setLoaded({ language, modal: loadedModal(language) }))
    const unsubscribe = subscribeModalLoads(update)
    // A load that finished between this render and the subscription.
    if (loadedModal(language)) update()
    return unsubscribe
  }, [language])
  return loaded.language === language && loaded.modal ? loaded.modal : loadedModal(language)
}
