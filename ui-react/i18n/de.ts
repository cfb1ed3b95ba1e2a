import type { MessageId, UiMessageId } from './en.js'
import { LOCALE_KEYS } from './localeKeys.js'
import { de as texts } from './locales/de.js'

/**
 * German, keyed by id: every walletport UI string and every visitor-facing error text is
 * translated; internal programming-fault texts (never shown to visitors) fall back to English.
 * The texts live in `locales/de.ts` in LOCALE_KEYS order, the lazy chunk the modal loads like
 * any other locale's; this keyed form serves tests and `createTranslator`.
 */
export const de = Object.fromEntries(LOCALE_KEYS.map((id, index) => [id, texts[index] ?? ''])) as Readonly<Record<UiMessageId, string>> & Partial<Readonly<Record<MessageId, string>>>
