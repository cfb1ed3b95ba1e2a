// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { modalStyleCache } from './modal/modalStyleCache.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'
import { WalletportProvider } from './WalletportProvider.js'

// A strict Content-Security-Policy (`style-src 'self' 'nonce-…'`, no 'unsafe-inline') applies a
// <style> element only when it carries the response's nonce. The browser proof is
// e2e/csp.e2e.test.ts (zero `securitypolicyviolation` events); this pins the wiring.
describe('cspNonce', () => {
  it('parameters: cspNonce — the frame stylesheet and every emotion <style> of the opened modal carry it', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport, cspNonce: 'r4nd0m+Nonce/42==' })
    await user.click(screen.getByRole('button', { name: /Connect/ }))
    await screen.findByRole('button', { name: /Fake Wallet/ })

    const styles = [...document.querySelectorAll('style')]
    expect(styles.some((style) => style.hasAttribute('data-walletport-frame'))).toBe(true)
    expect(styles.some((style) => style.getAttribute('data-emotion')?.startsWith('wp'))).toBe(true)
    expect(styles.filter((style) => style.nonce !== 'r4nd0m+Nonce/42==').map((style) => style.outerHTML.slice(0, 80))).toEqual([])
  })

  it('behavior: one emotion cache per nonce, the nonce on each', () => {
    expect(modalStyleCache('a')).toBe(modalStyleCache('a'))
    expect(modalStyleCache('a')).not.toBe(modalStyleCache(undefined))
    expect(modalStyleCache('a').sheet.nonce).toBe('a')
    expect(modalStyleCache(undefined).sheet.nonce).toBeUndefined()
  })

  it('behavior: the first nonce is kept when a refresh renders the provider with a new request\'s (the page\'s policy is the first response\'s)', async () => {
    const { walletport } = setupWalletport()
    const tree = (nonce: string) => (
      <WalletportProvider walletport={walletport} cspNonce={nonce}>
        <ConnectButton />
      </WalletportProvider>
    )
    const { rerender, container } = render(tree('first'))
    rerender(tree('second'))
    expect(container.querySelector('style')?.nonce).toBe('first')
    screen.getByRole('button', { name: /Connect/ }).click()
    await screen.findByRole('button', { name: /Fake Wallet/ })
    const styles = [...document.querySelectorAll('style')]
    expect(styles.filter((style) => style.nonce === 'second').map((style) => style.outerHTML.slice(0, 80))).toEqual([])
    expect(styles.some((style) => style.nonce === 'first' && style.getAttribute('data-emotion')?.startsWith('wp'))).toBe(true)
  })
})
