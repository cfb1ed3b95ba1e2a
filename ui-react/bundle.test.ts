import { build, type Metafile } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Bundles walletport/react the way a host app would (react external) and splits initial from lazy inputs. */
async function chunks() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['ui-react/index.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    minify: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'silent',
  })
  const outputs: Metafile['outputs'] = result.metafile.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'ui-react/index.ts') ?? ''
  const initial = new Set<string>()
  const visit = (path: string) => {
    if (initial.has(path)) return
    initial.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  const inputsOf = (paths: string[]) => paths.flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'))
  const lazyChunks = js.filter((path) => !initial.has(path)).map((path) => inputsOf([path]))
  // What the modal's first open loads: its chunk and the chunks it imports statically.
  const modalOpen = new Set<string>()
  const visitModal = (path: string) => {
    if (modalOpen.has(path) || initial.has(path)) return
    modalOpen.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visitModal(imported.path)
  }
  const modalEntry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'ui-react/modal/ModalRoot.tsx')
  if (modalEntry) visitModal(modalEntry)
  return { initial: inputsOf(js.filter((path) => initial.has(path))), lazy: inputsOf(js.filter((path) => !initial.has(path))), lazyChunks, modalOpen: inputsOf([...modalOpen]) }
}

describe('bundle split', () => {
  it('behavior: the initial bundle holds hooks and buttons only — no @emotion, no modal, no test support', async () => {
    const { initial, lazy } = await chunks()
    expect(initial.filter((input) => input.includes('@emotion') || input.includes('ui-react/modal/') || input.includes('ui-react/testing/'))).toEqual([])
    expect(initial).toContain('ui-react/ConnectButton.tsx')
    expect(lazy).toContain('ui-react/modal/ModalRoot.tsx')
    expect(lazy.some((input) => input.includes('@emotion/react'))).toBe(true)
  }, 30_000)

  it('behavior: the catalogues are lazy: English with the modal, German in a chunk of its own; the buttons carry only their texts', async () => {
    const { initial, lazyChunks } = await chunks()
    expect(initial).toContain('ui-react/i18n/buttons.ts')
    expect(initial.filter((input) => /ui-react\/i18n\/(en|de|locales\/de|fullTranslator)\.ts$/.test(input) || input.includes('core/errors/alerts.ts'))).toEqual([])
    const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
    const germanChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/i18n/locales/de.ts')) ?? []
    expect(germanChunk).toHaveLength(1)
    expect(modalChunk).toEqual(expect.arrayContaining(['ui-react/i18n/en.ts', 'ui-react/i18n/fullTranslator.ts', 'ui-react/modal/connectorListSource.ts']))
    expect(modalChunk).not.toContain('ui-react/i18n/locales/de.ts')
    expect(germanChunk).not.toContain('ui-react/modal/ModalRoot.tsx')
  }, 30_000)

  it('behavior: the email login and update views are one lazy chunk of their own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/email/',
      loader: 'ui-react/modal/views/lazyEmailViews.tsx',
      members: ['ui-react/modal/views/email/emailChunk.ts', 'ui-react/modal/views/email/OtpBoxes.tsx', 'ui-react/modal/views/email/EmailForm.tsx'],
    })
  }, 30_000)

  it('behavior: the social login views are one lazy chunk of their own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/social/',
      loader: 'ui-react/modal/views/lazySocialViews.tsx',
      members: ['ui-react/modal/views/social/socialChunk.ts', 'ui-react/modal/views/social/SocialMethod.tsx', 'ui-react/modal/views/social/ConnectingSocialView.tsx'],
    })
  }, 30_000)

  it('behavior: the Farcaster view is a lazy chunk of its own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/farcaster/',
      loader: 'ui-react/modal/views/lazyFarcasterView.ts',
      members: ['ui-react/modal/views/farcaster/farcasterChunk.ts', 'ui-react/modal/views/farcaster/ConnectingFarcasterView.tsx'],
    })
  }, 30_000)

  it('behavior: the Receive view is a lazy chunk of its own, outside the initial bundle and the modal chunk; the QR code it shares with WalletConnect is not in the initial bundle', async () => {
    const { initial } = await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/receive/',
      loader: 'ui-react/modal/views/lazyWalletReceiveView.tsx',
      members: ['ui-react/modal/views/receive/WalletReceiveView.tsx'],
    })
    expect(initial.filter((input) => input.includes('node_modules/uqr/'))).toEqual([])
  }, 30_000)

  it('behavior: the Buy crypto view is a lazy chunk of its own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({ folder: 'ui-react/modal/views/onramp/', loader: 'ui-react/modal/views/lazyOnrampView.tsx', members: ['ui-react/modal/views/onramp/OnrampView.tsx'] })
  }, 30_000)

  it('behavior: the Send views are one lazy chunk of their own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/send/',
      loader: 'ui-react/modal/views/lazyWalletSendViews.tsx',
      members: ['ui-react/modal/views/send/WalletSendView.tsx', 'ui-react/modal/views/send/WalletSendPreviewView.tsx', 'ui-react/modal/views/send/WalletSendViews.tsx'],
    })
  }, 30_000)

  it('behavior: the Swap view is a lazy chunk of its own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/swap/',
      loader: 'ui-react/modal/views/lazySwapView.tsx',
      members: ['ui-react/modal/views/swap/SwapView.tsx', 'ui-react/modal/views/swap/TokenPicker.tsx'],
    })
  }, 30_000)

  it('behavior: the Pay view is a lazy chunk of its own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({ folder: 'ui-react/modal/views/pay/', loader: 'ui-react/modal/views/lazyPayView.tsx', members: ['ui-react/modal/views/pay/PayView.tsx', 'ui-react/modal/views/pay/payStep.ts'] })
  }, 30_000)

  it('behavior: the RegisterAccountName views are a lazy chunk of their own, outside the initial bundle and the modal chunk', async () => {
    await expectOwnLazyChunk({
      folder: 'ui-react/modal/views/RegisterAccountNameView.tsx',
      loader: 'ui-react/modal/views/lazyRegisterAccountNameViews.tsx',
      members: ['ui-react/modal/views/RegisterAccountNameView.tsx'],
    })
  }, 30_000)

  it('behavior: the QR encoder is not in what the modal\'s first open loads (a connect without WalletConnect never needs it)', async () => {
    const { initial, modalOpen } = await chunks()
    expect([...initial, ...modalOpen].filter((input) => input.includes('node_modules/uqr/') || input === 'ui-react/modal/parts/QrCode.tsx')).toEqual([])
    expect(modalOpen).toContain('ui-react/modal/views/ConnectingWalletConnectPanel.tsx')
  }, 30_000)
})

/**
 * A feature's views (`folder`) are one lazy chunk holding `members`: none of them in the initial
 * bundle or the modal chunk, which carries only their `loader`. The bundle's chunks, for more checks.
 */
async function expectOwnLazyChunk(feature: { readonly folder: string; readonly loader: string; readonly members: readonly string[] }) {
  const bundle = await chunks()
  const { initial, lazyChunks } = bundle
  const isFeature = (input: string) => input.startsWith(feature.folder)
  expect(initial.filter(isFeature)).toEqual([])
  const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
  expect(modalChunk.filter(isFeature)).toEqual([])
  expect(modalChunk).toContain(feature.loader)
  const featureChunks = lazyChunks.filter((inputs) => inputs.some(isFeature))
  expect(featureChunks).toHaveLength(1)
  expect(featureChunks[0]).toEqual(expect.arrayContaining([...feature.members]))
  return bundle
}

