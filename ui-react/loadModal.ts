import { createElement, type ComponentType } from 'react'
import type { Language } from './i18n/buttons.js'
import { loadCatalogue } from './i18n/loadCatalogue.js'

/**
 * Loads the modal chunk (views, styles, @emotion) together with the catalogue of `language`
 * (German is a chunk of its own), so the modal's first render already speaks the locale. The
 * only way into the modal: the entry never imports it statically, so a page pays for it on
 * first open (or on a hint).
 */
export function loadModal(language: Language = 'en'): Promise<{ default: ComponentType }> {
  // A catalogue that fails to load leaves the modal in English rather than not opening at all.
  const texts = loadCatalogue(language).catch(() => ({}))
  return Promise.all([import('./modal/ModalRoot.js'), texts]).then(([module, catalogue]) => ({
    default: function LoadedModal() {
      return createElement(module.ModalRoot, { catalogue })
    },
  }))
}

/** Starts loading the modal early (hover or focus on a button); safe to call repeatedly. */
export function preloadModal(): void {
  preloadModalIn('en')
}

/** Starts loading the modal and the catalogue of `language` early; safe to call repeatedly. */
export function preloadModalIn(language: Language): void {
  void loadModal(language).catch(() => undefined)
}
