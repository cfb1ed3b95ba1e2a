// @vitest-environment jsdom
import { act } from '@testing-library/react'
import type { CSSProperties } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from './AccountButton.js'
import { BALANCE_STYLE, ICON_STYLE, PRIMARY_STYLE, SECONDARY_STYLE, VISUALLY_HIDDEN } from './buttonStyle.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { setupWalletport } from './testing/renderWalletport.js'
import { THEMES } from './theme.js'
import { declarations } from './useLook.js'
import { WalletportProvider, type WalletportProviderProps } from './WalletportProvider.js'

// The browser proof (a strict CSP, real Chromium, computed styles) is e2e/cspSsr.e2e.test.ts;
// this pins the pieces: the sheet's declarations are React's own, and the HTML under a nonce.

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** What React writes for `style` (its server renderer's style attribute, entities decoded). */
function reactDeclarations(style: CSSProperties): string {
  const html = renderToString(<div style={style} />)
  const element = Object.assign(document.createElement('template'), { innerHTML: html }).content.firstElementChild
  return element?.getAttribute('style') ?? ''
}

/** The provider and every button, connected (the account's name and balance, the network's prefix and icon). */
async function page(props: Omit<WalletportProviderProps, 'children' | 'walletport'>) {
  const { walletport, chain } = setupWalletport({ themeMode: 'dark', themeVariables: { '--wp-color-accent': '#0b7a5b', '--wp-z-index': 7 } })
  await walletport.connect({ connectorId: chain.getConnectors()[0]?.id ?? '' })
  const tree = (
    <WalletportProvider walletport={walletport} {...props}>
      <nav>
        <NetworkButton />
        <ConnectButton />
        <AccountButton />
      </nav>
    </WalletportProvider>
  )
  return { tree, html: renderToString(tree) }
}

describe('useLook: classes of one nonce\'d stylesheet under cspNonce', () => {
  it('behavior: each look\'s and each theme\'s declarations are what React writes for them as a style prop (its number → px rules)', () => {
    for (const look of [PRIMARY_STYLE, SECONDARY_STYLE, VISUALLY_HIDDEN, ICON_STYLE, BALANCE_STYLE, THEMES.dark, THEMES.light, { '--wp-z-index': 7, margin: 0, padding: -1 }] as CSSProperties[]) {
      expect(declarations(look)).toBe(reactDeclarations(look))
    }
  })

  it('parameters: cspNonce — the server HTML has no style attribute; one <style> with the nonce holds a rule for every class the buttons use', async () => {
    const { html } = await page({ cspNonce: 'r4nd0m+Nonce/42==' })
    const host = Object.assign(document.createElement('div'), { innerHTML: html })
    expect(html).not.toContain('style="')
    const sheets = [...host.querySelectorAll('style')]
    expect(sheets.map((sheet) => sheet.getAttribute('nonce'))).toEqual(['r4nd0m+Nonce/42=='])
    const css = sheets[0]?.textContent ?? ''
    const classes = new Set([...host.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))
    // Both buttons (secondary, themed), the balance, the hidden prefix; every one has its rule.
    expect(classes.size).toBeGreaterThanOrEqual(4)
    for (const name of classes) expect(css).toContain(`.${name}{`)
    expect(css).toContain('--wp-color-accent:#0b7a5b')
    expect(css).toContain('--wp-color-surface:#212128')
    // The buttons' theme rule holds what their looks read, not the modal's whole palette.
    expect(css).not.toContain('--wp-color-bg')
    // Inline styles' precedence: a host rule such as `.header button` cannot restyle them either.
    const declared = (css.match(/\{[^}]*\}/g) ?? []).flatMap((rule) => rule.slice(1, -1).split(';'))
    expect(declared.length).toBeGreaterThan(10)
    for (const declaration of declared) expect(declaration).toMatch(/!important$/)
    expect(host.textContent).toContain('0xf39f…2266')
  })

  it('behavior: a theme variable cannot end its rule, open a comment or close the sheet: the sheet keeps one rule per class', () => {
    const { walletport } = setupWalletport({ themeVariables: { '--wp-color-accent': 'red}body{display:none;/*</style>' } })
    const host = Object.assign(document.createElement('div'), {
      innerHTML: renderToString(
        <WalletportProvider walletport={walletport} cspNonce="n">
          <ConnectButton />
        </WalletportProvider>,
      ),
    })
    const css = host.querySelector('style')?.textContent ?? ''
    expect(css).toContain('--wp-color-accent:redbodydisplay:none')
    expect(css).not.toMatch(/body\{|\/\*|<\/style/)
    // The two button looks' theme rules and the five looks'.
    expect(css.match(/\{/g)?.length).toBe(7)
  })

  it('behavior: two themes, two theme classes (two providers on one page do not restyle each other)', () => {
    const { walletport } = setupWalletport()
    const classOf = (themeMode: 'light' | 'dark') => {
      const host = Object.assign(document.createElement('div'), {
        innerHTML: renderToString(
          <WalletportProvider walletport={() => Promise.resolve(walletport)} themeMode={themeMode} cspNonce="n">
            <NetworkButton />
          </WalletportProvider>,
        ),
      })
      return host.querySelector('button')?.className
    }
    expect(classOf('dark')).not.toBe(classOf('light'))
    expect(classOf('dark')).toBe(classOf('dark'))
  })

  it('behavior: without cspNonce the buttons keep their inline styles and no <style> is rendered', async () => {
    const { html } = await page({})
    expect(html).toContain('style="')
    expect(html).not.toContain('<style')
    expect(html).not.toContain('class="')
  })

  it('behavior: the nonce\'d server HTML hydrates with no mismatch and no warning', async () => {
    const { tree, html } = await page({ cspNonce: 'n0nce' })
    const container = Object.assign(document.createElement('div'), { innerHTML: html })
    document.body.append(container)
    const errors: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args))
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => void errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('style')?.textContent).toContain('.walletport-1{')
  })
})
