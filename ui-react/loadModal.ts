import { createElement, type ComponentType } from 'react'
import type { Language } from './i18n/buttons.js'
import { loadCatalogue } from './i18n/loadCatalogue.js'

// One load per language, shared by hover preloads and the first open; a failure is forgotten
// so the next attempt retries.
const LOADING = new Map<Language, Promise<{ default: ComponentType }>>()
const LOADED = new Map<Language, ComponentType>()

/**
 * Loads the modal chunk (views, styles, @emotion) together with the catalogue of `language`
 * (German is a chunk of its own), so the modal's first render already speaks the locale. The
 * only way into the modal: the entry never imports it statically, so a page pays for it on
 * first open (or on a hint). Loads once per language.
 */
export function loadModal(language: Language = 'en'): Promise<{ default: ComponentType }> {
  let pending = LOADING.get(language)
  if (!pending) {
    // A catalogue that fails to load leaves the modal in English rather than not opening at all.
    const texts = loadCatalogue(language).catch(() => ({}))
    pending = Promise.all([import('./modal/ModalRoot.js'), texts]).then(([module, catalogue]) => {
      const modal = function LoadedModal() {
        return createElement(module.ModalRoot, { catalogue })
      }
      LOADED.set(language, modal)
      return { default: modal }
    })
    pending.catch(() => LOADING.delete(language))
    LOADING.set(language, pending)
  }
  return pending
}

/** The modal in `language` if it finished loading, else undefined (render nothing yet). */
export function loadedModal(language: Language): ComponentType | undefined {
  return LOADED.get(language)
}

/** Starts loading the modal early (hover or focus on a button); safe to call repeatedly. */
export function preloadModal(): void {
  preloadModalIn('en')
}

/** Starts loading the modal and the catalogue of `language` early; safe to call repeatedly. */
export function preloadModalIn(language: Language): void {
  void loadModal(language).catch(() => undefined)
}
