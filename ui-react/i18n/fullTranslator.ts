import { MESSAGES } from '../../core/errors/messages.js'
import type { Language } from './buttons.js'
import { en, type MessageId } from './en.js'
import { resolveLocale, translatorOver, type MessageValues, type Translator } from './translator.js'

const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g
const BRANCH = /(=?\w+)\s*\{([^{}]*)\}/g

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
  let plurals: Intl.PluralRules | undefined
  // `{count, plural, one {# wallet} other {# wallets}}`: the branch of the count's category in
  // the locale (`=0` first), `#` being the count in the locale's digits. The placeholders inside
  // the branches are already filled by `base.t`.
  const t = (id: MessageId, values: MessageValues = {}): string =>
    base.t(id, values).replace(PLURAL, (whole, name: string, branches: string) => {
      const count = Number(values[name])
      if (!Number.isFinite(count)) return whole
      plurals ??= new Intl.PluralRules(base.locale)
      const chosen = new Map([...branches.matchAll(BRANCH)].map(([, category = '', text = '']) => [category, text]))
      const text = chosen.get(`=${count}`) ?? chosen.get(plurals.select(count)) ?? chosen.get('other') ?? whole
      return text.replace(/#/g, base.formatDecimal(String(count)))
    })
  const translateMessage = (text: string): string => {
    const key = KEY_BY_MESSAGE.get(text)
    return key ? t(key) : text
  }
  return {
    // A getter, not a spread: the locale is checked on first use (see resolveLocale).
    get locale(): string {
      return base.locale
    },
    language: base.language,
    t,
    formatDecimal: base.formatDecimal,
    translateMessage,
  }
}
