// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { languageOf, preferredLocale } from './i18n/translator.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'
import { useLocale } from './useLocale.js'

// Counts the loads of two language chunks (a mock factory runs on the module's first import).
const loads = vi.hoisted(() => ({ fr: 0, es: 0 }))
vi.mock('./i18n/locales/fr.js', async (importOriginal) => {
  loads.fr += 1
  return importOriginal()
})
vi.mock('./i18n/locales/es.js', async (importOriginal) => {
  loads.es += 1
  return importOriginal()
})

// The first load of the modal chunk includes transforming it; give it time.
const FIRST_LOAD = { timeout: 10_000 }
const jsdomLanguages = navigator.languages
// A row's chevron, pointing right (left to right) or left (right to left).
const CHEVRON_FORWARD_LTR = 'M9 5l7 7-7 7'
const CHEVRON_FORWARD_RTL = 'M15 5l-7 7 7 7'

function browserLanguages(languages: readonly string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })
}

afterEach(() => browserLanguages(jsdomLanguages))

function LocaleSwitch() {
  const { locale, language, setLocale } = useLocale()
  return (
    <p>
      <span data-testid="locale">{`${locale} ${language}`}</span>
      <button type="button" onClick={() => setLocale('ja')}>
        ja
      </button>
      <button type="button" onClick={() => setLocale('ar-EG')}>
        ar
      </button>
      <button type="button" onClick={() => setLocale(undefined)}>
        default
      </button>
    </p>
  )
}

describe('locale resolution', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['ar-EG', 'ar'],
    ['uk-UA', 'uk'],
    ['gsw', undefined],
    ['', undefined],
  ])('languageOf(%s) is %s', (tag, language) => {
    expect(languageOf(tag)).toBe(language)
  })

  it('preferredLocale: the first of the browser languages walletport speaks, else en', () => {
    expect(preferredLocale(['gsw', 'fr-CA', 'de'])).toBe('fr-CA')
    expect(preferredLocale(['zh-HK', 'en'])).toBe('zh-HK')
    expect(preferredLocale(['gsw', 'rm'])).toBe('en')
    expect(preferredLocale([])).toBe('en')
  })
})

describe('the locale in the UI', () => {
  it("default: the visitor's browser languages pick it; the buttons switch once the language's chunk is there, the modal opens in it", async () => {
    browserLanguages(['gsw', 'fr-CA', 'en'])
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    const connect = await screen.findByRole('button', { name: 'Connecter un wallet' }, FIRST_LOAD)
    await user.click(connect)
    const dialog = await screen.findByRole('dialog', { name: 'Connecter un wallet' }, FIRST_LOAD)
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy()
    expect(dialog.closest('[data-walletport-modal]')?.getAttribute('lang')).toBe('fr')
    // Only the active language's chunk was fetched.
    expect(loads).toEqual({ fr: 1, es: 0 })
  })

  it('parameters: the locale option wins over the browser languages', async () => {
    browserLanguages(['fr-FR'])
    const { walletport } = setupWalletport({ locale: 'de' })
    renderWithWalletport(<ConnectButton />, { walletport })
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it('behavior: setLocale switches the buttons and the modal at run time; ar lays the modal out right to left; undefined goes back to the default', async () => {
    const { walletport } = setupWalletport({ locale: 'en' })
    const { user } = renderWithWalletport(
      <>
        <LocaleSwitch />
        <ConnectButton />
      </>,
      { walletport },
    )
    expect(screen.getByTestId('locale').textContent).toBe('en en')
    await user.click(screen.getByRole('button', { name: 'ja' }))
    expect(screen.getByTestId('locale').textContent).toBe('ja ja')
    await user.click(await screen.findByRole('button', { name: 'ウォレットを接続' }, FIRST_LOAD))
    const japanese = await screen.findByRole('dialog', { name: 'ウォレットを接続' }, FIRST_LOAD)
    const root = () => japanese.ownerDocument.querySelector('[data-walletport-modal]')
    expect(root()?.getAttribute('dir')).toBe('ltr')
    expect(root()?.getAttribute('lang')).toBe('ja')
    // The rows' chevrons point along the reading direction.
    const paths = (dialog: HTMLElement) => [...dialog.querySelectorAll('path')].map((path) => path.getAttribute('d'))
    expect(paths(japanese)).toContain(CHEVRON_FORWARD_LTR)
    expect(paths(japanese)).not.toContain(CHEVRON_FORWARD_RTL)

    await user.click(screen.getByRole('button', { name: 'ar' }))
    const arabic = await screen.findByRole('dialog', { name: 'ربط محفظة' }, FIRST_LOAD)
    expect(within(arabic).getByRole('button', { name: 'إغلاق' })).toBeTruthy()
    expect(root()?.getAttribute('dir')).toBe('rtl')
    expect(root()?.getAttribute('lang')).toBe('ar')
    expect(paths(arabic)).toContain(CHEVRON_FORWARD_RTL)
    expect(paths(arabic)).not.toContain(CHEVRON_FORWARD_LTR)

    await user.click(screen.getByRole('button', { name: 'default' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' }, FIRST_LOAD)).toBeTruthy()
    expect(root()?.getAttribute('dir')).toBe('ltr')
  })
})
