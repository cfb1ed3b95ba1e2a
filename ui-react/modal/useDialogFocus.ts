import { useEffect, type RefObject } from 'react'
import { focusables } from './focusables.js'

/** What `useDialogFocus` needs. */
export interface DialogFocusParameters {
  readonly dialog: RefObject<HTMLElement | null>
  readonly open: boolean
  /** Changes on every navigation: focus then moves into the new view. */
  readonly route: object
  /** Modal (not embedded): focus cannot leave, and the page behind does not scroll. */
  readonly modal: boolean
}

/**
 * Focus handling of the dialog: remembers the element that had focus when it opened and
 * gives focus back to it on close (or to the walletport button that replaced it), moves
 * focus to the first control of every new view, and — when modal — pulls focus back in.
 */
export function useDialogFocus({ dialog, open, route, modal }: DialogFocusParameters): void {
  // First, so that on close its cleanup runs first: the trap is gone before focus goes back
  // to the trigger (the closed dialog stays in the DOM and would pull focus back in).
  useEffect(() => {
    if (!open || !modal) return
    const onFocusIn = (event: FocusEvent) => {
      const element = dialog.current
      if (element && event.target instanceof Node && !element.contains(event.target)) element.focus()
    }
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.body.style.overflow = overflow
    }
  }, [open, modal, dialog])

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
    if (!open || !dialog.current) return
    const first = focusables(dialog.current.querySelector('[data-wp-view]'))[0]
    ;(first ?? dialog.current).focus()
  }, [open, route, dialog])
}
