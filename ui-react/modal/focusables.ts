const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The elements Tab reaches inside `root`, in document order (hidden panels excluded). */
export function focusables(root: Element | null | undefined): HTMLElement[] {
  if (!root) return []
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'))
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last control to the first and back.
 * Returns true when it moved focus itself.
 */
export function trapTab(event: { readonly shiftKey: boolean; preventDefault(): void }, container: HTMLElement): boolean {
  const items = focusables(container)
  const first = items[0]
  const last = items[items.length - 1]
  const active = container.ownerDocument.activeElement
  if (!first || !last) {
    event.preventDefault()
    return true
  }
  const target = event.shiftKey ? (active === first || active === container ? last : undefined) : active === last ? first : undefined
  if (!target) return false
  event.preventDefault()
  target.focus()
  return true
}
