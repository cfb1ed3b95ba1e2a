// The demo under a strict Content-Security-Policy (`?csp=strict`, scripts/demoServer/strictCsp.ts):
// `script-src 'self'`, `style-src 'self' 'nonce-…'` (a fresh nonce per response, handed to
// walletport through `<WalletportProvider cspNonce>`), connections, frames and images to the local
// services only. Every `securitypolicyviolation` the page raises is recorded from before its first
// script (and every refusal Chromium logs), through a connect with the Dev Wallet, a SIWX sign-in,
// the Networks and Account views and a send; All wallets, WalletConnect's QR and an email login
// through the embedded wallet's frame; the Dev Solana Wallet: there must be none. The last test
// shows the recorder and the policy at work: a <style> without the nonce, a blob: script and a
// `new Function` (zod's probe) are refused and reported.
import type { Page } from 'playwright-core'
import { describe, expect, it, onTestFailed } from 'vitest'
import { ANVIL_ACCOUNTS } from '../tests/support/anvil.js'
import { isLocalUrl } from './support/chromium.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { logInByEmail } from './support/emailSession.js'
import { connectDevSolanaWallet } from './support/solanaSession.js'
import { answerDevWallet, connectButton, devWalletPopup, modal, networkButton, settled, waitForStatus, waitForView } from './support/session.js'

const env = useDemoInBrowser()

/** One recorded violation, as the event reports it. */
interface Violation {
  readonly directive: string
  readonly blocked: string
  readonly source: string
  readonly line: number
  readonly sample: string
}

/** Records every `securitypolicyviolation` of the document into `window.__cspViolations`, before the page's own scripts. */
const RECORD_VIOLATIONS = `(() => {
  const violations = []
  Object.defineProperty(window, '__cspViolations', { value: violations })
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile, line: event.lineNumber, sample: event.sample })
  })
})()`

function violationsOf(page: Page): Promise<Violation[]> {
  return page.evaluate(() => [...(window as unknown as { __cspViolations: Violation[] }).__cspViolations])
}

/** Fails, listing them, on any violation the page recorded or Chromium logged. */
async function expectNoViolations(page: Page, consoleViolations: readonly string[]): Promise<void> {
  const violations = await violationsOf(page)
  expect(violations, `CSP violations:\n${JSON.stringify(violations, null, 2)}`).toEqual([])
  expect(consoleViolations, consoleViolations.join('\n')).toEqual([])
}

/** Opens a fresh context on `?csp=strict` (plus `query`); returns the page and the policy it was served with. */
async function openStrict(query = ''): Promise<{ page: Page; policy: string; consoleViolations: string[] }> {
  const session = await env.open({ initScript: RECORD_VIOLATIONS })
  const { page } = session
  // Chromium also logs each refusal; a refusal in a frame or a worker shows only there.
  const consoleViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
  })
  // A step that times out (a frame or a stylesheet refused) still shows what the policy refused.
  onTestFailed(async () => {
    const recorded = await violationsOf(page).catch(() => [])
    console.error(`CSP violations so far:\n${JSON.stringify(recorded, null, 2)}\n${consoleViolations.join('\n')}`)
  })
  const response = await page.goto(`${session.url}&csp=strict${query}`)
  const policy = response?.headers()['content-security-policy'] ?? ''
  await connectButton(page).waitFor()
  return { page, policy, consoleViolations }
}

