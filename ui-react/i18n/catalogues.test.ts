import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from './buttons.js'
import { de } from './de.js'
import { en, type MessageId } from './en.js'
import { fullTranslator, type Catalogue } from './fullTranslator.js'
import { LOCALE_KEYS } from './localeKeys.js'
import { loadLocale } from './locales/loadLocale.js'

type LazyLanguage = Exclude<Language, 'en' | 'de'>
const LAZY = LANGUAGES.filter((language): language is LazyLanguage => language !== 'en' && language !== 'de')

// English texts a translation may keep as they are: brand and chain names, symbols, and words
// the language borrows or spells alike (Token, NFT, Max, Wallet, Transaction). Per text, not per id.
const SAME_AS_ENGLISH = new Set(['WalletConnect', 'EVM', 'Solana', 'Polkadot', 'Bitcoin', '1 {from} = {rate} {to}', 'Token', 'Tokens', 'NFTs', 'Max', 'Wallets', 'Email', 'Account', 'Recent', 'Swap', 'Transaction', 'Notifications'])

// Placeholder names, `{name}` and `{name, plural, …}` alike.
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural)/g)].map(([, name]) => name ?? ''))].sort()
// The ids whose count needs a plural form in some language.
const PLURAL_IDS: readonly MessageId[] = ['allWallets.shown', 'error.EMAIL_LOGIN_COOLDOWN']

async function catalogueOf(language: Exclude<Language, 'en'>): Promise<Catalogue> {
  return language === 'de' ? de : loadLocale(language)
}

describe('locale catalogues', () => {
  it('default: 20 languages, 18 of them lazily loaded chunks', () => {
    expect(LANGUAGES).toHaveLength(20)
    expect(LAZY).toHaveLength(18)
  })

  it('behavior: German has every id a locale translates, and every id German translates is one (a new text reaches all 20)', () => {
    expect(LOCALE_KEYS.filter((id) => !(id in de))).toEqual([])
    const listed = new Set<string>(LOCALE_KEYS)
    expect(Object.keys(de).filter((id) => !listed.has(id))).toEqual([])
  })

  it.each(LAZY)('behavior: %s has one text per id, each a non-empty string', async (language) => {
    const chunk = (await import(`./locales/${language}.ts`)) as Record<string, readonly string[]>
    const list = Object.values(chunk)[0] ?? []
    expect(list).toHaveLength(LOCALE_KEYS.length)
    expect(list.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([])
  })

  it.each([...LAZY, 'de' as const])('behavior: %s keeps the English placeholders', async (language) => {
    const catalogue = await catalogueOf(language)
    const wrong = LOCALE_KEYS.filter((id) => placeholders(catalogue[id] ?? '').join() !== placeholders(en[id]).join())
    expect(wrong.map((id) => `${id}: ${catalogue[id]}`)).toEqual([])
  })

  it.each(LAZY)('behavior: %s leaves nothing in English but brand names and borrowed words', async (language) => {
    const catalogue = await catalogueOf(language)
    const english = LOCALE_KEYS.filter((id) => catalogue[id] === en[id] && !SAME_AS_ENGLISH.has(en[id]))
    expect(english).toEqual([])
  })

  it.each([...LAZY, 'de' as const, 'en' as const])("behavior: %s's plural texts have every plural category of the language", async (language) => {
    const catalogue = language === 'en' ? en : await catalogueOf(language)
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
    for (const id of LOCALE_KEYS) {
      const text = catalogue[id] ?? ''
      const plural = /\{\w+, plural,(.*)\}/.exec(text)
      if (PLURAL_IDS.includes(id) && categories.length > 1 && (id !== 'error.EMAIL_LOGIN_COOLDOWN' || language !== 'en')) {
        expect(plural, `${language} ${id} has no plural forms: ${text}`).not.toBeNull()
      }
      if (!plural) continue
      const branches = [...(plural[1] ?? '').matchAll(/(=?\w+)\s*\{/g)].map(([, category]) => category)
      expect(categories.filter((category) => !branches.includes(category)), `${language} ${id}`).toEqual([])
    }
  })

  it('behavior: plural forms follow Intl.PluralRules, numbers the locale (ru, ar, pl, ja)', async () => {
    const t = async (language: LazyLanguage) => {
      const catalogue = await loadLocale(language)
      return fullTranslator(language, {}, () => catalogue).t
    }
    const ru = await t('ru')
    const russian = [1, 2, 5, 21].map((n) => ru('error.EMAIL_LOGIN_COOLDOWN', { n }))
    expect(new Set(russian).size).toBe(4)
    expect(russian[0]).toContain('1 секунду')
    expect(russian[1]).toContain('2 секунды')
    expect(russian[2]).toContain('5 секунд')
    expect(russian[3]).toContain('21 секунду')
    const ar = await t('ar')
    expect(new Set([0, 1, 2, 3, 11, 100].map((n) => ar('error.EMAIL_LOGIN_COOLDOWN', { n }))).size).toBe(6)
    const pl = await t('pl')
    expect(new Set([1, 2, 5].map((n) => pl('error.EMAIL_LOGIN_COOLDOWN', { n }))).size).toBe(3)
    const ja = await t('ja')
    expect(ja('allWallets.shown', { shown: 40, count: 1234 })).toContain('1,234')
    expect(fullTranslator('en', {}, () => en).t('allWallets.shown', { shown: 1, count: 1 })).toBe('Showing 1 of 1 wallet')
    expect(fullTranslator('en', {}, () => en).t('allWallets.shown', { shown: 40, count: 1234 })).toBe('Showing 40 of 1,234 wallets')
  })
})
