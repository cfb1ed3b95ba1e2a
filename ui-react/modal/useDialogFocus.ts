import { useEffect, useLayoutEffect, type RefObject } from 'react'
import { focusables } from './focusables.js'

/** What `useDialogFocus` needs. */
export interface DialogFocusParameters {
  readonly dialog: RefObject<HTMLElement | null>
  readonly open: boolean
  /** Changes on every navigation: focus then moves into the new view. */
  readonly route: object
  /** Modal (not embedded): focus cannot leave, and the page behind does not scroll. */
  readonly modal: boolean
  /** The embedded wallet's frame is shown over the dialog for an approval: focus may go into a frame. */
  readonly frameShown?: boolean
}

/**
 * Focus handling of the dialog: remembers the element that had focus when it opened and
 * gives focus back to it on close (or to the walletport button that replaced it), moves
 * focus to the first control of every new view, and — when modal — pulls focus back in.
 */
export function useDialogFocus({ dialog, open, route, modal, frameShown = false }: DialogFocusParameters): void {
  // A layout effect: on close it is gone in the same commit that makes the kept dialog inert,
  // before focus goes back to the trigger (an inert dialog cannot take focus back: pulling it
  // in then would bounce focus between the page and the dialog without end).
  useLayoutEffect(() => {
    if (!open || !modal) return
    let pulling = false
    const onFocusIn = (event: FocusEvent) => {
      const element = dialog.current
      if (pulling || !element || element.closest('[inert]') || !(event.target instanceof Node) || element.contains(event.target)) return
      // The visitor approves in the frame's own UI, above the dialog: pulling focus back would stop them typing there.
      if (frameShown && event.target instanceof HTMLIFrameElement) return
      pulling = true
      try {
        element.focus()
      } finally {
        pulling = false
      }
    }
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.body.style.overflow = overflow
    }
  }, [open, modal, dialog, frameShown])

  useEffect(() => {
    if (!open) return
    const active = document.activeElement
    const trigger = active instanceof HTMLElement && active !== document.body && !dialog.current?.contains(active) ? active : null
    return () => {
      const target = trigger?.isConnected ? trigger : document.querySelector<HTMLElement>('[data-walletport-button]')
      target?.focus()
    }
  }, [open, dialog])

  useEffect(() => {
    // While the frame is shown for an approval, focus stays in it (the frame adapter put it there).
    if (!open || !dialog.current || frameShown) return
    const first = focusables(dialog.current.querySelector('[data-wp-view]'))[0]
    ;(first ?? dialog.current).focus()
  }, [open, route, dialog, frameShown])
}
