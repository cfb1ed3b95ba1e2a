/** @jsxImportSource react */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { reportAnimationStart } from './modalFrame.js'
import { ModalShell } from './ModalShell.js'
import { PENDING_SIWX } from './pendingSources.js'
import { siwxSourceOf } from './siwxSource.js'
import { useExternalState } from './useExternalState.js'
import { useModalChunk } from './useModalChunk.js'
import type { WalletportContextValue } from './WalletportContext.js'

// Not React.lazy + Suspense: React 19 holds a suspended reveal back for ~300 ms after the
// fallback shows, which the click → dialog budget cannot afford.
const noSubscription = () => () => undefined

/**
 * The slot once an instance is there or an open is pending (a chunk of its own: ModalSlot.tsx).
 * The modal chunk loads when the modal first opens or a button is hovered or focused; a click
 * before it is there paints the loading shell at once (the modal's frame, busy), which the
 * loaded dialog replaces in place. Once loaded, the modal stays mounted — prerendered hidden
 * after a hover, kept hidden after a close — so opening only reveals it, and toasts can outlive
 * it. A sign-in that could not be set up before any open (the silent session check on a reload)
 * loads it too: its toast is the only word the visitor gets of being disconnected.
 */
export function LiveModalSlot({ context }: { readonly context: WalletportContextValue }) {
  const { sources, translator, walletport, opening } = context
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
  return <ModalShell context={context} onShown={onShellShown} failed={failed || (opening?.failed ?? false)} onRetry={onRetry} />
}
