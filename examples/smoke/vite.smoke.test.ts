// examples/vite built for a local anvil and served by `vite preview`: the README's loader form as
// an integrator copies it. The Dev Wallet (installed like an extension) connects through the modal.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/support/chromium.js'
import { startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { assertInstalled, connectThenReload, exampleDir, freePort, openExampleSession, startServer, type RunningServer } from './support.js'

const APP = exampleDir('vite')
const VITE = `${APP}node_modules/.bin/vite`

let anvil: AnvilInstance
let outDir: string
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  assertInstalled(APP)
  anvil = await startAnvil()
  // The app reads its chain at build time (VITE_RPC_URL), so this build is the test's own.
  outDir = mkdtempSync(join(tmpdir(), 'walletport-vite-example-'))
  execFileSync(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: APP, env: { ...process.env, NODE_ENV: 'production', VITE_RPC_URL: anvil.rpcUrl }, stdio: 'pipe' })
  const port = await freePort()
  server = await startServer([VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: APP, url: `http://127.0.0.1:${port}/` })
  browser = await launchChromium()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await anvil?.stop()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('examples/vite', () => {
  it('behavior: the core is not in the entry chunk; it is its own chunk, fetched after the first paint', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const entry = /src="\.?\/?(assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const entryCode = readFileSync(join(outDir, entry ?? ''), 'utf8')
    // createWalletport's module (the container, the schemas) is behind the loader's import().
    expect(entryCode).not.toContain('createWalletport')
    expect(readdirSync(join(outDir, 'assets')).some((file) => file.startsWith('walletport-'))).toBe(true)
  })

  it('behavior: the Dev Wallet connects through the modal on anvil; a reload restores with no prompt', async () => {
    const session = await openExampleSession(browser, anvil.rpcUrl)
    const { page } = session
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await connectThenReload(session)
  })
})
