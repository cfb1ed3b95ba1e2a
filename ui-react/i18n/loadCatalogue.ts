import type { Language } from './buttons.js'
import type { Catalogue } from './fullTranslator.js'

/**
 * The catalogue of `language` beyond English: English comes with the modal chunk (it is every
 * catalogue's fallback), any other language is its own chunk, fetched only when the locale asks.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  switch (language) {
    case 'de':
      return import('./de.js').then((module) => module.de)
    case 'en':
      return Promise.resolve({})
  }
}
