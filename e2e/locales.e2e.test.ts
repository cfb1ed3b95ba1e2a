// The modal in two locales in a real browser, on the demo's ?locale=: Arabic (right to left:
// the modal root carries dir="rtl" and mirrors, axe passes, Tab follows the reading order) and
// Japanese (CJK text stays inside the 360 px card). Screenshots land in
// e2e/artifacts/screenshots/locales/. One demo and one Chromium for the file.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { answerDevWallet, connectButton, modal, runAxe, screenshot, seriousOrCritical, waitForStatus, waitForView, type Session } from './support/session.js'

const env = useDemoInBrowser()
const MODAL = '[data-walletport-modal]'

async function load(locale: string, query = ''): Promise<Session> {
  const session = await env.open()
  await session.page.goto(`${session.url}&locale=${locale}${query}`)
  await connectButton(session.page).waitFor()
  return session
}

/** Screenshot and axe (serious or critical findings fail) of the open modal. */
async function audit(page: Page, name: string): Promise<void> {
  await screenshot(page, `locales/${name}`)
  const { violations, passed } = await runAxe(page, MODAL)
  expect(seriousOrCritical(violations), name).toEqual([])
  // The audit looked at real content.
  expect(passed).toContain('color-contrast')
}

/** Left edges, in CSS pixels, of the locators' boxes. */
async function lefts(...locators: Locator[]): Promise<number[]> {
  return Promise.all(locators.map(async (locator) => (await locator.boundingBox())?.x ?? Number.NaN))
}

/** The element Tab lands on, described by its accessible name (aria-label or text). */
async function tabTo(page: Page): Promise<string> {
  await page.keyboard.press('Tab')
  return page.evaluate(() => {
    const active = document.activeElement
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
  })
}

/** The elements of the card (itself included) whose content is wider than their box, unless they clip on purpose (ellipsis). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((root) => {
    const card = document.querySelector(`${root} [role="dialog"]`)
    if (!card) return ['no card']
    return [card, ...card.querySelectorAll('button, a, li, p, h2, label, dd, dt')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).textOverflow !== 'ellipsis' && element.clientWidth > 0)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`)
  }, MODAL)
}

describe('locales in Chromium', () => {
  it('ar: Connect, AllWallets, Account and SIWX right to left; mirrored; axe passes; Tab follows the reading order', async () => {
    const { page } = await load('ar', '&siwx=required')
    const button = connectButton(page)
    await page.getByRole('button', { name: 'ربط المحفظة' }).waitFor()
    await button.click()
    const connect = await waitForView(page, 'Connect')
    expect(await page.locator(MODAL).getAttribute('dir')).toBe('rtl')
    expect(await page.locator(MODAL).getAttribute('lang')).toBe('ar')
    expect(await connect.getByRole('heading', { name: 'ربط محفظة' }).count()).toBe(1)
    // Right to left: Close sits at the card's left edge, the rows' text starts at the right.
    const card = await connect.boundingBox()
    const [close] = await lefts(connect.getByRole('button', { name: 'إغلاق' }))
    expect(close).toBeLessThan((card?.x ?? 0) + (card?.width ?? 0) / 2)
    await audit(page, 'ar-Connect')

    // AllWallets: Back on the right, Close on the left; Tab goes Back → Close → search, in DOM order (right to left).
    await connect.getByRole('button', { name: 'جميع المحافظ' }).click()
    const all = await waitForView(page, 'AllWallets')
    const [back, closeAll] = await lefts(all.getByRole('button', { name: 'رجوع' }), all.getByRole('button', { name: 'إغلاق' }))
    expect(back).toBeGreaterThan(closeAll ?? Number.NaN)
    await all.getByRole('button', { name: 'رجوع' }).focus()
    expect(await tabTo(page)).toBe('إغلاق')
    const afterHeader = await tabTo(page)
    expect(afterHeader.length).toBeGreaterThan(0)
    await audit(page, 'ar-AllWallets')
    await all.getByRole('button', { name: 'رجوع' }).click()
    await waitForView(page, 'Connect')

    // Connect the Dev Wallet: sign-in is required, so the SIWX view follows, in Arabic.
    await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
    await answerDevWallet(page, 'Approve', 'Connect to this site?')
    await waitForStatus(page, 'connected')
    const sign = await waitForView(page, 'SIWXSignMessage')
    expect(await sign.getByRole('heading', { name: /تسجيل دخولك/ }).count()).toBe(1)
    expect(await page.locator(MODAL).getAttribute('dir')).toBe('rtl')
    await audit(page, 'ar-SIWXSignMessage')
    await sign.getByRole('button', { name: 'توقيع', exact: true }).click()
    await answerDevWallet(page, 'Approve')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    await modal(page).waitFor({ state: 'hidden' })

    // Account, in Arabic, right to left.
    await button.click()
    const account = await waitForView(page, 'Account')
    expect(await account.getByRole('button', { name: 'قطع الاتصال' }).count()).toBeGreaterThan(0)
    await audit(page, 'ar-Account')
    expect(await overflowing(page)).toEqual([])
  })

  it('ja: long and CJK text stays inside the 360 px card (Connect, AllWallets, Account)', async () => {
    const { page } = await load('ja')
    await page.getByRole('button', { name: 'ウォレットを接続' }).waitFor()
    await connectButton(page).click()
    const connect = await waitForView(page, 'Connect')
    expect(await page.locator(MODAL).getAttribute('lang')).toBe('ja')
    expect(Math.round((await connect.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(360)
    expect(await overflowing(page)).toEqual([])
    await audit(page, 'ja-Connect')

    await connect.getByRole('button', { name: 'すべてのウォレット' }).click()
    await waitForView(page, 'AllWallets')
    expect(await overflowing(page)).toEqual([])
    await audit(page, 'ja-AllWallets')
    await modal(page).getByRole('button', { name: '戻る' }).click()
    await waitForView(page, 'Connect')

    await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
    await answerDevWallet(page, 'Approve', 'Connect to this site?')
    await waitForStatus(page, 'connected')
    await modal(page).waitFor({ state: 'hidden' })
    await connectButton(page).click()
    await waitForView(page, 'Account')
    expect(await overflowing(page)).toEqual([])
    await audit(page, 'ja-Account')
  })
})
