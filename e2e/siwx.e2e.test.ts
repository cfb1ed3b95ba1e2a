// Sign in with X in a real browser: the demo at ?siwx=required (LocalSiwx in the page, nonces and
// session checks from the demo server's walletport/siwx/server endpoint), the Dev Wallet signing
// with anvil's key #0 in its own popup. One demo and one Chromium for the file; a fresh context
// per test, which also fails if a request left 127.0.0.1 or the page threw.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import {
  ACCOUNT_0,
  answerDevWallet,
  connectButton,
  devWalletPopup,
  modal,
  promptCount,
  runAxe,
  screenshot,
  seriousOrCritical,
  settled,
  waitForStatus,
  walletMethods,
  writeArtifact,
  type Session,
  type Theme,
} from './support/session.js'

const env = useDemoInBrowser()

/** The demo with sign-in required, loaded in a fresh context. */
async function load(theme: Theme = 'light'): Promise<Session> {
  const session = await env.open({ theme })
  await session.page.goto(`${session.url}&siwx=required`)
  await connectButton(session.page).waitFor()
  await session.page.getByTestId('siwx-status').getByText('signedOut', { exact: true }).waitFor()
  return session
}

/** The walletport dialog once it shows SIWXSignMessage, its entrance finished. */
async function signView(page: Page): Promise<Locator> {
  const dialog = page.locator('[data-walletport-modal] [role="dialog"][data-view="SIWXSignMessage"]')
  await dialog.waitFor({ state: 'visible' })
  await settled(page)
  return dialog
}

/** Connect → Dev Wallet → approve: connected, and the core opens the sign view (no session yet). */
async function connectToSignView(page: Page): Promise<Locator> {
  await connectButton(page).click()
  await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve', 'Connect to this site?')
  await waitForStatus(page, 'connected')
  return signView(page)
}

describe('Sign in with X in Chromium (?siwx=required)', () => {
  it('connect → SIWXSignMessage → sign in the Dev Wallet → session shown; a reload keeps it with no new signature', async () => {
    const { page, requests } = await load()
    const dialog = await connectToSignView(page)
    expect(await dialog.getByRole('heading', { name: 'walletport demo wants you to sign in' }).count()).toBe(1)
    // No Back to the connect views: that would be a way around the required sign-in.
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0)

    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    const popup = devWalletPopup(page)
    await popup.getByRole('heading', { name: 'Signature request' }).waitFor()
    // The Dev Wallet shows the EIP-4361 text it is asked to sign: this origin, the account, the chain, the server's nonce.
    const host = new URL(page.url()).host
    const asked = (await popup.textContent()) ?? ''
    expect(asked).toContain(`${host} wants you to sign in with your Ethereum account:`)
    expect(asked).toContain(ACCOUNT_0)
    expect(asked).toContain('Chain ID: 31337')
    await answerDevWallet(page, 'Approve')

    await modal(page).waitFor({ state: 'hidden' })
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(await page.getByTestId('siwx-address').textContent()).toBe(ACCOUNT_0)
    expect(await page.getByTestId('siwx-chain').textContent()).toBe('eip155:31337')
    expect(await page.getByTestId('siwx-issued').locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(await page.getByTestId('siwx-expires').locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    // The nonce came from the demo server, and the server confirmed the session.
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/siwx/')).map((url) => new URL(url).pathname)).toEqual(['/siwx/nonce', '/siwx/verify'])
    expect((await walletMethods(page)).filter((method) => method === 'personal_sign')).toHaveLength(1)

    await page.reload()
    await connectButton(page).waitFor()
    await waitForStatus(page, 'connected')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(await page.getByTestId('siwx-address').textContent()).toBe(ACCOUNT_0)
    expect(await modal(page).count()).toBe(0)
    expect(await promptCount(page)).toBe(0)
    // After the reload the Dev Wallet was asked nothing that signs or prompts.
    expect((await walletMethods(page)).filter((method) => method !== 'eth_accounts' && method !== 'eth_chainId')).toEqual([])

    // Sign out: the session goes, and (sign-in being required) the wallet is disconnected too.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await waitForStatus(page, 'disconnected')
    await page.getByTestId('siwx-status').getByText('signedOut', { exact: true }).waitFor()
    expect(await page.getByTestId('siwx-address').textContent()).toBe('—')
  })

  it("declining in the Dev Wallet shows 'Signature declined' and stays on the sign view; signing again works", async () => {
    const { page } = await load()
    const dialog = await connectToSignView(page)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await answerDevWallet(page, 'Reject', 'Signature request')
    await dialog.getByRole('alert').getByText('Signature declined', { exact: true }).waitFor()
    expect(await dialog.getAttribute('data-view')).toBe('SIWXSignMessage')
    await waitForStatus(page, 'connected')

    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await answerDevWallet(page, 'Approve', 'Signature request')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
  })

  it('cancel disconnects (sign-in is required)', async () => {
    const { page } = await load()
    const dialog = await connectToSignView(page)
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await waitForStatus(page, 'disconnected')
    await modal(page).waitFor({ state: 'hidden' })
    expect(await page.getByTestId('dev-wallet-authorized').textContent()).toBe('not connected')
    expect(await walletMethods(page)).not.toContain('personal_sign')
  })

  it('Escape (and Close) cannot close the sign view while sign-in is required: the modal shakes', async () => {
    const { page } = await load()
    const dialog = await connectToSignView(page)
    await page.keyboard.press('Escape')
    expect(await dialog.getAttribute('data-shake')).not.toBeNull()
    await dialog.getByRole('alert').getByText(/can't be skipped/).waitFor({ state: 'attached' })
    await settled(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getAttribute('data-view')).toBe('SIWXSignMessage')
    await waitForStatus(page, 'connected')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: the sign view (waiting, declined) and the signed-in page pass axe-core; screenshots saved`, async () => {
      const { page } = await load(theme)
      const findings: { readonly name: string; readonly violations: Awaited<ReturnType<typeof runAxe>>['violations'] }[] = []
      const audit = async (name: string, scope?: string) => {
        await settled(page)
        await screenshot(page, `${theme}/siwx-${name}`)
        const result = await runAxe(page, scope)
        expect(result.passed, `axe checked nothing on ${name}`).toEqual(expect.arrayContaining(['color-contrast', 'button-name']))
        findings.push({ name, violations: result.violations })
      }
      const dialog = await connectToSignView(page)
      await audit('SIWXSignMessage', '[data-walletport-modal]')
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
      await answerDevWallet(page, 'Reject', 'Signature request')
      await dialog.getByRole('alert').waitFor()
      await audit('SIWXSignMessage-declined', '[data-walletport-modal]')
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
      await answerDevWallet(page, 'Approve', 'Signature request')
      await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
      await modal(page).waitFor({ state: 'hidden' })
      await audit('page-signed-in')

      await writeArtifact(`axe-siwx-${theme}.json`, findings)
      const failures = findings.flatMap((each) => seriousOrCritical(each.violations).map((finding) => `${each.name}: ${finding.id} [${finding.impact}] ${finding.help} — ${finding.targets.join(', ')}`))
      expect(failures, `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-siwx-${theme}.json`).toEqual([])
    })
  }
})
