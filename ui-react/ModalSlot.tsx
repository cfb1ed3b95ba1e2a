/** @jsxImportSource react */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { reportAnimationStart } from './modalFrame.js'
import { ModalShell } from './ModalShell.js'
import { PENDING_SIWX } from './pendingSources.js'
import { siwxSourceOf } from './siwxSource.js'
import { useExternalState } from './useExternalState.js'
import { useModalChunk } from './useModalChunk.js'
import { useWalletportContext } from './WalletportContext.js'

// Not React.lazy + Suspense: React 19 holds a suspended reveal back for ~300 ms after the
// fallback shows, which the click → dialog budget cannot afford.
const noSubscription = () => () => undefined

/**
 * Where the modal renders: nothing before an instance is there or a click asked for the modal
 * (a lazily loaded core, an instance whose code has not arrived), so the page's first render runs
 * none of the slot's hooks; then `LiveModalSlot`, the same element from the shell to the modal.
 */
export function ModalSlot() {
  const { walletport, opening } = useWalletportContext()
  return walletport || opening ? <LiveModalSlot /> : null
}

/**
 * The slot once an instance is there or an open is pending. Nothing is loaded until the modal
 * first opens or a button is hovered or focused. A click before the chunk is there paints the
 * loading shell at once (the modal's frame, busy), which the loaded dialog replaces in place. Once loaded, the modal
 * stays mounted — prerendered hidden after a hover, kept hidden after a close — so opening
 * only reveals it, and toasts can outlive it. A sign-in that could not be set up before any
 * open (the silent session check on a reload) loads it too: its toast is the only word the
 * visitor gets of being disconnected.
 */
function LiveModalSlot() {
  const { sources, translator, walletport, opening } = useWalletportContext()
  const open = useExternalState(sources.modal, (modal) => modal.open)
  const siwxSetupFailed = useExternalState(walletport ? siwxSourceOf(walletport) : PENDING_SIWX, (siwx) => siwx.error?.kind === 'initFailed')
  const [wanted, setWanted] = useState(false)
  // Server rendering and hydration render nothing here: the modal is a client-only overlay.
  const isClient = useSyncExternalStore(noSubscription, () => true, () => false)
  if ((open || opening || siwxSetupFailed) && !wanted) setWanted(true)
  const { ModalRoot, failed, retry } = useModalChunk(translator.language, wanted && isClient)
  // When this open's shell started its open animation: the dialog that replaces it continues it.
  const shellShownAt = useRef<number | undefined>(undefined)
  const onShellShown = useCallback((card: HTMLElement) => {
    reportAnimationStart(card, (startedAt) => {
      shellShownAt.current = startedAt
    })
  }, [])
  const showing = open || opening !== undefined
  useEffect(() => {
    if (!showing) shellShownAt.current = undefined
  }, [showing])
  if (!isClient) return null
  if (ModalRoot && walletport) return <ModalRoot appearedAt={open ? shellShownAt.current : undefined} />
  if (!showing) return null
  const onRetry = () => {
    retry()
    if (opening?.failed) opening.retry()
  }
  return <ModalShell onShown={onShellShown} failed={failed || (opening?.failed ?? false)} onRetry={onRetry} />
}
