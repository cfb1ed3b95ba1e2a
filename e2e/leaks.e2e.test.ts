// Leaks and cycles in Chromium (issue 19): the heap after a forced garbage collection and the
// event listeners on window and document (DevTools protocol, e2e/support/leakProbe.ts), before
// and after many cycles of what an app does:
//   - the demo: 200 modal open/close cycles, 50 connect/disconnect cycles with the Dev Wallet
//     (approved in its popup);
//   - e2e/fixtures/leaks: 20 instances created and destroyed (the demo's adapters, the provider
//     and <ConnectButton>, the modal, a connect and a disconnect each), with one wallet living in
//     the page as an extension does;
//   - e2e/fixtures/leaks: 20 instances with the embedded wallet created and destroyed, each with
//     its frame loaded (the reference frame and backend, the handshake an email field's focus runs).
// Each scenario: heap growth after GC < 1 MB, no listener more on window and document, none more
// on the wallet (EIP-1193 `on`); after the instances are destroyed, none of theirs is left at all.
// The figures are printed.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { demoViteConfig } from '../demo/vite.config.js'
import type { RunningDemo } from '../scripts/start.js'
import { launchChromium } from './support/chromium.js'
import { startTestDemo } from './support/demo.js'
import { addedListeners, megabytes, openProbe, probe, type PageProbe } from './support/leakProbe.js'
import { openSession, type Session } from './support/session.js'

const FIXTURE = fileURLToPath(new URL('./fixtures/leaks/', import.meta.url))
/** The bound on heap growth per scenario, after garbage collection. */
const MAX_GROWTH = 1024 * 1024

let demo: RunningDemo | undefined
let browser: Browser | undefined
let session: Session | undefined
const folders: string[] = []

