// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { setupWalletport } from './testing/renderWalletport.js'
import { WalletportProvider, type WalletportProviderProps } from './WalletportProvider.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** Server HTML for `props`, then hydration in the browser with `clientProps`: what React reported. */
async function hydrate(serverProps: Omit<WalletportProviderProps, 'children'>, clientProps: Omit<WalletportProviderProps, 'children'>) {
  const tree = (props: Omit<WalletportProviderProps, 'children'>) => (
    <WalletportProvider {...props}>
      <nav>
        <NetworkButton />
        <ConnectButton />
      </nav>
    </WalletportProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree(serverProps))
  document.body.append(container)
  const serverHtml = container.innerHTML
  const consoleErrors: unknown[][] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args))
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(container, tree(clientProps), { onRecoverableError: (error) => void recoverable.push(error) })
  })
  return { consoleErrors, recoverable, serverHtml, container }
}

describe('hydration', () => {
  it('behavior: server HTML of an instance hydrates with the browser\'s own instance: no mismatch, no warning', async () => {
    const server = setupWalletport({ themeMode: 'dark' })
    const client = setupWalletport({ themeMode: 'dark' })
    const { consoleErrors, recoverable, container } = await hydrate({ walletport: server.walletport }, { walletport: client.walletport })
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.textContent).toContain('Connect Wallet')
  })

  it('behavior: the loader form hydrates its server HTML (German, from the locale prop) with no mismatch', async () => {
    const loaded = setupWalletport()
    const loader = () => Promise.resolve(loaded.walletport)
    const { consoleErrors, recoverable, serverHtml, container } = await hydrate({ walletport: loader, locale: 'de' }, { walletport: loader, locale: 'de' })
    expect(serverHtml).toContain('Wallet verbinden')
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.textContent).toContain('Wallet verbinden')
  })

  it('behavior: a real mismatch is reported (the check can fail)', async () => {
    const server = setupWalletport({ locale: 'de' })
    const client = setupWalletport({ locale: 'en' })
    const { consoleErrors, recoverable } = await hydrate({ walletport: server.walletport }, { walletport: client.walletport })
    expect(recoverable.length + consoleErrors.length).toBeGreaterThan(0)
  })
})
