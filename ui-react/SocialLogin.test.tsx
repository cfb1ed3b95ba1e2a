// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

const FRAME_ORIGIN = 'https://secure.walletconnect.org'

beforeAll(async () => {
  await loadModal('en')
})
afterEach(() => vi.restoreAllMocks())

/** A popup window as `window.open` returns it: where it was sent, closed or not. */
function fakePopup() {
  return { closed: false, location: { href: '' }, close() { this.closed = true } }
}

/** A message event as the browser builds it: its origin and source window are the browser's to set. */
function postFrom(source: unknown, origin: string, data: unknown): void {
  const event = new Event('message')
  Object.defineProperties(event, { origin: { value: origin }, source: { value: source }, data: { value: data } })
  window.dispatchEvent(event)
}

async function openConnect(options: { readonly socials?: readonly ('google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook')[] } = {}) {
  const frame = new FakeEmbeddedWalletFrame()
  const context = setupEmailWalletport({ features: { email: true, ...(options.socials ? { socials: options.socials } : { socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] }) } }, {}, frame)
  renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.ready)
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  const section = await within(dialog).findByRole('region', { name: 'Sign in with a social account' })
  return { ...context, dialog, section }
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`)
}

describe('Connect view: social method', () => {
  it('default: the socials in their order (farcaster third), the first three shown and the rest behind More', async () => {
    const { section } = await openConnect()
    const names = () => within(section).getAllByRole('button').map((button) => button.textContent)
    expect(names()).toEqual(['GGoogle', 'XX', 'FFarcaster', 'More options (4)'])
    fireEvent.click(within(section).getByRole('button', { name: 'More options (4)' }))
    expect(names()).toEqual(['GGoogle', 'XX', 'FFarcaster', 'DDiscord', 'AApple', 'GGitHub', 'FFacebook'])
    expect(await seriousViolations()).toEqual([])
  }, 20_000)

  it('parameters: a socials list picks and orders them; false hides the method', async () => {
    const { section } = await openConnect({ socials: ['github', 'google'] })
    expect(within(section).getAllByRole('button').map((button) => button.textContent)).toEqual(['GGitHub', 'GGoogle'])
  })

  it('behavior: a click opens the popup at once on the frame origin, the provider page follows, the popup result connects and the header shows the social username', async () => {
    const { section, walletport, frame } = await openConnect()
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)

    fireEvent.click(within(section).getByRole('button', { name: 'Google' }))

    // Synchronously, inside the click: no popup blocker.
    expect(open).toHaveBeenCalledWith(`${FRAME_ORIGIN}/loading`, 'walletport-social', 'popup,width=600,height=800')
    const view = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(await within(view).findByText('Continue in the Google window…')).toBeTruthy()
    expect(await seriousViolations()).toEqual([])
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/auth\.example\/google\?state=/))

    postFrom(popup, 'https://evil.example', { resultUri: 'from-another-origin' })
    postFrom(window, FRAME_ORIGIN, { resultUri: 'from-another-window' })
    postFrom(popup, FRAME_ORIGIN, { resultUri: 'the-result' })
    postFrom(popup, FRAME_ORIGIN, { resultUri: 'a-second-result' })

    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    expect(frame.requestsOf('CONNECT_SOCIAL')).toEqual([expect.objectContaining({ uri: 'the-result' })])
    expect(popup.closed).toBe(true)
    await waitFor(() => expect(walletport.getModal().open).toBe(false))
    act(() => walletport.open())
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(account).getByText('fake_social_user')).toBeTruthy()
  }, 20_000)

  it('fault: a blocked popup stays on Connect with a message', async () => {
    const { section, walletport } = await openConnect()
    vi.spyOn(window, 'open').mockImplementation(() => null)
    fireEvent.click(within(section).getByRole('button', { name: 'X' }))
    expect(await screen.findByText('The sign-in window was blocked. Allow popups for this site and try again.')).toBeTruthy()
    expect(walletport.getRoute().view).toBe('Connect')
  })

  it('fault: a popup closed by the visitor goes back to Connect with a message', async () => {
    const { section, walletport, frame } = await openConnect()
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    fireEvent.click(within(section).getByRole('button', { name: 'X' }))
    await screen.findByRole('dialog', { name: 'Sign in' })
    popup.closed = true
    expect(await screen.findByText('The sign-in window was closed before you signed in.', {}, { timeout: 3_000 })).toBeTruthy()
    expect(walletport.getRoute().view).toBe('Connect')
    expect(frame.requestsOf('CONNECT_SOCIAL')).toEqual([])
  })

  it('behavior: Cancel closes the popup and goes back to Connect', async () => {
    const { section, walletport } = await openConnect()
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    fireEvent.click(within(section).getByRole('button', { name: 'Google' }))
    const view = await screen.findByRole('dialog', { name: 'Sign in' })
    fireEvent.click(within(view).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(walletport.getRoute().view).toBe('Connect'))
    expect(popup.closed).toBe(true)
  })
})
