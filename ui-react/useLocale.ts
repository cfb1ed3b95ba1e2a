import type { Language } from './i18n/buttons.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useLocale` gives. */
export interface UseLocaleResult {
  /** The active locale as asked for (BCP 47): `setLocale`'s, the `locale` option's, or the visitor's browser's. */
  readonly locale: string
  /** The catalogue language the UI speaks for it ('fr' for 'fr-CA', 'en' for a language walletport lacks). */
  readonly language: Language
  /** Switches the buttons and the modal to `locale` now (its catalogue chunk loads first); undefined goes back to the default. */
  readonly setLocale: (locale: string | undefined) => void
}

/**
 * The UI's locale and its run-time switch. The locale is a UI concern, so it lives in the
 * provider, not the core: `setLocale` re-renders the buttons and the modal in the new language.
 * @example const { setLocale } = useLocale(); setLocale('ja')
 */
export function useLocale(): UseLocaleResult {
  const { locale, translator, setLocale } = useWalletportContext()
  return { locale, language: translator.language, setLocale }
}
