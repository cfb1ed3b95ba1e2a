// @vitest-environment jsdom
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Walletport } from '../core/index.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { FAKE_ADDRESS, renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useModalState } from './useModalState.js'
import { useSiwx } from './useSiwx.js'
import { useWalletport } from './useWalletport.js'
import { WalletportProvider } from './WalletportProvider.js'

/** A loader the test resolves by hand, counting its calls. */
function deferredLoader() {
  let resolve!: (walletport: Walletport) => void
  let reject!: (error: unknown) => void
  let calls = 0
  const load = () => {
    calls += 1
    return new Promise<Walletport>((resolvePromise, rejectPromise) => {
      resolve = resolvePromise
      reject = rejectPromise
    })
  }
  return {
    load,
    get calls() {
      return calls
    },
    resolve: (walletport: Walletport) => resolve(walletport),
    reject: (error: unknown) => reject(error),
  }
}

describe('WalletportProvider with a loader (the core out of the initial bundle)', () => {
  it('paints the buttons before the core is there, in the locale given, then follows the instance', async () => {
    const loader = deferredLoader()
    const { walletport } = setupWalletport({ locale: 'de' })
    renderWithWalletport(
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
      { walletport: loader.load, locale: 'de', themeMode: 'dark' },
    )
    const button = screen.getByRole('button', { name: 'Wallet verbinden' })
    expect(button.style.getPropertyValue('--wp-color-accent')).toBe('#3b5bdb')
    // No network is known yet: the network button says so neutrally, not 'unsupported'.
    const network = screen.getByRole('button', { name: 'Netzwerk' })
    // The dark palette, as far as the network button's look reads it.
    expect(network.style.getPropertyValue('--wp-color-surface')).toBe('#212128')
    expect(network.getAttribute('aria-busy')).toBe('true')
    // The load starts after the first paint (a frame after the effects: React may run them before the paint), once.
    expect(loader.calls).toBe(0)
    await waitFor(() => expect(loader.calls).toBe(1))

    await act(async () => loader.resolve(walletport))
    expect(screen.getByRole('button', { name: /^Netzwerk: Ethereum/ }).hasAttribute('aria-busy')).toBe(false)
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    expect(await screen.findByRole('button', { name: /0xf39F/i })).toBeTruthy()
  })

  it('a click before the core is there shows the loading shell at once and opens the modal once the core is', async () => {
    const loader = deferredLoader()
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: loader.load })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true')

    await act(async () => loader.resolve(walletport))
    expect(walletport.getModal().open).toBe(true)
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('a hover loads the core and what its open needs next (prepareOpen), once, the modal staying closed', async () => {
    const loader = deferredLoader()
    const { walletport } = setupWalletport()
    const prepareOpen = vi.spyOn(walletport, 'prepareOpen')
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: loader.load })
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(loader.calls).toBe(1)
    expect(prepareOpen).not.toHaveBeenCalled()

    await act(async () => loader.resolve(walletport))
    expect(prepareOpen).toHaveBeenCalledTimes(1)
    await user.unhover(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(loader.calls).toBe(1)
    expect(walletport.getModal().open).toBe(false)
    await prepareOpen.mock.results[0]?.value
    expect(walletport.getDirectoryWallets().status).not.toBe('loading')
  })

  it('closing the shell before the core is there gives the open up: the core arrives closed', async () => {
    const loader = deferredLoader()
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: loader.load })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    await act(async () => loader.resolve(walletport))
    expect(walletport.getModal().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a core that fails to load after a click says so in the shell; Try again loads it and opens', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loader = deferredLoader()
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: loader.load })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await act(async () => loader.reject(new Error('chunk failed')))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "The wallet options couldn't load. Check your connection and try again.")

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true')
    await act(async () => loader.resolve(walletport))
    expect(walletport.getModal().open).toBe(true)
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    error.mockRestore()
  })

  it('hooks report disconnected and closed until then; their actions wait for the core', async () => {
    const loader = deferredLoader()
    const { walletport } = setupWalletport()
    const wrapper = ({ children }: { readonly children?: ReactNode }) => <WalletportProvider walletport={loader.load}>{children}</WalletportProvider>
    const { result } = renderHook(() => ({ account: useAccount(), modal: useModalState(), siwx: useSiwx(), handle: useWalletport(), disconnect: useDisconnect() }), { wrapper })
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(result.current.modal).toEqual({ open: false, view: 'Connect', loading: false })
    expect(result.current.siwx.status).toBe('disabled')
    expect(result.current.handle.walletport).toBeUndefined()
    expect(result.current.handle.close()).toBe(true)

    const ready = result.current.handle.ready()
    await act(async () => loader.resolve(walletport))
    expect(await ready).toBe(walletport)
    expect(result.current.handle.walletport).toBe(walletport)

    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    expect(result.current.account.address).toBe(FAKE_ADDRESS)
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
  })

  it('a load that fails is logged, and the next click tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loader = deferredLoader()
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: loader.load })
    await waitFor(() => expect(loader.calls).toBe(1))
    await act(async () => loader.reject(new Error('chunk failed')))
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the core failed to load'), expect.any(Error))

    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(loader.calls).toBe(2)
    await act(async () => loader.resolve(walletport))
    expect(walletport.getModal().open).toBe(true)
    error.mockRestore()
  })

  it('with an instance nothing changes: it is there at once', () => {
    const { walletport } = setupWalletport()
    const wrapper = ({ children }: { readonly children?: ReactNode }) => <WalletportProvider walletport={walletport}>{children}</WalletportProvider>
    const { result } = renderHook(() => useWalletport(), { wrapper })
    expect(result.current.walletport).toBe(walletport)
  })

  describe('a returning visitor (a connection in the default storage)', () => {
    const STORED = JSON.stringify([{ namespace: 'eip155', connectorId: 'io.metamask', caipNetworkId: 'eip155:1', status: 'connected' }])
    afterEach(() => localStorage.clear())

    it('sees Connecting… from the first paint, not Connect Wallet, until the core has restored (or not) the wallet', async () => {
      localStorage.setItem('walletport:connections', STORED)
      const loader = deferredLoader()
      const { walletport } = setupWalletport()
      renderWithWalletport(<ConnectButton />, { walletport: loader.load })
      const button = screen.getByRole('button', { name: 'Connecting…' })
      expect(button.getAttribute('aria-busy')).toBe('true')

      // This instance has no such wallet: once it is there, its state rules.
      await waitFor(() => expect(loader.calls).toBe(1))
      await act(async () => loader.resolve(walletport))
      expect(screen.getByRole('button', { name: 'Connect Wallet' }).hasAttribute('aria-busy')).toBe(false)
    })

    it.each([
      ['nothing stored', undefined],
      ['an empty list', '[]'],
      ['not JSON', '{'],
      ['an unknown namespace', JSON.stringify([{ namespace: 'cosmos' }])],
    ])('%s: Connect Wallet', (_name, stored) => {
      if (stored !== undefined) localStorage.setItem('walletport:connections', stored)
      renderWithWalletport(<ConnectButton />, { walletport: deferredLoader().load })
      expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    })

    it('hydrating server HTML (which never sees the storage) matches it first, then shows Connecting…', async () => {
      const loader = deferredLoader()
      const tree = (
        <WalletportProvider walletport={loader.load}>
          <ConnectButton />
        </WalletportProvider>
      )
      const container = Object.assign(document.createElement('div'), { innerHTML: renderToString(tree) })
      document.body.append(container)
      expect(container.textContent).toBe('Connect Wallet')
      localStorage.setItem('walletport:connections', STORED)
      const errors: unknown[] = []
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args))
      await act(async () => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => void errors.push(error) })
      })
      spy.mockRestore()
      expect(errors).toEqual([])
      expect(container.querySelector('button')?.textContent).toBe('Connecting…')
      container.remove()
    })
  })
})
