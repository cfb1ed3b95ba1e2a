// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { setupWalletport } from './testing/renderWalletport.js'

describe('server rendering', () => {
  it('behavior: importing walletport/react touches no window or document', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const react = await import('./index.js')
    expect(typeof react.WalletportProvider).toBe('function')
  })

  it('behavior: the provider and buttons render to a string; the modal does not (client only)', async () => {
    const { WalletportProvider, ConnectButton, NetworkButton } = await import('./index.js')
    const { walletport } = setupWalletport()
    walletport.open()
    const html = renderToString(
      <WalletportProvider walletport={walletport}>
        <ConnectButton />
        <NetworkButton />
      </WalletportProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    expect(html).not.toContain('role="dialog"')
  })
})
