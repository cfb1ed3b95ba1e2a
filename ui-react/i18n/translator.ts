import { BUTTON_MESSAGES, LANGUAGES, type BundledLanguage, type ButtonMessageId, type Language } from './buttons.js'
import type { MessageId } from './en.js'

/** Values filled into `{name}` placeholders; numbers are formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number>>

/** The texts the host-page buttons show, plus the locale's number formatting (initial bundle). */
export interface ButtonTranslator {
  /** The BCP 47 tag used for `Intl` (the requested one when valid, e.g. 'de-AT'). */
  readonly locale: string
  /** The catalogue language the texts come from ('en', 'de', 'pt-BR', …). */
  readonly language: Language
  /** The text of `id` with its placeholders filled. */
  readonly t: (id: ButtonMessageId, values?: MessageValues) => string
  /** A decimal string from the core ('1234.5', '<0.001') in the locale's digits and separators. */
  readonly formatDecimal: (value: string) => string
}

/** Every UI text of one locale, plus the locale's number formatting (the modal's translator). */
export interface Translator extends ButtonTranslator {
  readonly t: (id: MessageId, values?: MessageValues) => string
  /** A text of the core's MESSAGES catalogue in this locale, else the text itself. */
  readonly translateMessage: (text: string) => string
}

/**
 * The catalogue language of a BCP 47 tag: its language ('de-AT' → 'de', 'pt-PT' → 'pt-BR'; every
 * catalogue but Chinese has one per language, so this is also the exact match), Chinese by script
 * or region ('zh-HK', 'zh-Hant' → 'zh-TW', else 'zh-CN'). Undefined when walletport has none.
 * @example languageOf('zh-HK') // 'zh-TW'
 */
export function languageOf(tag: string): Language | undefined {
  const lower = tag.toLowerCase()
  const base = lower.split('-')[0]
  if (base === 'zh') return /-(hant|tw|hk|mo)\b/.test(lower) && !lower.includes('-hans') ? 'zh-TW' : 'zh-CN'
  return LANGUAGES.find((language) => language.split('-')[0] === base)
}

/**
 * The visitor's locale: the first of the browser's languages (`navigator.languages`, in the
 * visitor's order) that walletport has a catalogue for, else 'en'.
 * @example preferredLocale(['gsw', 'fr-CA', 'en']) // 'fr-CA'
 */
export function preferredLocale(languages: readonly string[]): string {
  return languages.find((tag) => languageOf(tag)) ?? 'en'
}

/** The catalogue language and `Intl` locale of the `locale` option ('de', 'de-AT' → German; unknown → English). */
export function resolveLocale(locale = 'en'): { readonly language: Language; readonly locale: string } {
  const language = languageOf(locale) ?? 'en'
  // Checked on first use: the page's first `Intl` formatter loads the locale data, a slow
  // step that must not sit before the buttons' first paint.
  let checked: string | undefined
  return {
    language,
    get locale(): string {
      checked ??= safeLocale(locale, language)
      return checked
    },
  }
}

/**
 * `t` and `formatDecimal` for a resolved locale: the integrator's `overrides` win over `lookup`.
 * Shared by the buttons' translator and the modal's full one.
 */
export function translatorOver<Id extends string>(
  resolved: ReturnType<typeof resolveLocale>,
  overrides: Readonly<Record<string, string>>,
  lookup: (id: Id) => string,
): { readonly locale: string; readonly language: Language; readonly t: (id: Id, values?: MessageValues) => string; readonly formatDecimal: (value: string) => string } {
  let numbers: Intl.NumberFormat | undefined
  const format = (value: number | `${number}`): string => {
    numbers ??= new Intl.NumberFormat(resolved.locale, { maximumFractionDigits: 20 })
    return numbers.format(value)
  }
  const t = (id: Id, values: MessageValues = {}): string => {
    const template = overrides[id] ?? lookup(id)
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? format(value) : value
    })
  }
  const formatDecimal = (value: string): string => {
    const below = value.startsWith('<')
    const digits = below ? value.slice(1) : value
    if (!/^-?\d+(\.\d+)?$/.test(digits)) return value
    return `${below ? '<' : ''}${format(digits as `${number}`)}`
  }
  return {
    get locale(): string {
      return resolved.locale
    },
    language: resolved.language,
    t,
    formatDecimal,
  }
}

/**
 * The buttons' translator: only their texts, so no catalogue has to load before the first
 * paint in English or German. Another language's button texts come with its catalogue
 * (`loaded` gives it once its chunk is there; English until then). The modal builds the full
 * `Translator` when it loads.
 * @example createButtonTranslator('de').t('connectButton.label') // 'Wallet verbinden'
 */
export function createButtonTranslator(
  locale = 'en',
  overrides: Readonly<Record<string, string>> = {},
  loaded?: (language: Language) => Readonly<Partial<Record<ButtonMessageId, string>>> | undefined,
): ButtonTranslator {
  const resolved = resolveLocale(locale)
  const texts: Readonly<Partial<Record<ButtonMessageId, string>>> | undefined = BUTTON_MESSAGES[resolved.language as BundledLanguage] ?? loaded?.(resolved.language)
  return translatorOver<ButtonMessageId>(resolved, overrides, (id) => texts?.[id] ?? BUTTON_MESSAGES.en[id])
}

function safeLocale(requested: string, fallback: string): string {
  try {
    // Not supportedLocalesOf: it is as slow in a fresh page as a first formatter, and a
    // formatter loads the locale data once for all later ones. Callers get here lazily, after
    // the first paint (`warmLocale`) or on first formatting.
    const resolved = new Intl.NumberFormat(requested).resolvedOptions().locale
    return resolved.split('-')[0] === requested.split('-')[0] ? requested : fallback
  } catch {
    return fallback
  }
}

/**
 * Loads the locale data ahead of need (the first `Intl` formatter of a page is slow): the
 * provider calls it once the page is idle after the first paint, a hover on a button calls it
 * with the modal preload, so neither the first paint nor the first open pays for it.
 */
export function warmLocale(translator: Pick<ButtonTranslator, 'formatDecimal'>): void {
  translator.formatDecimal('1.5')
}
