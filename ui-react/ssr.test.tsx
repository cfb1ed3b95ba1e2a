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

describe('server rendering: concurrent requests', () => {
  it('behavior: two interleaved streaming renders with two instances share nothing', async () => {
    const { renderToPipeableStream } = await import('react-dom/server')
    const { Suspense, use } = await import('react')
    const { Writable } = await import('node:stream')
    const { WalletportProvider, ConnectButton, NetworkButton } = await import('./index.js')
    // Visitor A: connected, German, dark. Visitor B: a fresh instance, English, light.
    const a = setupWalletport({ locale: 'de', themeMode: 'dark' })
    await a.walletport.connect({ connectorId: a.chain.getConnectors()[0]?.id ?? '' })
    const b = setupWalletport({ locale: 'en', themeMode: 'light' })

    // Each page waits on its own data inside a Suspense boundary; the test decides when.
    const gate = () => {
      let open = (): void => undefined
      const opened = new Promise<void>((resolve) => (open = resolve))
      return { opened, open }
    }
    function Page({ data }: { readonly data: Promise<void> }) {
      use(data)
      return (
        <>
          <ConnectButton />
          <NetworkButton />
        </>
      )
    }
    const render = (walletport: typeof a.walletport, data: Promise<void>) =>
      new Promise<string>((resolve, reject) => {
        let html = ''
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString()
            done()
          },
        })
        sink.on('finish', () => resolve(html))
        const stream = renderToPipeableStream(
          <WalletportProvider walletport={walletport}>
            <Suspense fallback={<p>loading</p>}>
              <Page data={data} />
            </Suspense>
          </WalletportProvider>,
          { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
        )
      })
    const gateA = gate()
    const gateB = gate()
    const pageA = render(a.walletport, gateA.opened)
    const pageB = render(b.walletport, gateB.opened)
    // B finishes while A is suspended in the middle of its tree, then A resumes.
    gateB.open()
    const htmlB = await pageB
    gateA.open()
    const htmlA = await pageA

    expect(htmlA).toContain('0xf39f…2266')
    expect(htmlA).toContain('Netzwerk:')
    expect(htmlA).toContain('--wp-color-surface:#212128')
    expect(htmlA).not.toContain('Connect Wallet')
    expect(htmlB).toContain('Connect Wallet')
    expect(htmlB).toContain('--wp-color-accent:#3b5bdb')
    expect(htmlB).not.toContain('#212128')
    expect(htmlB).not.toContain('0xf39f')
    expect(htmlB).not.toContain('Netzwerk')
  })
})
