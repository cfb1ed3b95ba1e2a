import type { Language } from './buttons.js'
import { de } from './de.js'
import { en } from './en.js'
import { fullTranslator, type Catalogue } from './fullTranslator.js'
import type { Translator } from './translator.js'

export type { MessageValues, Translator } from './translator.js'

/** English and German, loaded up front (the UI itself loads `de` and the rest only when asked: `loadCatalogue`); other languages fall back to English here. */
const CATALOGUES: Readonly<Partial<Record<Language, Catalogue>>> = { en, de }

/**
 * Builds the full translator for the `locale` option ('de', 'de-AT' → German; unknown → English)
 * with the integrator's `messages` overrides winning over the catalogue. Synchronous: it bundles
 * every catalogue, where the modal uses `fullTranslator` with the one catalogue it loaded.
 * @example createTranslator('de').t('connectButton.label') // 'Wallet verbinden'
 */
export function createTranslator(locale = 'en', overrides: Readonly<Record<string, string>> = {}): Translator {
  return fullTranslator(locale, overrides, (language) => CATALOGUES[language])
}
