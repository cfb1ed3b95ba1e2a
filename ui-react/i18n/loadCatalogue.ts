import type { Language } from './buttons.js'
import type { Catalogue } from './fullTranslator.js'

const LOADED = new Map<Language, Catalogue>()

/**
 * The catalogue of `language` beyond English: English comes with the modal chunk (it is every
 * catalogue's fallback), German is its own chunk, and every other language is its own chunk
 * behind one small loader chunk (so the initial bundle holds one import, not eighteen): only
 * the active language is fetched.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const loading =
    language === 'en'
      ? Promise.resolve({})
      : language === 'de'
        ? import('./de.js').then((module) => module.de)
        : import('./locales/loadLocale.js').then((module) => module.loadLocale(language))
  return loading.then((catalogue) => {
    LOADED.set(language, catalogue)
    return catalogue
  })
}

/** The catalogue of `language` if its chunk has loaded, else undefined (the buttons read their texts from it). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return LOADED.get(language)
}
