// @vitest-environment jsdom
// The provider given createWalletport's instance before its code has loaded (the eager form's
// first instance on a page): the buttons paint at once, styled and worded by the options given,
// and the instance loads after that paint.
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildWalletport } from '../composition/buildWalletport.js'
import { mainnet, polygon } from '../core/network/presets.js'
import type { WalletportOptions } from '../core/options/WalletportOptions.js'
import { Walletport } from '../core/Walletport.js'
import type { WalletportCore } from '../core/WalletportCore.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { renderToString } from 'react-dom/server'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { WalletportProvider } from './WalletportProvider.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

/** An instance whose build the test lets through by hand, counting how often it was asked. */
function pendingInstance(options: Partial<WalletportOptions> = {}) {
  const given: WalletportOptions = { networks: [mainnet, polygon], ...options }
  let arrive!: () => void
  let builds = 0
  const walletport = new Walletport(
    () => {
      builds += 1
      return new Promise<WalletportCore>((resolve) => {
        arrive = () => resolve(buildWalletport(given, { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], storage: new InMemoryStorage(), clock: new ManualClock() }))
      })
    },
    { givenOptions: given },
  )
  return {
    walletport,
    arrive: () => arrive(),
    get builds() {
      return builds
    },
  }
}

describe('WalletportProvider with an instance whose code has not loaded', () => {
  it('paints the buttons in the given theme and language, loads the instance after that paint, then follows it', async () => {
    const pending = pendingInstance({ themeMode: 'dark', locale: 'de', themeVariables: { '--wp-accent': '#ff0000' } })
    renderWithWalletport(
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
      { walletport: pending.walletport },
    )
    const button = screen.getByRole('button', { name: 'Wallet verbinden' })
    expect(screen.getByRole('button', { name: /^Netzwerk/ }).style.getPropertyValue('--wp-color-surface')).toBe('#212128')
    // The integrator's own variable rides on every button: their values may read it.
    expect(button.style.getPropertyValue('--wp-accent')).toBe('#ff0000')
    expect(pending.builds).toBe(0)
    await waitFor(() => expect(pending.builds).toBe(1))

    await act(async () => {
      pending.arrive()
      await pending.walletport.load()
    })
    await act(() => pending.walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    expect(await screen.findByRole('button', { name: /0xf39F/i })).toBeTruthy()
  })

  it('ignores given look options of the wrong shape until the instance validates them', () => {
    const pending = pendingInstance({
      themeMode: 'purple' as 'dark',
      themeVariables: { '--wp-color-accent': { evil: true } as unknown as string, color: 'red' } as WalletportOptions['themeVariables'],
      locale: 7 as unknown as string,
    })
    renderWithWalletport(<ConnectButton />, { walletport: pending.walletport })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    // The default theme's own accent, and no stray property.
    expect(button.style.getPropertyValue('--wp-color-accent')).toBe('#3b5bdb')
    expect(button.getAttribute('style')).not.toContain('color: red')
  })

  it('a click before the load shows the loading shell and opens the modal once the instance is there', async () => {
    const pending = pendingInstance()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: pending.walletport })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      pending.arrive()
      await pending.walletport.load()
    })
    expect(pending.walletport.getModal().open).toBe(true)
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('starts from the state the instance starts from: the default network shows at once, and a server render matches a loaded instance\'s', async () => {
    const page = (walletport: Walletport) => (
      <WalletportProvider walletport={walletport}>
        <NetworkButton />
        <ConnectButton />
      </WalletportProvider>
    )
    const pending = pendingInstance({ defaultNetwork: polygon })
    const loaded = new Walletport(buildWalletport({ networks: [mainnet, polygon], defaultNetwork: polygon }, { chainAdapters: [], storage: new InMemoryStorage(), clock: new ManualClock() }))
    expect(renderToString(page(pending.walletport))).toBe(renderToString(page(loaded)))
    renderWithWalletport(<NetworkButton />, { walletport: pending.walletport })
    expect(screen.getByRole('button', { name: /Polygon/ }).hasAttribute('aria-busy')).toBe(false)
    loaded.destroy()
  })
})
