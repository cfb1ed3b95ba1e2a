// What both examples' smoke tests share: a production server as a child process, a browser
// context with the Dev Wallet "extension" that records what a test asserts on, and the connect.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { isLocalUrl } from '../../e2e/support/chromium.js'
import { expect } from 'vitest'
import { ACCOUNT_0, ACCOUNT_0_SHORT, answerDevWallet, modal, waitForView } from '../../e2e/support/session.js'
import { devWalletInitScript } from './extension.js'

/** An example's folder. */
export function exampleDir(name: 'nextjs' | 'vite'): string {
  return new URL(`../${name}/`, import.meta.url).pathname
}

/** Fails with the command to run when an example was not installed (`npm run examples` does it). */
export function assertInstalled(dir: string, built?: string): void {
  if (!existsSync(`${dir}node_modules/walletport/package.json`)) throw new Error(`${dir} is not installed: run \`npm run examples\` (it installs and builds both examples)`)
  if (built && !existsSync(`${dir}${built}`)) throw new Error(`${dir} is not built (${built} missing): run \`npm run examples\``)
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))))
    })
  })
}

/** A child process serving `url`; `stop()` kills it. */
export interface RunningServer {
  readonly url: string
  readonly output: () => string
  readonly stop: () => Promise<void>
}

/** Starts `command` in `cwd` and waits until `url` answers (at most `timeoutMs`). */
export async function startServer(command: readonly string[], options: { readonly cwd: string; readonly url: string; readonly env?: NodeJS.ProcessEnv; readonly timeoutMs?: number }): Promise<RunningServer> {
  const [file, ...args] = command
  if (!file) throw new Error('no command')
  const child: ChildProcess = spawn(file, args, { cwd: options.cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolveLater) => setTimeout(resolveLater, 3000))])
    child.kill('SIGKILL')
  }
  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(options.url)
      await response.arrayBuffer()
      if (response.ok) return { url: options.url, output: () => output, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${command.join(' ')} did not answer ${options.url} in time:\n${output}`)
    }
    await new Promise((resolveLater) => setTimeout(resolveLater, 100))
  }
}

/** One browser context on an example, with the Dev Wallet installed and everything recorded. */
export interface ExampleSession {
  readonly context: BrowserContext
  readonly page: Page
  /** console.error / console.warn lines (React's hydration warnings land here). */
  readonly consoleProblems: string[]
  /** Content-Security-Policy violations in any of the page's documents: `directive: blocked (where)`. */
  readonly cspViolations: string[]
  /** Closes the context; throws when a request left the machine or the page threw. */
  readonly close: () => Promise<void>
}

export async function openExampleSession(browser: Browser, rpcUrl: string, chainId = 31337): Promise<ExampleSession> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  context.setDefaultTimeout(15_000)
  const cspViolations: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => void cspViolations.push(violation))
  // Listening before any of the page's scripts runs (init scripts come first in every document),
  // so a refused style attribute in the server's HTML is caught as well as a later one.
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation
        report(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile || event.documentURI}:${event.lineNumber}) ${event.sample}`)
      },
      true,
    )
  })
  await context.addInitScript(await devWalletInitScript([{ chainId, rpcUrl }]))
  const requests: string[] = []
  const pageErrors: string[] = []
  const consoleProblems: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error)))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text())
  })
  const close = async (): Promise<void> => {
    await context.close()
    const remote = requests.filter((request) => !isLocalUrl(request))
    if (remote.length > 0) throw new Error(`requests left the machine:\n  ${remote.join('\n  ')}`)
    if (pageErrors.length > 0) throw new Error(`the page threw:\n  ${pageErrors.join('\n  ')}`)
  }
  return { context, page, consoleProblems, cspViolations, close }
}

/** The page's Connect button → the modal → Dev Wallet → Approve in its popup; the modal closes. */
export async function connectWithDevWallet(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Wallet' }).locator('button[data-walletport-button]').last().click()
  await waitForView(page, 'Connect')
  await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve', 'Connect to this site?')
  await modal(page).waitFor({ state: 'hidden' })
}

/** What the Dev Wallet was asked since the page loaded. */
export function devWalletMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__devWallet?.requests ?? []).map((request) => request.method))
}

/**
 * Connects with the Dev Wallet on the loaded page (the account in the button and the app's own
 * `useAccount` line, with its ETH balance), reloads (restored with no prompt), and closes the
 * session: no console complaint (React reports a hydration mismatch there), no CSP violation
 * (none of the page's loads refused anything) and nothing remote.
 */
export async function connectThenReload(session: ExampleSession): Promise<void> {
  const { page } = session
  await connectWithDevWallet(page)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: new RegExp(ACCOUNT_0_SHORT) }).waitFor()
  await page.getByTestId('account').getByText(/ETH$/).waitFor()
  expect(await page.getByTestId('account').locator('code').textContent()).toBe(ACCOUNT_0)

  await page.reload()
  await page.getByTestId('account').getByText(/ETH$/).waitFor()
  expect(await devWalletMethods(page)).not.toContain('eth_requestAccounts')
  expect(session.consoleProblems).toEqual([])
  expect(session.cspViolations).toEqual([])
  await session.close()
}