beforeAll(async () => {
  const [outDir, fixtureDir] = await Promise.all([mkdtemp(join(tmpdir(), 'walletport-leaks-')), mkdtemp(join(tmpdir(), 'walletport-leaks-fixture-'))])
  folders.push(outDir, fixtureDir)
  const config = demoViteConfig({ chains: [], outDir: fixtureDir })
  const results = await Promise.allSettled([
    startTestDemo({ outDir }),
    launchChromium(),
    build({ configFile: false, ...config, root: FIXTURE, build: { ...config.build, rollupOptions: { input: join(FIXTURE, 'index.html') } } }),
  ])
  if (results[0].status === 'fulfilled') demo = results[0].value
  if (results[1].status === 'fulfilled') browser = results[1].value
  for (const result of results) if (result.status === 'rejected') throw result.reason
  // Under the demo's site: the same server and origin (its build emptied the folder first).
  await cp(fixtureDir, join(outDir, 'leaks'), { recursive: true })
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await demo?.stop()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

afterEach(async () => {
  const current = session
  session = undefined
  await current?.close()
})

async function open(path: string): Promise<{ page: Page; cdp: CDPSession }> {
  if (!browser || !demo) throw new Error('beforeAll did not start the demo and Chromium')
  session = await openSession(browser, demo.url)
  const { page } = session
  // No entrance or exit animations: the cycles measure what stays, not how long a fade takes.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(new URL(path, demo.url).href)
  return { page, cdp: await openProbe(page) }
}

/** Prints one scenario's figures and checks them: heap growth below 1 MB, no listener more. */
function report(name: string, before: PageProbe, after: PageProbe, provider?: { readonly before: number; readonly after: number }): void {
  const growth = after.heapUsed - before.heapUsed
  console.log(
    [
      `${name}: heap ${megabytes(growth)} after GC (${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)} used)`,
      `  window listeners ${before.window.total} → ${after.window.total}, document listeners ${before.document.total} → ${after.document.total}`,
      ...(provider ? [`  wallet (EIP-1193) listeners ${provider.before} → ${provider.after}`] : []),
    ].join('\n'),
  )
  expect(addedListeners(before.window, after.window), `window: ${after.window.where.join(', ')}`).toEqual({})
  expect(addedListeners(before.document, after.document), `document: ${after.document.where.join(', ')}`).toEqual({})
  if (provider) expect(provider.after).toBe(provider.before)
  expect(growth).toBeLessThan(MAX_GROWTH)
}

describe('leaks and cycles in Chromium', () => {
  it('the demo: 200 modal open/close cycles leave the heap within 1 MB and no listener behind', async () => {
    const { page, cdp } = await open('./')
    await page.waitForFunction(() => window.walletportDemo !== undefined)
    const cycles = (count: number) =>
      page.evaluate(async (count) => {
        const walletport = window.walletportDemo?.walletport
        if (!walletport) throw new Error('no walletport')
        const until = async (condition: () => boolean) => {
          for (let turn = 0; !condition(); turn += 1) {
            if (turn > 2_000) throw new Error('timed out')
            await new Promise((resolve) => setTimeout(resolve, 2))
          }
        }
        // Once loaded the dialog stays mounted: a close marks its overlay data-closed.
        const dialog = () => document.querySelector('[data-walletport-modal] [role="dialog"]')
        const closed = () => dialog()?.closest('[data-closed]') !== null
        for (let cycle = 0; cycle < count; cycle += 1) {
          walletport.open()
          await until(() => dialog()?.getAttribute('data-view') === 'Connect' && !closed())
          walletport.close()
          await until(closed)
        }
      }, count)
    await cycles(10) // warm-up: the modal's chunks, the directory, the fonts
    const before = await probe(cdp)
    const started = performance.now()
    await cycles(200)
    const elapsed = performance.now() - started
    const after = await probe(cdp)
    console.log(`200 modal open/close cycles in ${(elapsed / 1000).toFixed(1)} s`)
    report('modal open/close ×200', before, after)
  })

  it('the demo: 50 connect/disconnect cycles with the Dev Wallet leave the heap within 1 MB and no listener behind', async () => {
    const { page, cdp } = await open('./')
    await page.waitForFunction(() => window.walletportDemo !== undefined)
    const cycles = (count: number) =>
      page.evaluate(async (count) => {
        const demo = window.walletportDemo
        if (!demo) throw new Error('no walletport')
        const { walletport } = demo
        const until = async <T,>(find: () => T | null | undefined): Promise<T> => {
          for (let turn = 0; ; turn += 1) {
            const found = find()
            if (found) return found
            if (turn > 2_000) throw new Error('timed out')
            await new Promise((resolve) => setTimeout(resolve, 2))
          }
        }
        const connector = await until(() => walletport.getConnectors().find((each) => each.name === 'Dev Wallet'))
        // The person approves in the Dev Wallet's popup.
        const approve = () => until(() => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="dev-wallet-popup"] button')].find((button) => button.textContent === 'Approve'))
        for (let cycle = 0; cycle < count; cycle += 1) {
          const connected = walletport.connect({ connectorId: connector.id })
          ;(await approve()).click()
          await connected
          await until(() => walletport.getAccount().balance !== undefined)
          await walletport.disconnect()
        }
        return demo.devWallet.listenerCount()
      }, count)
    await cycles(3)
    const before = await probe(cdp)
    const providerBefore = await page.evaluate(() => window.walletportDemo?.devWallet.listenerCount() ?? -1)
    const started = performance.now()
    const providerAfter = await cycles(50)
    const elapsed = performance.now() - started
    const after = await probe(cdp)
    console.log(`50 connect/disconnect cycles in ${(elapsed / 1000).toFixed(1)} s`)
    report('connect/disconnect ×50 (Dev Wallet)', before, after, { before: providerBefore, after: providerAfter })
  })

  it('20 instances created and destroyed (connected) are all collected, leave the heap within 1 MB and none of their listeners', async () => {
    if (!demo) throw new Error('no demo')
    const [chain] = demo.chains
    if (!chain) throw new Error('no chain')
    const query = new URLSearchParams({ rpc: chain.rpcUrl, relay: demo.relayUrl, solana: demo.solana.rpcUrl, genesis: demo.solana.genesisHash })
    const { page, cdp } = await open(`./leaks/?${query}`)
    await page.waitForFunction(() => window.leakFixture !== undefined)
    const empty = await probe(cdp)
    const providerEmpty = await page.evaluate(() => window.leakFixture?.wallet.listenerCount() ?? -1)
    const cycles = (count: number) =>
      page.evaluate(async (count) => {
        const fixture = window.leakFixture
        if (!fixture) throw new Error('no fixture')
        for (let cycle = 0; cycle < count; cycle += 1) await fixture.cycle()
        return fixture.wallet.listenerCount()
      }, count)
    await cycles(10) // warm-up: the modal's and the use cases' chunks, the Account view of a restored connection
    const before = await probe(cdp)
    const started = performance.now()
    const providerAfter = await cycles(20)
    const elapsed = performance.now() - started
    const after = await probe(cdp)
    const alive = await page.evaluate(() => window.leakFixture?.alive() ?? -1)
    console.log(`20 create/destroy cycles in ${(elapsed / 1000).toFixed(1)} s; instances (walletport, WalletConnect adapter) alive after GC: ${alive} of 50`)
    console.log(`  before the first instance: window ${empty.window.total}, document ${empty.document.total}`)
    console.log(`  after the last destroy():  window ${after.window.total} (+${JSON.stringify(addedListeners(empty.window, after.window))}), document ${after.document.total} (+${JSON.stringify(addedListeners(empty.document, after.document))})`)
    report('create/destroy ×20', before, after, { before: providerEmpty, after: providerAfter })
    expect(alive).toBe(0)
    // Left once per page, not per instance: the Wallet Standard registry's own listener
    // (@wallet-standard/app, the Solana adapter's discovery) and React DOM's selectionchange.
    expect(addedListeners(empty.window, after.window)).toEqual({ 'wallet-standard:register-wallet': 1 })
    expect(addedListeners(empty.document, after.document)).toEqual({ selectionchange: 1 })
  })

  it('20 instances with the embedded wallet frame loaded, created and destroyed: no iframe left, no message listener on window, the heap within 1 MB', async () => {
    if (!demo) throw new Error('no demo')
    const [chain] = demo.chains
    if (!chain) throw new Error('no chain')
    const query = new URLSearchParams({ rpc: chain.rpcUrl, relay: demo.relayUrl, solana: demo.solana.rpcUrl, genesis: demo.solana.genesisHash, frame: `${demo.frameUrl}/frame`, api: demo.apiUrl })
    const { page, cdp } = await open(`./leaks/?${query}`)
    await page.waitForFunction(() => window.leakFixture !== undefined)
    const empty = await probe(cdp)
    const cycles = (count: number) =>
      page.evaluate(async (count) => {
        const fixture = window.leakFixture
        if (!fixture) throw new Error('no fixture')
        for (let cycle = 0; cycle < count; cycle += 1) await fixture.embeddedCycle()
        return document.querySelectorAll('iframe').length
      }, count)
    await cycles(10) // warm-up: the modal's, the use cases' and the frame's chunks
    const before = await probe(cdp)
    const started = performance.now()
    const iframes = await cycles(20)
    const elapsed = performance.now() - started
    const after = await probe(cdp)
    const alive = await page.evaluate(() => window.leakFixture?.alive() ?? -1)
    console.log(`20 create/destroy cycles with the embedded wallet frame loaded in ${(elapsed / 1000).toFixed(1)} s; iframes left ${iframes}; instances alive after GC: ${alive} of 30`)
    console.log(`  message listeners on window: before the first instance ${empty.window.byType.message ?? 0}, after the last destroy() ${after.window.byType.message ?? 0}`)
    report('create/destroy ×20 (embedded wallet)', before, after)
    expect(iframes).toBe(0)
    expect(alive).toBe(0)
    expect(after.window.byType.message ?? 0).toBe(empty.window.byType.message ?? 0)
  })
})
