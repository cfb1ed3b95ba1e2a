/**
 * The texts of the host-page buttons (and of the modal's loading shell) in English and German.
 * They are the only catalogue texts in the initial bundle, so a button renders in these
 * languages at once (no flash); everything else of a catalogue arrives with the modal chunk
 * (`en`) or its own chunk (`de` and the other languages, whose button texts come with it).
 */
export const BUTTON_MESSAGES = {
  en: {
    'connectButton.label': 'Connect Wallet',
    'connectButton.connecting': 'Connecting…',
    'accountButton.balanceUnknown': 'Balance loading',
    'networkButton.prefix': 'Network:',
    'networkButton.unknown': 'Unsupported network',
    'networkButton.pending': 'Network',
    'modal.loading': 'Loading…',
    'modal.close': 'Close',
    'modal.loadFailed': "The wallet options couldn't load. Check your connection and try again.",
    'modal.retry': 'Try again',
  },
  de: {
    'connectButton.label': 'Wallet verbinden',
    'connectButton.connecting': 'Verbinde…',
    'accountButton.balanceUnknown': 'Guthaben wird geladen',
    'networkButton.prefix': 'Netzwerk:',
    'networkButton.unknown': 'Nicht unterstütztes Netzwerk',
    'networkButton.pending': 'Netzwerk',
    'modal.loading': 'Lädt…',
    'modal.close': 'Schließen',
    'modal.loadFailed': 'Die Wallet-Optionen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    'modal.retry': 'Erneut versuchen',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>

/** An id of a text the buttons show. */
export type ButtonMessageId = keyof (typeof BUTTON_MESSAGES)['en']

/**
 * The catalogue languages, 'en' first (the fallback of every other one). One string: the
 * initial bundle carries this list and nothing else of the 18 lazily loaded ones.
 */
export const LANGUAGES = 'en de es fr pt-BR it nl pl tr ru uk ar hi id vi th ja ko zh-CN zh-TW'.split(' ') as readonly Language[]

/** A catalogue language (a BCP 47 tag: 'en', 'pt-BR', 'zh-TW'). */
export type Language = 'en' | 'de' | 'es' | 'fr' | 'pt-BR' | 'it' | 'nl' | 'pl' | 'tr' | 'ru' | 'uk' | 'ar' | 'hi' | 'id' | 'vi' | 'th' | 'ja' | 'ko' | 'zh-CN' | 'zh-TW'

/** A language whose button texts are in the initial bundle. */
export type BundledLanguage = keyof typeof BUTTON_MESSAGES
