// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../core/index.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

const connector = (id: string, type: Connector['type'], name: string, extra: Partial<Connector> = {}): Connector => ({ id, type, name, chain: 'eip155', ...extra })

const CONNECTORS = [
  connector('ext', 'EXTERNAL', 'Hardware Wallet'),
  connector('fake-wallet', 'ANNOUNCED', 'Fake Wallet', { installed: true, info: { rdns: 'io.fake' }, imageUrl: 'data:image/svg+xml,%3Csvg/%3E' }),
  connector('wc', 'WALLET_CONNECT', 'WalletConnect'),
]

async function openConnect(options: Parameters<typeof setupWalletport>[0] = {}, connectors: readonly Connector[] = CONNECTORS) {
  const context = setupWalletport(options, { connectors })
  const rendered = renderWithWalletport(null, { walletport: context.walletport })
  await act(() => context.walletport.ready)
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  return { ...context, ...rendered, dialog }
}

describe('Connect view', () => {
  it('behavior: connector groups in their fixed order (WalletConnect, recent, installed, …), installed wallets with their icon and name', async () => {
    const { dialog } = await openConnect()
    const headings = within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['WalletConnect', 'Installed', 'Other wallets'])
    const installed = within(dialog).getByRole('list', { name: 'Installed' })
    const row = within(installed).getByRole('button', { name: /Fake Wallet/ })
    expect(row.textContent).toContain('Installed')
    expect(row.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(within(dialog).getByRole('button', { name: /All wallets/ })).toBeTruthy()
  })

  it('behavior: a recently used wallet comes first, once', async () => {
    const { walletport, dialog } = await openConnect()
    await act(() => walletport.connect({ connectorId: 'fake-wallet' }))
    await act(() => walletport.disconnect())
    act(() => walletport.open())
    await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['WalletConnect', 'Recent', 'Other wallets']))
    expect(within(dialog).getAllByRole('button', { name: /Fake Wallet/ })).toHaveLength(1)
  })

  it('behavior: socials on where an embedded wallet exists: the Google button shows; email stays hidden when off', async () => {
    const { dialog } = await openConnect({ projectId: 'project', features: { email: false, socials: ['google'] } })
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    expect(await within(dialog).findByRole('button', { name: /google/i })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: /email/i })).toBeNull()
  })

  it('behavior: no wallet in the browser says so', async () => {
    const { dialog } = await openConnect({}, [])
    expect(dialog.textContent).toContain('No wallet was found in this browser.')
    expect(within(dialog).getByRole('button', { name: /All wallets/ })).toBeTruthy()
  })

  it('parameters: termsConditionsUrl and privacyPolicyUrl show as links in the footer, opening in a new tab', async () => {
    const { dialog } = await openConnect({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' })
    const terms = within(dialog).getByRole('link', { name: 'Terms of Service (opens in a new tab)' })
    const privacy = within(dialog).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })
    expect([terms.getAttribute('href'), privacy.getAttribute('href'), terms.getAttribute('target')]).toEqual(['https://example.com/terms', 'https://example.com/privacy', '_blank'])
    expect(terms.parentElement?.textContent).toBe('By connecting your wallet, you agree to the Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab)')
  })

  it('parameters: privacyPolicyUrl alone shows that link only', async () => {
    const { dialog } = await openConnect({ privacyPolicyUrl: 'https://example.com/privacy' })
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy Policy (opens in a new tab)'])
  })

  it('default: no legal footer without terms or privacy URLs', async () => {
    const { dialog } = await openConnect()
    expect(within(dialog).queryByRole('link')).toBeNull()
  })

  it('parameters: enableInjected and enableEIP6963 false hide those wallets from the list', async () => {
    const { dialog } = await openConnect({ enableEIP6963: false })
    expect(within(dialog).queryByRole('button', { name: /Fake Wallet/ })).toBeNull()
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['WalletConnect', 'Other wallets'])
  })

  it('parameters: allWallets HIDE removes the All wallets entry', async () => {
    const { dialog } = await openConnect({ allWallets: 'HIDE' })
    expect(within(dialog).queryByRole('button', { name: /All wallets/ })).toBeNull()
  })

  it("parameters: allWallets 'ONLY_MOBILE' hides the entry on a desktop (no coarse pointer)", async () => {
    const { dialog } = await openConnect({ allWallets: 'ONLY_MOBILE' })
    expect(within(dialog).queryByRole('button', { name: /All wallets/ })).toBeNull()
  })

  it('behavior: views this build lacks (WhatIsAWallet) say so, with a way back', async () => {
    const { walletport, user, dialog } = await openConnect()
    act(() => walletport.navigate('WhatIsAWallet'))
    await within(dialog).findByRole('heading', { name: 'Not available' })
    expect(dialog.textContent).toContain("isn't available in this version")
    await user.click(within(dialog).getAllByRole('button', { name: 'Back' }).at(-1) as HTMLElement)
    await within(dialog).findByRole('heading', { name: 'Connect a wallet' })
  })

  it('behavior: SIWXSignMessage and ApproveTransaction are registered views with honest content', async () => {
    const { walletport, dialog } = await openConnect()
    act(() => walletport.navigate('SIWXSignMessage'))
    await within(dialog).findByRole('heading', { name: 'Sign in' })
    // Filled by the sign-in flow (SiwxSignMessage.test.tsx); without the siwx option Sign says 'SIWX is not enabled'.
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeTruthy()
    act(() => walletport.navigate('ApproveTransaction'))
    await within(dialog).findByRole('heading', { name: 'Approve transaction' })
    // Without an embedded wallet nothing can be waiting there.
    expect(dialog.textContent).toContain('Nothing is waiting for approval')
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2)
  })
})
