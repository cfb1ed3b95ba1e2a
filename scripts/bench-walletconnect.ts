// `npm run bench` (last): the WalletConnect figures, against the production demo with
// its local relay, in Chromium. Time from picking WalletConnect in the modal to the QR code painted:
// cold (fresh context: sign-client's lazy chunk is fetched, the relay socket opened) and warm (the
// same page again). Then the gzip size of the lazy WalletConnect chunk. Prints; asserts nothing.
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { isLocalUrl, launchChromium } from '../e2e/support/chromium.js'
import { startTestDemo } from '../e2e/support/demo.js'

const RUNS = Math.max(1, Number(process.env.WALLETPORT_BENCH_RUNS ?? 7))
const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** In the page: clicks the WalletConnect entry, resolves with ms until the QR code is painted. */
const PICK_WALLETCONNECT_UNTIL_QR = `(async () => {
  const entry = [...document.querySelectorAll('[data-walletport-modal] button')].find((button) => button.textContent.includes('WalletConnect'))
  if (!entry) throw new Error('no WalletConnect entry in the modal')
  const started = performance.now()
  entry.click()
  await new Promise((resolve) => {
    const check = () => (document.querySelector('[data-walletport-modal] svg[data-uri]') ? resolve() : requestAnimationFrame(check))
    check()
  })
  await new Promise((resolve) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0) }))
  return performance.now() - started
})()`

async function openConnect(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Wallet' }).locator('button[data-walletport-button]').last().click()
  await page.locator('[data-walletport-modal] [role="dialog"][data-view="Connect"]').waitFor()
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  // A closed modal stays in the page, hidden and inert, so reopening is instant.
  await page.locator('[data-walletport-modal] [role="dialog"]').waitFor({ state: 'hidden' })
}

/** The gzip bytes of walletport/walletconnect's lazy share (sign-client and what only it needs). */
async function lazyChunkGzip(): Promise<{ readonly initial: number; readonly lazy: number }> {
  const entry = 'adapters/walletconnect/index.ts'
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    outdir: 'bench-out',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { __WALLETPORT_VERSION__: '"bench"' },
  })
  const outputs = result.metafile.outputs
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry) ?? ''
  const initial = new Set<string>()
  const visit = (path: string): void => {
    if (initial.has(path)) return
    initial.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path)
  }
  visit(start)
  const code = (keep: (path: string) => boolean) =>
    Buffer.concat(result.outputFiles.filter((file) => file.path.endsWith('.js') && keep(file.path.slice(ROOT.length))).map((file) => file.contents))
  return { initial: gzipSync(code((path) => initial.has(path)), { level: 9 }).length, lazy: gzipSync(code((path) => !initial.has(path)), { level: 9 }).length }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function main(): Promise<void> {
  const [demo, browser] = await Promise.all([startTestDemo(), launchChromium()])
  const cold: number[] = []
  const warm: number[] = []
  const remote: string[] = []
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
      context.on('request', (request) => {
        if (!isLocalUrl(request.url())) remote.push(request.url())
      })
      const page = await context.newPage()
      await page.goto(demo.url)
      await openConnect(page)
      cold.push(await page.evaluate<number>(PICK_WALLETCONNECT_UNTIL_QR))
      await closeModal(page)
      await openConnect(page)
      warm.push(await page.evaluate<number>(PICK_WALLETCONNECT_UNTIL_QR))
      await context.close()
    }
  } finally {
    await browser.close()
    await demo.stop()
  }
  const size = await lazyChunkGzip()
  const ms = (value: number) => `${value.toFixed(0)} ms`
  console.log(`\nwalletport WalletConnect bench (Chromium headless, production demo, local relay ${demo.relayUrl}, median of ${RUNS} fresh contexts)`)
  console.table([
    { figure: 'WalletConnect picked → QR painted, cold (lazy sign-client + relay socket)', median: ms(median(cold)), min: ms(Math.min(...cold)), max: ms(Math.max(...cold)) },
    { figure: 'WalletConnect picked → QR painted, warm (same page, second pairing)', median: ms(median(warm)), min: ms(Math.min(...warm)), max: ms(Math.max(...warm)) },
  ])
  console.log(`walletport/walletconnect gzip: initial ${(size.initial / 1024).toFixed(1)} kB, lazy WalletConnect chunk ${(size.lazy / 1024).toFixed(1)} kB (sign-client and its dependencies).`)
  console.log(`Requests that left 127.0.0.1: ${remote.length === 0 ? 'none' : remote.join(', ')}`)
}

await main()
