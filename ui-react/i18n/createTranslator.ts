import { MESSAGES } from '../../core/errors/messages.js'
import { de } from './de.js'
import { en, type MessageId } from './en.js'

/** Values filled into `{name}` placeholders; numbers are formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number>>

/** Every UI text of one locale, plus the locale's number formatting. */
export interface Translator {
  /** The BCP 47 tag used for `Intl` (the requested one when valid, e.g. 'de-AT'). */
  readonly locale: string
  /** The catalogue language the texts come from ('en' or 'de'). */
  readonly language: string
  /** The text of `id` with its placeholders filled. */
  readonly t: (id: MessageId, values?: MessageValues) => string
  /** A decimal string from the core ('1234.5', '<0.001') in the locale's digits and separators. */
  readonly formatDecimal: (value: string) => string
  /** The catalogue text of a §8 message (core MESSAGES text) in this locale, else the text itself. */
  readonly translateMessage: (text: string) => string
}

/** The bundled catalogues; English is the fallback of every other one. */
const CATALOGUES: Readonly<Record<string, Partial<Record<MessageId, string>>>> = { en, de }
const KEY_BY_MESSAGE = new Map<string, MessageId>(
  Object.entries(MESSAGES).map(([key, text]) => [text, `error.${key}` as MessageId]),
)

/**
 * Builds the translator for the `locale` option ('de', 'de-AT' → German; unknown → English)
 * with the integrator's `messages` overrides winning over the catalogue.
 * @example createTranslator('de').t('connectButton.label') // 'Wallet verbinden'
 */
export function createTranslator(locale = 'en', overrides: Readonly<Record<string, string>> = {}): Translator {
  const language = locale in CATALOGUES ? locale : (locale.split('-')[0] ?? 'en').toLowerCase()
  const catalogue = CATALOGUES[language] ?? en
  const intlLocale = safeLocale(locale, CATALOGUES[language] ? language : 'en')
  const numbers = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 20 })
  const t = (id: MessageId, values: MessageValues = {}): string => {
    const template = overrides[id] ?? catalogue[id] ?? en[id]
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? numbers.format(value) : value
    })
  }
  const formatDecimal = (value: string): string => {
    const below = value.startsWith('<')
    const digits = below ? value.slice(1) : value
    if (!/^-?\d+(\.\d+)?$/.test(digits)) return value
    return `${below ? '<' : ''}${numbers.format(digits as `${number}`)}`
  }
  const translateMessage = (text: string): string => {
    const key = KEY_BY_MESSAGE.get(text)
    return key ? t(key) : text
  }
  return { locale: intlLocale, language: CATALOGUES[language] ? language : 'en', t, formatDecimal, translateMessage }
}

function safeLocale(requested: string, fallback: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([requested]).length > 0 ? requested : fallback
  } catch {
    return fallback
  }
}
