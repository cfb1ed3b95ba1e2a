// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { FAKE_SOLANA_CONNECTOR, renderWithWalletport, setupTwoNamespaces, setupWalletport } from './testing/renderWalletport.js'

/**
 * Serious and critical axe-core violations in the whole page (the modal is portalled to
 * body, outside Testing Library's container). jsdom does no layout or painting, so
 * axe's color-contrast rule cannot work there and is the one rule turned off; the
 * palettes are chosen for WCAG AA contrast and the browser e2e suite checks it for real.
 */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
}

async function setup() {
  const context = setupWalletport()
  const rendered = renderWithWalletport(
    <main>
      <ConnectButton />
      <NetworkButton />
    </main>,
    { walletport: context.walletport },
  )
  return { ...context, ...rendered }
}

describe('accessibility (axe-core)', () => {
  it('behavior: the audit catches a planted violation (so a pass means something)', async () => {
    const { container } = renderWithWalletport(<button type="button" />, { walletport: setupWalletport().walletport })
    expect(container.querySelector('button')).toBeTruthy()
    expect((await seriousViolations()).join()).toMatch(/button-name/)
  })

  it('Connect', async () => {
    const { walletport } = await setup()
    act(() => walletport.open())
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(await seriousViolations()).toEqual([])
  })

  it('Account', async () => {
    const { walletport } = await setup()
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    act(() => walletport.open())
    await screen.findByRole('dialog', { name: 'Account' })
    expect(await seriousViolations()).toEqual([])
  })

  it('Networks', async () => {
    const { walletport } = await setup()
    act(() => walletport.open({ view: 'Networks' }))
    await screen.findByRole('dialog', { name: 'Choose a network' })
    expect(await seriousViolations()).toEqual([])
  })

  it('UnsupportedChain', async () => {
    const { walletport, chain } = await setup()
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    act(() => chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 999 }))
    await screen.findByRole('dialog', { name: 'Switch network' })
    expect(await seriousViolations()).toEqual([])
  })

  it('AllWallets and ConnectingExternal', async () => {
    const { walletport, chain } = await setup()
    act(() => walletport.open({ view: 'AllWallets' }))
    await screen.findByRole('dialog', { name: 'All wallets' })
    expect(await seriousViolations()).toEqual([])
    chain.holdNext('connect')
    act(() => walletport.navigate({ view: 'ConnectingExternal', params: { connectorId: FAKE_CONNECTOR_ID } }))
    await screen.findByText('Continue in Fake Wallet')
    expect(await seriousViolations()).toEqual([])
  })

  it('SwitchActiveChain, the Connect list narrowed to Solana, and Account with two wallets', async () => {
    const { walletport } = setupTwoNamespaces()
    renderWithWalletport(<main><ConnectButton /></main>, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' }))
    act(() => walletport.open({ view: 'SwitchActiveChain', params: { chainNamespace: 'solana' } }))
    await screen.findByRole('dialog', { name: 'Connect another wallet' })
    expect(await seriousViolations()).toEqual([])
    act(() => walletport.navigate({ view: 'Connect', params: { namespace: 'solana' } }))
    await screen.findByRole('region', { name: 'Wallets for Solana' })
    expect(await seriousViolations()).toEqual([])
    await act(() => walletport.connect({ connectorId: FAKE_SOLANA_CONNECTOR.id, namespace: 'solana' }))
    act(() => walletport.open())
    await screen.findByRole('button', { name: 'Disconnect all wallets' })
    expect(await seriousViolations()).toEqual([])
  })
})
