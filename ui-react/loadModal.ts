import { createElement, type ComponentType } from 'react'
import type { Language } from './i18n/buttons.js'
import { loadCatalogue } from './i18n/loadCatalogue.js'

// One load per language, shared by hover preloads and the first open; a failure is forgotten
// so the next attempt retries.
const LOADING = new Map<Language, Promise<{ default: ComponentType<LoadedModalProps> }>>()
const LOADED = new Map<Language, ComponentType<LoadedModalProps>>()
const listeners = new Set<() => void>()

/** Props of the loaded modal. */
export interface LoadedModalProps {
  /** When the loading shell appeared (`performance.now()`), if it did: the dialog continues its animation. */
  readonly appearedAt?: number | undefined
}

/**
 * Loads the modal chunk (views, styles, @emotion) together with the catalogue of `language`
 * (German is a chunk of its own), so the modal's first render already speaks the locale. The
 * only way into the modal: the entry never imports it statically, so a page pays for it on
 * first open (or on a hint). Loads once per language.
 */
export function loadModal(language: Language = 'en'): Promise<{ default: ComponentType<LoadedModalProps> }> {
  let pending = LOADING.get(language)
  if (!pending) {
    // A catalogue that fails to load leaves the modal in English rather than not opening at all.
    const texts = loadCatalogue(language).catch(() => ({}))
    pending = Promise.all([import('./modal/ModalRoot.js'), texts]).then(([module, catalogue]) => {
      const modal = function LoadedModal({ appearedAt }: LoadedModalProps) {
        return createElement(module.ModalRoot, { catalogue, appearedAt })
      }
      LOADED.set(language, modal)
      for (const listener of [...listeners]) listener()
      return { default: modal }
    })
    pending.catch(() => LOADING.delete(language))
    LOADING.set(language, pending)
  }
  return pending
}

/** The modal in `language` if it finished loading, else undefined (render nothing yet). */
export function loadedModal(language: Language): ComponentType<LoadedModalProps> | undefined {
  return LOADED.get(language)
}

/** Calls `listener` whenever a language's modal finishes loading (a hover's preload included); returns the unsubscribe. */
export function subscribeModalLoads(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Starts loading the modal early (hover or focus on a button); safe to call repeatedly. */
export function preloadModal(): void {
  preloadModalIn('en')
}

/** Starts loading the modal and the catalogue of `language` early; safe to call repeatedly. */
export function preloadModalIn(language: Language): void {
  void loadModal(language).catch(() => undefined)
}
