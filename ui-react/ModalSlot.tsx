/** @jsxImportSource react */
import { useEffect, useSyncExternalStore, type ComponentType } from 'react'
import { useWalletportContext, type WalletportContextValue } from './WalletportContext.js'

// The live slot (its hooks, the loading shell, the modal frame's stylesheet) is a chunk of its
// own: the page's first render shows no modal, and every kilobyte of the initial chunk is parse
// time before the buttons paint. The provider loads it right after the first paint (beside a lazy
// core), a hover or focus of a button asks for it, and so does an open that finds it missing.
// It is handed the provider's context as a prop, and this module reads the modal's state through
// React itself: when the entry's slot module and the slot's chunk share such a module
// (WalletportContext, useExternalState), rolldown (vite 8) moves React and its JSX runtime into a
// second initial file (tests/hostPageBundle.test.ts counts them).
type LiveSlot = ComponentType<{ readonly context: WalletportContextValue }>

let live: LiveSlot | undefined
let loading: Promise<LiveSlot> | undefined
const arrivals = new Set<() => void>()

/** Loads the live slot once; a failed load is forgotten, so the next call tries again. */
export function loadModalSlot(): Promise<LiveSlot> {
  if (!loading) {
    const load = import('./LiveModalSlot.js').then((module) => {
      live = module.LiveModalSlot
      for (const listener of [...arrivals]) listener()
      return module.LiveModalSlot
    })
    load.catch(() => {
      if (loading === load) loading = undefined
    })
    loading = load
  }
  return loading
}

const subscribe = (listener: () => void) => {
  arrivals.add(listener)
  return () => void arrivals.delete(listener)
}
const liveSlot = () => live
const none = () => undefined

/**
 * Where the modal renders: nothing before an instance is there or a click asked for the modal
 * (a lazily loaded core, an instance whose code has not arrived), so the page's first render runs
 * none of the slot's hooks; then the live slot, the same element from the shell to the modal.
 */
export function ModalSlot() {
  const context = useWalletportContext()
  return context.walletport || context.opening ? <WantedSlot context={context} /> : null
}

function WantedSlot({ context }: { readonly context: WalletportContextValue }) {
  // Server rendering and hydration render nothing here: the modal is a client-only overlay.
  const Live = useSyncExternalStore(subscribe, liveSlot, none)
  const { modal } = context.sources
  const open = useSyncExternalStore(modal.subscribe, () => modal.getSnapshot().open, () => false)
  const { opening } = context
  useEffect(() => {
    // Not there yet (the load after the first paint failed, or has not ended): an open asks at once.
    if (!Live && (open || opening)) loadModalSlot().catch(() => undefined)
  }, [Live, open, opening])
  return Live ? <Live context={context} /> : null
}