describe('the demo under a strict Content-Security-Policy (?csp=strict)', () => {
  it('connect with the Dev Wallet → SIWX sign-in → Account → Networks → Send 0.5 ETH, mined: zero CSP violations; every <style> carries the nonce', async () => {
    const receiver = ANVIL_ACCOUNTS[2]?.address
    if (!receiver) throw new Error('no anvil account #2')
    const { page, policy, consoleViolations } = await openStrict('&siwx=required')

    // The policy: scripts from the site only, styles from it or with the nonce, only loopback services.
    const directives = new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)])
    expect(directives.get('default-src')).toEqual(["'none'"])
    for (const name of ['connect-src', 'frame-src', 'img-src']) {
      const hosts = (directives.get(name) ?? []).filter((source) => !["'self'", 'data:'].includes(source))
      expect(hosts.length, name).toBeGreaterThan(0)
      expect(hosts.filter((host) => !isLocalUrl(host)), name).toEqual([])
    }
    const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce)
    expect(`'nonce-${nonce}'`).toBe(directives.get('style-src')?.[1])

    // Connect → the sign-in view → Sign, approved in the Dev Wallet → signed in.
    await connectButton(page).click()
    await waitForView(page, 'Connect')
    // Early, so a refused stylesheet is named here rather than as an unstyled modal further on.
    await expectNoViolations(page, consoleViolations)
    await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
    await answerDevWallet(page, 'Approve', 'Connect to this site?')
    await waitForStatus(page, 'connected')
    const signView = await waitForView(page, 'SIWXSignMessage')
    await signView.getByRole('button', { name: 'Sign', exact: true }).click()
    await devWalletPopup(page).getByRole('heading', { name: 'Signature request' }).waitFor()
    await answerDevWallet(page, 'Approve')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    await modal(page).waitFor({ state: 'hidden' })

    // The Networks view, then the Account view and its Send feature.
    await networkButton(page).click()
    await waitForView(page, 'Networks')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })
    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    await account.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    const form = await waitForView(page, 'WalletSend')
    const token = form.getByRole('combobox', { name: 'Token' })
    await token.waitFor()
    await settled(page)
    const eth = (await token.getByRole('option').allTextContents()).find((option) => option.startsWith('ETH '))
    await token.selectOption({ label: eth ?? '' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await form.getByRole('textbox', { name: 'To' }).fill(receiver)
    await form.getByRole('button', { name: 'Continue' }).click()
    const preview = await waitForView(page, 'WalletSendPreview')
    await preview.getByRole('button', { name: 'Send' }).click()
    await answerDevWallet(page, 'Approve')
    await waitForView(page, 'Account')
    await page.getByRole('status', { name: 'Notifications' }).getByText('Sent 0.5 ETH: the transaction is confirmed.').waitFor({ timeout: 20_000 })

    // Every <style> in the page carries the nonce: the modal's frame and emotion's sheets.
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => ({ tag: style.outerHTML.slice(0, 60), nonce: style.nonce })))
    expect(styles.some((style) => style.tag.includes('data-walletport-frame'))).toBe(true)
    expect(styles.some((style) => style.tag.includes('data-emotion="wp'))).toBe(true)
    expect(styles.filter((style) => style.nonce !== nonce)).toEqual([])

    await expectNoViolations(page, consoleViolations)
  }, 180_000)

  it('All wallets (directory icons), WalletConnect (the QR, the relay socket) and an email login through the embedded wallet frame: zero CSP violations', async () => {
    const { page, consoleViolations } = await openStrict()
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await connectButton(page).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: 'All wallets' }).click()
    const allWallets = await waitForView(page, 'AllWallets')
    // The directory's icons are shown (data: URLs made from the API's images).
    await expect.poll(() => allWallets.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(0)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: /^WalletConnect/ }).click()
    const walletConnect = await waitForView(page, 'ConnectingWalletConnect')
    await walletConnect.getByRole('img', { name: 'QR code to connect with WalletConnect' }).waitFor()
    await expect.poll(() => sockets.filter((url) => url.startsWith(env.demo.relayUrl)).length).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })
    await expectNoViolations(page, consoleViolations)

    // Email: the frame on its own origin (frame-src), the code from the backend's outbox.
    await logInByEmail(page, env.demo.frameUrl)
    expect(new URL((await page.locator('iframe[data-walletport-frame]').getAttribute('src')) ?? '').origin).toBe(env.demo.frameUrl)
    await expectNoViolations(page, consoleViolations)
  }, 120_000)

  it('the Dev Solana Wallet through the modal (the local Solana RPC), then its Account view: zero CSP violations', async () => {
    const { page, consoleViolations } = await openStrict()
    await connectDevSolanaWallet(page)
    await connectButton(page).click()
    await waitForView(page, 'Account')
    await expectNoViolations(page, consoleViolations)
  }, 60_000)

  it('the recorder and the policy at work: a <style> without the nonce, a blob: script and a `new Function` (zod’s probe) are refused and reported; a <style> with the nonce applies', async () => {
    const { page } = await openStrict()
    expect(await violationsOf(page)).toEqual([])

    await page.evaluate(() => {
      const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''
      const withNonce = Object.assign(document.createElement('style'), { nonce, textContent: '.csp-probe-a{color:red}' })
      const without = Object.assign(document.createElement('style'), { textContent: '.csp-probe-b{color:red}' })
      document.head.append(withNonce, without)
      // A script the page did not serve: blob: is not 'self'.
      const script = document.createElement('script')
      script.src = URL.createObjectURL(new Blob(['window.blobRan = true'], { type: 'text/javascript' }))
      document.head.append(script)
      // zod's `allowsEval` probe, from a task of the page's own (code evaluated by the test
      // itself may eval: DevTools' evaluation is exempt), its throw caught as zod catches it.
      setTimeout(() => {
        try {
          new Function('')
        } catch {
          ;(window as unknown as { __evalRefused: boolean }).__evalRefused = true
        }
      })
    })
    await page.waitForFunction(() => (window as unknown as { __evalRefused?: boolean }).__evalRefused === true)
    expect(await page.evaluate(() => 'blobRan' in window)).toBe(false)
    await page.waitForFunction(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations.length >= 3)
    // The style with the nonce applies; the one without does not.
    const colors = await page.evaluate(() =>
      ['csp-probe-a', 'csp-probe-b'].map((name) => {
        const probe = document.body.appendChild(Object.assign(document.createElement('span'), { className: name }))
        return getComputedStyle(probe).color
      }),
    )
    expect(colors[0]).toBe('rgb(255, 0, 0)')
    expect(colors[1]).not.toBe('rgb(255, 0, 0)')
    const directives = (await violationsOf(page)).map((violation) => `${violation.directive} ${violation.blocked}`).sort()
    // The style without the nonce, the blob: script, and `new Function` (eval); nothing for the style with the nonce.
    expect(directives).toEqual(['script-src eval', 'script-src-elem blob', 'style-src-elem inline'])
  })
})
