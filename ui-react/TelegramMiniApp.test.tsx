// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { finishSocialReturn } from './socialReturn.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'
import { WalletportProvider } from './WalletportProvider.js'

const SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

beforeAll(async () => {
  await loadModal('en')
})
afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { Telegram?: unknown }).Telegram
  window.history.replaceState(null, '', '/')
})

function inTelegram(platform: string): void {
  Object.assign(window, { Telegram: { WebApp: { platform, initData: 'query_id=1&hash=0' } } })
}

async function openConnect(frame = new FakeEmbeddedWalletFrame()) {
  const context = setupEmailWalletport({ features: { email: true, socials: [...SOCIALS] } }, {}, frame)
  renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.ready)
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  const section = await within(dialog).findByRole('region', { name: 'Sign in with a social account' })
  return { ...context, section }
}

const names = (section: HTMLElement) => within(section).getAllByRole('button').map((button) => button.textContent)

describe('Telegram mini app: the social login without a popup', () => {
  it('behavior: on iOS google is left out of the socials', async () => {
    inTelegram('ios')
    const ios = await openConnect()
    fireEvent.click(within(ios.section).getByRole('button', { name: /More options/ }))
    expect(names(ios.section)).toEqual(['XX', 'FFarcaster', 'DDiscord', 'AApple', 'GGitHub', 'FFacebook'])
  })

  it('parameters: Android removes facebook and x', async () => {
    inTelegram('android')
    const android = await openConnect()
    expect(names(android.section)).toEqual(['GGoogle', 'FFarcaster', 'DDiscord', 'More options (2)'])
  })

  it('behavior: a click opens no popup: the page goes _top to the provider with this page as return URL; the return with result_uri connects with the stored provider', async () => {
    inTelegram('tdesktop')
    window.history.replaceState(null, '', '/shop?x=1')
    const { section, walletport, frame } = await openConnect()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)

    fireEvent.click(within(section).getByRole('button', { name: 'Google' }))

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open.mock.calls[0]).toEqual([expect.stringMatching(/^https:\/\/auth\.example\/google\?state=/), '_top'])
    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([{ provider: 'google', returnUrl: `${window.location.origin}/shop?x=1` }])

    // Back from the provider (the backend's redirect): the handle in the address.
    window.history.replaceState(null, '', '/shop?x=1&result_uri=the-handle')
    const log = vi.fn()
    const replace = vi.spyOn(window.history, 'replaceState')
    await finishSocialReturn(() => Promise.resolve(walletport), window, log)

    expect(replace).toHaveBeenCalledWith(null, '', `${window.location.origin}/shop?x=1`)
    expect(window.location.search).toBe('?x=1')
    expect(frame.requestsOf('CONNECT_SOCIAL')).toEqual([expect.objectContaining({ uri: 'the-handle' })])
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', socialProvider: 'google' })
    expect(log).not.toHaveBeenCalled()
    // The stored provider was cleared: a second return (a forged or stale address) has none.
    window.history.replaceState(null, '', '/?result_uri=again')
    await finishSocialReturn(() => Promise.resolve(walletport), window, log)
    expect(walletport.getAccount().socialProvider).toBe('social')
  })

  it('fault: a refused result_uri is logged, removed from the address bar all the same, and nothing connects', async () => {
    const frame = new FakeEmbeddedWalletFrame()
    frame.handle('CONNECT_SOCIAL', () => {
      throw new Error('This sign-in result has expired or was already used: sign in again.')
    })
    const { walletport } = setupEmailWalletport({ features: { email: true, socials: ['google'] } }, {}, frame)
    window.history.replaceState(null, '', '/?result_uri=stale#top')
    const log = vi.fn()
    await finishSocialReturn(() => Promise.resolve(walletport), window, log)
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#top')
    expect(log).toHaveBeenCalledWith('walletport: the social login did not complete', expect.objectContaining({ message: expect.stringContaining('expired or was already used') }))
    expect(walletport.getAccount().status).not.toBe('connected')
  })

  it('behavior: without result_uri nothing happens (no core load)', async () => {
    const ready = vi.fn()
    await finishSocialReturn(ready, window)
    expect(ready).not.toHaveBeenCalled()
  })

  it('behavior: the provider finishes the return after the first paint, loading the core through its loader', async () => {
    const { walletport } = setupEmailWalletport({ features: { email: true, socials: ['google'] } })
    window.history.replaceState(null, '', '/?result_uri=h-2')
    render(<WalletportProvider walletport={() => Promise.resolve(walletport)}><ConnectButton /></WalletportProvider>)
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    expect(window.location.search).toBe('')
  })
})
