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
  return { initial: inputsOf(js.filter((path) => initial.has(path))), lazy: inputsOf(js.filter((path) => !initial.has(path))), lazyChunks }
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
    expect(initial.filter((input) => /ui-react\/i18n\/(en|de|fullTranslator)\.ts$/.test(input) || input.includes('core/errors/alerts.ts'))).toEqual([])
    const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
    const germanChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/i18n/de.ts')) ?? []
    expect(modalChunk).toEqual(expect.arrayContaining(['ui-react/i18n/en.ts', 'ui-react/i18n/fullTranslator.ts', 'ui-react/modal/connectorListSource.ts']))
    expect(modalChunk).not.toContain('ui-react/i18n/de.ts')
    expect(germanChunk).not.toContain('ui-react/modal/ModalRoot.tsx')
  }, 30_000)

  it('behavior: the email login and update views are one lazy chunk of their own, outside the initial bundle and the modal chunk', async () => {
    const { initial, lazyChunks } = await chunks()
    const isEmail = (input: string) => input.startsWith('ui-react/modal/views/email/')
    expect(initial.filter(isEmail)).toEqual([])
    const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
    expect(modalChunk.filter(isEmail)).toEqual([])
    expect(modalChunk).toContain('ui-react/modal/views/lazyEmailViews.tsx')
    const emailChunks = lazyChunks.filter((inputs) => inputs.some(isEmail))
    expect(emailChunks).toHaveLength(1)
    expect(emailChunks[0]).toEqual(
      expect.arrayContaining(['ui-react/modal/views/email/emailChunk.ts', 'ui-react/modal/views/email/OtpBoxes.tsx', 'ui-react/modal/views/email/EmailForm.tsx']),
    )
  }, 30_000)

  it('behavior: the Receive view is a lazy chunk of its own, outside the initial bundle and the modal chunk; the QR code it shares with WalletConnect is not in the initial bundle', async () => {
    const { initial, lazyChunks } = await chunks()
    const isReceive = (input: string) => input.startsWith('ui-react/modal/views/receive/')
    expect(initial.filter((input) => isReceive(input) || input.includes('node_modules/uqr/'))).toEqual([])
    const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
    expect(modalChunk.filter(isReceive)).toEqual([])
    expect(modalChunk).toContain('ui-react/modal/views/lazyWalletReceiveView.tsx')
    const receiveChunks = lazyChunks.filter((inputs) => inputs.some(isReceive))
    expect(receiveChunks).toHaveLength(1)
    expect(receiveChunks[0]).toContain('ui-react/modal/views/receive/WalletReceiveView.tsx')
  }, 30_000)

  it('behavior: the Buy crypto view is a lazy chunk of its own, outside the initial bundle and the modal chunk', async () => {
    const { initial, lazyChunks } = await chunks()
    const isOnramp = (input: string) => input.startsWith('ui-react/modal/views/onramp/')
    expect(initial.filter(isOnramp)).toEqual([])
    const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
    expect(modalChunk.filter(isOnramp)).toEqual([])
    expect(modalChunk).toContain('ui-react/modal/views/lazyOnrampView.tsx')
    const onrampChunks = lazyChunks.filter((inputs) => inputs.some(isOnramp))
    expect(onrampChunks).toHaveLength(1)
    expect(onrampChunks[0]).toContain('ui-react/modal/views/onramp/OnrampView.tsx')
  }, 30_000)

  it('behavior: the Send views are one lazy chunk of their own, outside the initial bundle and the modal chunk', async () => {
    const { initial, lazyChunks } = await chunks()
    const isSend = (input: string) => input.startsWith('ui-react/modal/views/send/')
    expect(initial.filter(isSend)).toEqual([])
    const modalChunk = lazyChunks.find((inputs) => inputs.includes('ui-react/modal/ModalRoot.tsx')) ?? []
    expect(modalChunk.filter(isSend)).toEqual([])
    expect(modalChunk).toContain('ui-react/modal/views/lazyWalletSendViews.tsx')
    const sendChunks = lazyChunks.filter((inputs) => inputs.some(isSend))
    expect(sendChunks).toHaveLength(1)
    expect(sendChunks[0]).toEqual(expect.arrayContaining(['ui-react/modal/views/send/WalletSendView.tsx', 'ui-react/modal/views/send/WalletSendPreviewView.tsx', 'ui-react/modal/views/send/WalletSendViews.tsx']))
  }, 30_000)
})
