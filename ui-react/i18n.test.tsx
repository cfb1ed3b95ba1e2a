// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../core/internal.js'
import { mainnet } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { BUTTON_MESSAGES, type ButtonMessageId } from './i18n/buttons.js'
import { createTranslator } from './i18n/createTranslator.js'
import { de } from './i18n/de.js'
import { en } from './i18n/en.js'
import { createButtonTranslator } from './i18n/translator.js'
import { FAKE_ADDRESS, renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

describe('i18n', () => {
  it("parameters: locale 'de' renders the buttons and the modal in German", async () => {
    const { walletport } = setupWalletport({ locale: 'de' })
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: 'Wallet verbinden' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(within(dialog).getByRole('list', { name: 'Installiert' })).toBeTruthy()
  })

  it('parameters: German numbers use German separators (Intl)', async () => {
    const { walletport, chain } = setupWalletport({ locale: 'de-DE' })
    chain.setBalance(FAKE_ADDRESS, mainnet, 12_345_678_900_000_000_000_000n)
    renderWithWalletport(<ConnectButton />, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    expect(await screen.findByText('12.345,678 ETH')).toBeTruthy()
  })

  it('parameters: messages overrides win over the catalogue', async () => {
    const { walletport } = setupWalletport({ locale: 'de', messages: { 'connectButton.label': 'Mit Wallet anmelden', 'view.Connect': 'Anmelden' } })
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: 'Mit Wallet anmelden' }))
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeTruthy()
  })

  it('default: English; unknown locales fall back to English; regional tags use their language', () => {
    expect(createTranslator().t('connectButton.label')).toBe('Connect Wallet')
    expect(createTranslator('fr').t('connectButton.label')).toBe('Connect Wallet')
    expect(createTranslator('de-AT')).toMatchObject({ language: 'de', locale: 'de-AT' })
  })

  it('behavior: placeholders are filled, numbers formatted for the locale', () => {
    const german = createTranslator('de')
    expect(german.t('allWallets.shown', { shown: 40, count: 1234 })).toBe('40 von 1.234 Wallets')
    expect(german.formatDecimal('<0.001')).toBe('<0,001')
    expect(german.formatDecimal('not a number')).toBe('not a number')
  })

  it('behavior: error catalogue texts come from core MESSAGES in English and are translated in German', () => {
    expect(en['error.SIGNATURE_DECLINED']).toBe(MESSAGES.SIGNATURE_DECLINED)
    expect(createTranslator('en').translateMessage(MESSAGES.DISCONNECT_FAILED)).toBe(MESSAGES.DISCONNECT_FAILED)
    expect(createTranslator('de').translateMessage(MESSAGES.DISCONNECT_FAILED)).toBe(de['error.DISCONNECT_FAILED'])
    // Internal programming-fault texts have no German entry: English is the fallback.
    expect(createTranslator('de').t('error.CHAIN_ADAPTER_NOT_FOUND')).toBe(MESSAGES.CHAIN_ADAPTER_NOT_FOUND)
    expect(createTranslator('de').translateMessage('a foreign text')).toBe('a foreign text')
  })

  it('behavior: German translates every walletport UI string', () => {
    const uiKeys = Object.keys(en).filter((key) => !key.startsWith('error.') && !key.startsWith('alert.'))
    const german = de as Record<string, string | undefined>
    expect(uiKeys.filter((key) => !german[key])).toEqual([])
  })
  it.each([['en'], ['de'], ['de-AT'], ['fr'], ['pt-BR'], ['deu']])(
    "behavior: the buttons' translator (initial bundle) says what the full catalogue says, for %s",
    (locale) => {
      const overrides = { 'networkButton.prefix': 'Chain:' }
      const buttons = createButtonTranslator(locale, overrides)
      const full = createTranslator(locale, overrides)
      expect({ locale: buttons.locale, language: buttons.language }).toEqual({ locale: full.locale, language: full.language })
      for (const id of Object.keys(BUTTON_MESSAGES.en) as ButtonMessageId[]) expect(buttons.t(id)).toBe(full.t(id))
      expect(buttons.formatDecimal('1234.5')).toBe(full.formatDecimal('1234.5'))
    },
  )

  it('behavior: the button texts are the catalogues’ own (one source)', () => {
    for (const [id, text] of Object.entries(BUTTON_MESSAGES.en)) expect(en[id as ButtonMessageId]).toBe(text)
    for (const [id, text] of Object.entries(BUTTON_MESSAGES.de)) expect(de[id as ButtonMessageId]).toBe(text)
  })
})
