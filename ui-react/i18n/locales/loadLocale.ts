import type { Language } from '../buttons.js'
import type { Catalogue } from '../fullTranslator.js'
import type { LocaleTexts } from '../localeKeys.js'

/**
 * The catalogue of a language other than English: a chunk of texts alone, keyed here by
 * LOCALE_KEYS (its own chunk, fetched alongside).
 */
export async function loadLocale(language: Exclude<Language, 'en'>): Promise<Catalogue> {
  const [{ LOCALE_KEYS }, texts] = await Promise.all([import('../localeKeys.js'), textsOf(language)])
  return Object.fromEntries(LOCALE_KEYS.flatMap((id, index) => (texts[index] === undefined ? [] : [[id, texts[index]]]))) as Catalogue
}

// One chunk per language: a bundler splits each dynamic import into its own file.
function textsOf(language: Exclude<Language, 'en'>): Promise<LocaleTexts> {
  switch (language) {
    case 'de':
      return import('./de.js').then((module) => module.de)
    case 'es':
      return import('./es.js').then((module) => module.es)
    case 'fr':
      return import('./fr.js').then((module) => module.fr)
    case 'pt-BR':
      return import('./pt-BR.js').then((module) => module.ptBR)
    case 'it':
      return import('./it.js').then((module) => module.it)
    case 'nl':
      return import('./nl.js').then((module) => module.nl)
    case 'pl':
      return import('./pl.js').then((module) => module.pl)
    case 'tr':
      return import('./tr.js').then((module) => module.tr)
    case 'ru':
      return import('./ru.js').then((module) => module.ru)
    case 'uk':
      return import('./uk.js').then((module) => module.uk)
    case 'ar':
      return import('./ar.js').then((module) => module.ar)
    case 'hi':
      return import('./hi.js').then((module) => module.hi)
    case 'id':
      return import('./id.js').then((module) => module.id)
    case 'vi':
      return import('./vi.js').then((module) => module.vi)
    case 'th':
      return import('./th.js').then((module) => module.th)
    case 'ja':
      return import('./ja.js').then((module) => module.ja)
    case 'ko':
      return import('./ko.js').then((module) => module.ko)
    case 'zh-CN':
      return import('./zh-CN.js').then((module) => module.zhCN)
    case 'zh-TW':
      return import('./zh-TW.js').then((module) => module.zhTW)
  }
}
