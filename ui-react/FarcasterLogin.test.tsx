// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

beforeAll(async () => {
  await loadModal('en')
})
afterEach(() => vi.restoreAllMocks())

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`)
}

/** The Connect view with farcaster among the socials; CONNECT_FARCASTER answers when the test says. */
async function openConnect() {
  const frame = new FakeEmbeddedWalletFrame()
  let complete: ((value: unknown) => void) | undefined
  let fail: ((error: unknown) => void) | undefined
  let channel = 0
  frame.handle('GET_FARCASTER_URI', () => ({ url: `https://relay.example/app?channelToken=channel-${++channel}` }))
  frame.handle('CONNECT_FARCASTER', () => new Promise((resolve, reject) => ((complete = resolve), (fail = reject))))
  const context = setupEmailWalletport({ features: { email: true, socials: ['farcaster', 'google'] } }, {}, frame)
  renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.ready)
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  const section = await within(dialog).findByRole('region', { name: 'Sign in with a social account' })
  return { ...context, frame, dialog, section, complete: (value: unknown) => complete?.(value), fail: (error: unknown) => fail?.(error) }
}

describe('ConnectingFarcaster', () => {
  it('behavior: the Farcaster button opens the view: the code as a QR with Copy link and Open; the app signs in → connected, the modal closes', async () => {
    const { section, walletport, frame, complete } = await openConnect()
    fireEvent.click(within(section).getByRole('button', { name: 'Farcaster' }))
    const view = await screen.findByRole('dialog', { name: 'Sign in with Farcaster' })
    const qr = await within(view).findByRole('img', { name: 'QR code to sign in with Farcaster' })
    expect(qr.getAttribute('data-uri')).toBe('https://relay.example/app?channelToken=channel-1')
    expect(within(view).getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe('https://relay.example/app?channelToken=channel-1')
    expect(within(view).getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(within(view).getByText('Scan with your phone')).toBeTruthy()
    expect(await seriousViolations()).toEqual([])
    await waitFor(() => expect(frame.requestsOf('CONNECT_FARCASTER')).toHaveLength(1))

    // The Farcaster app signed in: the frame holds a session now (the fake's own sign-in), and CONNECT_FARCASTER answers.
    await frame.request({ type: 'CONNECT_SOCIAL', payload: { uri: 'signed-in-elsewhere' } })
    act(() => complete({ userName: 'fake_farcaster_user' }))
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    expect(walletport.getAccount()).toMatchObject({ socialProvider: 'farcaster' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 20_000)

  it('behavior: leaving the view cancels the login in the frame (RELOAD, then SYNC_DAPP_DATA)', async () => {
    const { section, walletport, frame } = await openConnect()
    fireEvent.click(within(section).getByRole('button', { name: 'Farcaster' }))
    const view = await screen.findByRole('dialog', { name: 'Sign in with Farcaster' })
    await within(view).findByRole('img', { name: 'QR code to sign in with Farcaster' })
    await waitFor(() => expect(frame.requestsOf('CONNECT_FARCASTER')).toHaveLength(1))
    const syncs = frame.requestsOf('SYNC_DAPP_DATA').length
    act(() => walletport.goBack())
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await waitFor(() => expect(frame.requestsOf('RELOAD')).toHaveLength(1))
    await waitFor(() => expect(frame.requestsOf('SYNC_DAPP_DATA')).toHaveLength(syncs + 1))
    expect(walletport.getAccount().status).not.toBe('connected')
  }, 20_000)

  it('fault: an expired code says so and offers a new one, which shows a new QR', async () => {
    const { section, frame, fail } = await openConnect()
    fireEvent.click(within(section).getByRole('button', { name: 'Farcaster' }))
    const view = await screen.findByRole('dialog', { name: 'Sign in with Farcaster' })
    await within(view).findByRole('img', { name: 'QR code to sign in with Farcaster' })
    await waitFor(() => expect(frame.requestsOf('CONNECT_FARCASTER')).toHaveLength(1))
    act(() => fail(new Error('This Farcaster code has expired.')))
    expect((await within(view).findByRole('alert')).textContent).toBe('This code has expired.')
    expect(await seriousViolations()).toEqual([])
    fireEvent.click(within(view).getByRole('button', { name: 'Get a new code' }))
    const qr = await within(view).findByRole('img', { name: 'QR code to sign in with Farcaster' })
    expect(qr.getAttribute('data-uri')).toBe('https://relay.example/app?channelToken=channel-2')
  }, 20_000)
})
