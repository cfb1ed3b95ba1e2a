// One test's browser context against the demo, with everything a test asserts on recorded:
// every request URL (to prove nothing leaves the machine), uncaught page errors, and how many
// times a native <dialog> was shown (the Dev Wallet's popup is one).
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { View } from '../../core/index.js'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { isLocalUrl } from './chromium.js'

/** The modal's views, as `data-view` on the dialog names them: the core router's views. */
export type { View } from '../../core/index.js'

export type Theme = 'light' | 'dark'

/** Screenshots and axe reports land here (gitignored). */
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url))

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** anvil's account #0: the Dev Wallet's first account. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** How `truncateAddress` shows it. */
export const ACCOUNT_0_SHORT = '0xf39F…2266'

export interface SessionOptions {
  readonly theme?: Theme
  /** Runs in the page before any of its scripts, on every navigation. */
  readonly initScript?: string
}

/** A fresh context (no storage, no cache) with one page on the demo. */
export interface Session {
  readonly context: BrowserContext
  readonly page: Page
  /** Every request URL the context made, in order. */
  readonly requests: string[]
  /** Uncaught errors and unhandled rejections in the page. */
  readonly pageErrors: string[]
  /** The page URL to load (the demo, with `?theme=` when asked). */
  readonly url: string
  /** Closes the context; throws when a request left the machine or the page threw. */
  readonly close: () => Promise<void>
}

/** What the demo exposes on `window` (demo/main.tsx), as far as the tests use it. */
interface DemoWindow {
  readonly walletportDemo: { readonly devWallet: { readonly requests: readonly { readonly method: string }[] } }
}

/** Counts native dialogs shown (`showModal`): the Dev Wallet popup is the page's only one. */
const COUNT_PROMPTS = `(() => {
  const showModal = HTMLDialogElement.prototype.showModal
  window.__prompts = 0
  HTMLDialogElement.prototype.showModal = function () { window.__prompts += 1; return showModal.call(this) }
})()`

export async function openSession(browser: Browser, demoUrl: string, options: SessionOptions = {}): Promise<Session> {
  const theme = options.theme ?? 'light'
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 720 } })
  context.setDefaultTimeout(15_000)
  const requests: string[] = []
  const pageErrors: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  await context.addInitScript(COUNT_PROMPTS)
  if (options.initScript) await context.addInitScript(options.initScript)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error)))
  page.on('websocket', (socket) => requests.push(socket.url()))
  const url = `${demoUrl}?theme=${theme}`
  const close = async (): Promise<void> => {
    await context.close()
    const remote = requests.filter((request) => !isLocalUrl(request))
    if (remote.length > 0) throw new Error(`requests left the machine:\n  ${remote.join('\n  ')}`)
    if (pageErrors.length > 0) throw new Error(`the page threw:\n  ${pageErrors.join('\n  ')}`)
  }
  return { context, page, requests, pageErrors, url, close }
}

/**
 * What the page showed when a test failed, for the failure report: the modal's view and text,
 * the live state panel, and any alert or notification, each cut short.
 * @example await describePage(page) // 'modal: Connect "Connect Wallet …"; state panel: "disconnected …"'
 */
export async function describePage(page: Page): Promise<string> {
  const cut = (text: string): string => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 400))
  const read = async (locator: Locator): Promise<string> => ((await locator.count()) > 0 ? cut(await locator.first().innerText({ timeout: 1_000 })) : 'none')
  try {
    const dialog = modal(page)
    const view = (await dialog.count()) > 0 ? await dialog.first().getAttribute('data-view', { timeout: 1_000 }) : null
    const parts = [
      `url: ${page.url()}`,
      `modal: ${view ?? 'closed'} ${view ? await read(dialog) : ''}`.trim(),
      `state panel: ${await read(page.getByTestId('state-status'))}`,
      `notifications: ${await read(page.getByRole('status', { name: 'Notifications' }))}`,
      `Dev Wallet popup: ${(await devWalletPopup(page).isVisible()) ? await read(devWalletPopup(page)) : 'hidden'}`,
    ]
    return parts.join('; ')
  } catch (error) {
    return `unreadable (${String(error)})`
  }
}

// ── The page ───────────────────────────────────────────────────────────────────

/** The walletport dialog (not the Dev Wallet's native <dialog>). */
export function modal(page: Page): Locator {
  return page.locator('[data-walletport-modal] [role="dialog"]')
}

/** The Dev Wallet's own confirmation popup. */
export function devWalletPopup(page: Page): Locator {
  return page.getByTestId('dev-wallet-popup')
}

