import type { Language } from './buttons.js'
import type { Catalogue } from './fullTranslator.js'

const LOADED = new Map<Language, Catalogue>()

/**
 * The catalogue of `language` beyond English: English comes with the modal chunk (it is every
 * catalogue's fallback); every other language is its own chunk behind one small loader chunk,
 * so the initial bundle holds one dynamic import, not nineteen. Only the active one is fetched.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return (language === 'en' ? Promise.resolve({}) : import('./locales/loadLocale.js').then((module) => module.loadLocale(language))).then((catalogue) => {
    LOADED.set(language, catalogue)
    return catalogue
  })
}

/** The catalogue of `language` if its chunk has loaded, else undefined (the buttons read their texts from it). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return LOADED.get(language)
}
