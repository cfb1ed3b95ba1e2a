import type { ComponentType } from 'react'

/**
 * Loads the modal chunk (views, styles, @emotion). The only way into it: the entry never
 * imports the modal statically, so a page pays for it on first open (or on a hint).
 */
export function loadModal(): Promise<{ default: ComponentType }> {
  return import('./modal/ModalRoot.js').then((module) => ({ default: module.ModalRoot }))
}

/** Starts loading the modal early (hover or focus on a button); safe to call repeatedly. */
export function preloadModal(): void {
  void loadModal().catch(() => undefined)
}
