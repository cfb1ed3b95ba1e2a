// Every modal view the demo can reach, in light and dark: axe-core finds no serious or
// critical violation on any of them, and each is saved as a screenshot under
// e2e/artifacts/screenshots/<theme>/ (with the full axe findings in e2e/artifacts/axe-<theme>.json).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import {
  answerDevWallet,
  connectButton,
  devWalletPopup,
  modal,
  runAxe,
  screenshot,
  seriousOrCritical,
  settled,
  waitForStatus,
  waitForView,
  writeArtifact,
  type AxeFinding,
  type Theme,
  type View,
} from './support/session.js'

const env = useDemoInBrowser()

/** One checkpoint of the walk: its name, every axe finding, and the screenshot. */
interface Checkpoint {
  readonly name: string
  readonly findings: readonly AxeFinding[]
  /** The axe rules that passed: proof each audit looked at real content (contrast, names, ARIA). */
  readonly passed: readonly string[]
  readonly screenshot: string
}

const MODAL = '[data-walletport-modal]'
const POPUP = '[data-testid="dev-wallet-popup"]'

/**
 * Saves a screenshot and audits what is on screen: the whole page while the modal is closed,
 * else the modal (and the Dev Wallet's popup when it is open; the host page around them was
 * audited closed). While the popup is open — a native modal <dialog>, so walletport's modal
 * behind it is inert and half hidden from axe — the modal is audited a second time with the
 * popup set aside, as a real extension's separate window would leave it.
 */
async function checkpoint(page: Page, theme: Theme, name: string, checkpoints: Checkpoint[]): Promise<void> {
  await settled(page)
  const path = await screenshot(page, `${theme}/${String(checkpoints.length + 1).padStart(2, '0')}-${name}`)
  const modalOpen = (await page.locator(MODAL).count()) > 0 && (await modal(page).isVisible())
  const popupOpen = await devWalletPopup(page).isVisible()
  const audit = await runAxe(page, !modalOpen ? undefined : popupOpen ? `${MODAL}, ${POPUP}` : MODAL)
  const findings = [...audit.violations]
  const passed = new Set(audit.passed)
  if (modalOpen && popupOpen) {
    await devWalletPopup(page).evaluate((popup: HTMLDialogElement) => popup.close())
    await settled(page)
    const aside = await runAxe(page, MODAL)
    findings.push(...aside.violations.map((finding) => ({ ...finding, id: `${finding.id} (popup set aside)` })))
    for (const rule of aside.passed) passed.add(rule)
    await devWalletPopup(page).evaluate((popup: HTMLDialogElement) => popup.showModal())
  }
  checkpoints.push({ name, findings, passed: [...passed].sort(), screenshot: path })
}

async function view(page: Page, theme: Theme, name: View, checkpoints: Checkpoint[], label: string = name): Promise<void> {
  await waitForView(page, name)
  await checkpoint(page, theme, label, checkpoints)
}

describe('every view, light and dark: axe-core and screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: Connect, AllWallets, ConnectingExternal (pending, declined), Account, Networks, SwitchNetwork, UnsupportedChain`, async () => {
      const session = await env.open({ theme })
      const { page } = session
      const checkpoints: Checkpoint[] = []
      await page.goto(session.url)
      await connectButton(page).waitFor()
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
      await checkpoint(page, theme, 'page-disconnected', checkpoints)

      // Connect → AllWallets → back.
      await connectButton(page).click()
      await view(page, theme, 'Connect', checkpoints)
      expect(await page.locator('[data-walletport-modal]').getAttribute('data-theme')).toBe(theme)
      await modal(page).getByRole('button', { name: 'All wallets' }).click()
      await view(page, theme, 'AllWallets', checkpoints)
      await modal(page).getByRole('button', { name: 'Back' }).click()
      await waitForView(page, 'Connect')

      // ConnectingExternal: pending (the Dev Wallet asks), then declined, then Retry → connected.
      await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
      await devWalletPopup(page).getByRole('heading', { name: 'Connect to this site?' }).waitFor()
      await view(page, theme, 'ConnectingExternal', checkpoints, 'ConnectingExternal-pending')
      await answerDevWallet(page, 'Reject')
      await modal(page).getByRole('alert').getByText('Connection declined').waitFor()
      await view(page, theme, 'ConnectingExternal', checkpoints, 'ConnectingExternal-declined')
      await modal(page).getByRole('button', { name: 'Try again' }).click()
      await answerDevWallet(page, 'Approve', 'Connect to this site?')
      await waitForStatus(page, 'connected')
      await modal(page).waitFor({ state: 'hidden' })
      await page.getByTestId('state-balance').getByText(/ETH$/).waitFor()
      await checkpoint(page, theme, 'page-connected', checkpoints)

      // Account → Networks → SwitchNetwork (the Dev Wallet asks) → back on Account.
      await connectButton(page).click()
      await view(page, theme, 'Account', checkpoints)
      await modal(page).getByRole('button', { name: /^Network: Anvil A/ }).click()
      await view(page, theme, 'Networks', checkpoints)
      await modal(page).getByRole('button', { name: /^Anvil B/ }).click()
      await devWalletPopup(page).getByRole('heading', { name: 'Switch network?' }).waitFor()
      await view(page, theme, 'SwitchNetwork', checkpoints)
      await answerDevWallet(page, 'Approve')
      await waitForView(page, 'Account')
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'hidden' })

      // The wallet moves to a chain the app lacks: UnsupportedChain.
      await page.getByRole('combobox', { name: 'Wallet network' }).selectOption('31339')
      await view(page, theme, 'UnsupportedChain', checkpoints)

      await writeArtifact(`axe-${theme}.json`, checkpoints)
      const failures = checkpoints.flatMap((each) => seriousOrCritical(each.findings).map((finding) => `${each.name}: ${finding.id} [${finding.impact}] ${finding.help} — ${finding.targets.join(', ')}`))
      expect(failures, `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-${theme}.json`).toEqual([])
      for (const each of checkpoints) {
        expect(each.passed, `axe checked nothing on ${each.name}`).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'aria-allowed-attr']))
      }
      expect(checkpoints.map((each) => each.name)).toEqual([
        'page-disconnected',
        'Connect',
        'AllWallets',
        'ConnectingExternal-pending',
        'ConnectingExternal-declined',
        'page-connected',
        'Account',
        'Networks',
        'SwitchNetwork',
        'UnsupportedChain',
      ])
    })
  }
})
