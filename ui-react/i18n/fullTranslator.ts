import { MESSAGES } from '../../core/errors/messages.js'
import type { Language } from './buttons.js'
import { en, type MessageId } from './en.js'
import { resolveLocale, translatorOver, type Translator } from './translator.js'

/** One language's texts; what it lacks falls back to English. */
export type Catalogue = Partial<Readonly<Record<MessageId, string>>>

const KEY_BY_MESSAGE = new Map<string, MessageId>(
  Object.entries(MESSAGES).map(([key, text]) => [text, `error.${key}` as MessageId]),
)

/**
 * The full translator for `locale` over the catalogue `catalogueOf` gives for its language,
 * English filling any gap and the integrator's `overrides` winning over both.
 * @example fullTranslator('de', {}, () => de).t('modal.close') // 'Schließen'
 */
export function fullTranslator(
  locale: string,
  overrides: Readonly<Record<string, string>>,
  catalogueOf: (language: Language) => Catalogue | undefined,
): Translator {
  const resolved = resolveLocale(locale)
  const catalogue = catalogueOf(resolved.language) ?? en
  const base = translatorOver<MessageId>(resolved, overrides, (id) => catalogue[id] ?? en[id])
  const translateMessage = (text: string): string => {
    const key = KEY_BY_MESSAGE.get(text)
    return key ? base.t(key) : text
  }
  return {
    // A getter, not a spread: the locale is checked on first use (see resolveLocale).
    get locale(): string {
      return base.locale
    },
    language: base.language,
    t: base.t,
    formatDecimal: base.formatDecimal,
    translateMessage,
  }
}