/** `<ConnectButton>`: 'Connect Wallet' while disconnected, the account once connected. */
export function connectButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Wallet' }).locator('button[data-walletport-button]').last()
}

/** `<NetworkButton>`. */
export function networkButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Network:/ }).first()
}

/** Waits for the modal to show `view`, its entrance animations finished. */
export async function waitForView(page: Page, view: View): Promise<Locator> {
  const dialog = page.locator(`[data-walletport-modal] [role="dialog"][data-view="${view}"]`)
  await dialog.waitFor({ state: 'visible' })
  await settled(page)
  return dialog
}

/** Waits until every finite animation in the page has finished (spinners run forever: ignored). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
}

/** Waits for the Dev Wallet popup to ask `title`, then answers. */
export async function answerDevWallet(page: Page, answer: 'Approve' | 'Reject', title?: string | RegExp): Promise<void> {
  const popup = devWalletPopup(page)
  await popup.waitFor({ state: 'visible' })
  if (title) await popup.getByRole('heading', { name: title }).waitFor()
  await popup.getByRole('button', { name: answer, exact: true }).click()
  await popup.waitFor({ state: 'hidden' })
}

/** Waits for the live state panel's status to read exactly `status`. */
export async function waitForStatus(page: Page, status: 'connected' | 'disconnected' | 'connecting'): Promise<void> {
  await page.getByTestId('state-status').getByText(status, { exact: true }).waitFor()
}

/** Load → Connect → Dev Wallet → Approve → connected with a balance shown; the modal closes. */
export async function connectDevWallet(page: Page): Promise<void> {
  await connectButton(page).click()
  await waitForView(page, 'Connect')
  await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve', 'Connect to this site?')
  await waitForStatus(page, 'connected')
  await page.getByTestId('state-balance').getByText(/ETH$/).waitFor()
  await modal(page).waitFor({ state: 'hidden' })
}

/**
 * Connects the Dev Wallet, opens the Account view and picks the wallet feature tile `tile`
 * (Receive, Send, Buy crypto): the feature's view, once shown.
 * @example const form = await openWalletFeature(page, 'Send', 'WalletSend')
 */
export async function openWalletFeature(page: Page, tile: string, view: View): Promise<Locator> {
  await connectDevWallet(page)
  await connectButton(page).click()
  const account = await waitForView(page, 'Account')
  await account.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: tile }).click()
  return waitForView(page, view)
}

/** What the Dev Wallet was asked since the page loaded. */
export function walletMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.devWallet.requests.map((request) => request.method))
}

/** How many times the Dev Wallet popup was shown since the page loaded. */
export function promptCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)
}

// ── axe-core and screenshots ──────────────────────────────────────────────────

/** One axe finding, reduced to what a report needs. */
export interface AxeFinding {
  readonly id: string
  readonly impact: string | null | undefined
  readonly help: string
  readonly targets: readonly string[]
}

/** What one axe run found: its violations, and the ids of the rules that passed (proof it looked at something). */
export interface AxeResult {
  readonly violations: readonly AxeFinding[]
  readonly passed: readonly string[]
}

/**
 * Runs axe-core (injected from node_modules, no network) on the whole page, or only on the
 * elements matching `scope` (page-level rules such as landmarks still see the whole page);
 * returns every violation.
 */
export async function runAxe(page: Page, scope?: string): Promise<AxeResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE })
  return page.evaluate(async (selector) => {
    type Context = Document | { include: string[][] }
    type Rule = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }
    const { axe } = window as unknown as { axe: { run: (context: Context) => Promise<{ violations: Rule[]; passes: Rule[] }> } }
    const result = await axe.run(selector ? { include: [[selector]] } : document)
    return {
      violations: result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      })),
      passed: result.passes.map((rule) => rule.id),
    }
  }, scope ?? null)
}

/** Serious and critical findings only (what the suite fails on). */
export function seriousOrCritical(findings: readonly AxeFinding[]): readonly AxeFinding[] {
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
}

/** Saves a full-viewport screenshot under e2e/artifacts/screenshots/; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(ARTIFACTS, 'screenshots', `${name}.png`)
  await mkdir(dirname(path), { recursive: true })
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' })
  return path
}

/** Writes a JSON artifact under e2e/artifacts/. */
export async function writeArtifact(name: string, value: unknown): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true })
  await writeFile(join(ARTIFACTS, name), `${JSON.stringify(value, null, 2)}\n`)
}
