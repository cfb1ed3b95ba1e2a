// Sign In With Farcaster in a real browser: the demo on one origin, the reference frame and its
// backend on another, the local Sign In With Farcaster relay (and its "Farcaster app" page) on a
// third. The visitor clicks Farcaster, the view shows the relay channel's code as a QR; the
// Farcaster app page, in another tab, shows the SIWF message and signs it with the demo custody
// key; the backend verifies it offline and the page is connected. One demo and one Chromium for the file.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import type { EmailDemoWindow } from './support/emailSession.js'
import { connectButton, runAxe, seriousOrCritical, waitForStatus, waitForView } from './support/session.js'

const env = useDemoInBrowser()

async function openFarcaster(page: Page) {
  await page.goto(env.demo.url)
  await connectButton(page).click()
  const connect = await waitForView(page, 'Connect')
  const section = connect.getByRole('region', { name: 'Sign in with a social account' })
  await section.getByRole('button', { name: 'Farcaster', exact: true }).click()
  const view = await waitForView(page, 'ConnectingFarcaster')
  const qr = view.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await qr.waitFor()
  return { view, url: (await qr.getAttribute('data-uri')) ?? '' }
}

const account = (page: Page) => page.evaluate(() => (window as unknown as EmailDemoWindow).walletportDemo.walletport.getAccount())

describe('Sign In With Farcaster through the local relay (Chromium, three origins)', () => {
  it('the code opens the Farcaster app page in another tab; it signs the SIWF message; the page is connected as the Farcaster user', async () => {
    const { page } = await env.open()
    const { view, url } = await openFarcaster(page)
    expect(new URL(url).origin).toBe(env.demo.farcasterUrl)
    expect(await view.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(url)
    expect(seriousOrCritical((await runAxe(page, '[data-walletport-modal]')).violations)).toEqual([])

    const app = await page.context().newPage()
    await app.goto(url)
    const message = (await app.getByLabel('Message to sign').textContent()) ?? ''
    // The message names the demo's host (domain) and the channel's nonce; it is for chain 10, Farcaster's.
    expect(message).toContain(`${new URL(env.demo.url).host} wants you to sign in with your Ethereum account`)
    expect(message).toContain('Chain ID: 10')
    await app.getByRole('button', { name: 'Sign in' }).click()
    await app.getByText(/You signed in to/).waitFor()

    await waitForStatus(page, 'connected')
    const { address, user } = await account(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user).toMatchObject({ username: 'walletport-demo' })
    await app.close()
  })

  it('leaving the view cancels; coming back gives a new code', async () => {
    const { page } = await env.open()
    const first = await openFarcaster(page)
    await first.view.getByRole('button', { name: 'Back' }).first().click()
    const connect = await waitForView(page, 'Connect')
    await connect.getByRole('button', { name: 'Farcaster', exact: true }).click()
    const view = await waitForView(page, 'ConnectingFarcaster')
    const qr = view.getByRole('img', { name: 'QR code to sign in with Farcaster' })
    await qr.waitFor()
    expect(await qr.getAttribute('data-uri')).not.toBe(first.url)
    // The old channel is not the page's any more: the Farcaster app signing it in does not connect.
    const app = await page.context().newPage()
    await app.goto(first.url)
    await app.getByRole('button', { name: 'Sign in' }).click()
    await app.getByText(/You signed in to/).waitFor()
    await page.waitForTimeout(1_500)
    expect((await account(page)).address).toBeUndefined()
    await app.close()
  })
})
