// Social login in a real browser: the demo on one origin, the reference frame and its backend
// (the OpenID Connect relying party) on another, the local OpenID Connect provider (oidc-provider)
// on a third. The visitor clicks Google, the popup opens on the frame origin, goes to the
// provider's login form, and the result comes back to the page by postMessage; the same account
// gets the same wallet on its next login. One demo and one Chromium for the file.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import type { EmailDemoWindow } from './support/emailSession.js'
import { connectButton, modal, runAxe, seriousOrCritical, waitForStatus, waitForView, writeArtifact, type Theme } from './support/session.js'

const env = useDemoInBrowser()

let visitors = 0
const nextLogin = (): string => `social${++visitors}-${Date.now()}@example.com`

async function load(theme: Theme = 'light') {
  const session = await env.open({ theme })
  await session.page.goto(session.url)
  await connectButton(session.page).waitFor()
  return session
}

/** Connect → a social button: the popup it opened (on the frame origin, then the provider's form). */
async function clickSocial(page: Page, name: string): Promise<Page> {
  await connectButton(page).click()
  const connect = await waitForView(page, 'Connect')
  const section = connect.getByRole('region', { name: 'Sign in with a social account' })
  // The social method's chunk loads with the Connect view: wait for its buttons.
  await section.getByRole('button', { name: 'Google', exact: true }).waitFor()
  if (!(await section.getByRole('button', { name, exact: true }).isVisible())) await section.getByRole('button', { name: /^More options/ }).click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), section.getByRole('button', { name, exact: true }).click()])
  return popup
}

/** The provider's login form in the popup: the account id typed, signed in. */
async function signInAtProvider(popup: Page, login: string): Promise<void> {
  await popup.waitForURL((url) => url.origin === env.demo.oidcUrl)
  await popup.getByRole('textbox', { name: 'Email or account id' }).fill(login)
  await popup.getByRole('button', { name: 'Sign in' }).click()
}

const account = (page: Page) => page.evaluate(() => (window as unknown as EmailDemoWindow).walletportDemo.walletport.getAccount())

describe('Social login through the local OpenID Connect provider (Chromium, three origins)', () => {
  it('Google: the popup opens on the frame origin, the provider form signs in, connected; the header shows the username; a second login (GitHub) is the same wallet', async () => {
    const first = await load()
    const { page, requests } = first
    const login = nextLogin()
    const popup = await clickSocial(page, 'Google')
    // Opened inside the click on the frame origin's loading page, then sent to the provider.
    const loading = requests.find((url) => url.endsWith('/loading'))
    expect(loading && new URL(loading).origin).toBe(env.demo.frameUrl)
    const waiting = await waitForView(page, 'ConnectingSocial')
    await waiting.getByText('Continue in the Google window…').waitFor()
    await signInAtProvider(popup, login)
    await waitForStatus(page, 'connected')
    await expect.poll(() => popup.isClosed()).toBe(true)

    const { address, user } = await account(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user).toMatchObject({ email: login, username: login.split('@')[0] })
    const authorizeRequest = requests.find((url) => url.startsWith(`${env.demo.oidcUrl}/auth?`)) ?? ''
    expect(Object.fromEntries(new URL(authorizeRequest).searchParams)).toMatchObject({ client_id: 'google', response_type: 'code', code_challenge_method: 'S256' })

    await connectButton(page).click()
    const view = await waitForView(page, 'Account')
    expect(await view.getByText(login.split('@')[0] ?? '', { exact: true }).count()).toBe(1)
    await view.getByRole('button', { name: 'Disconnect' }).click()
    await waitForStatus(page, 'disconnected')

    await first.close()

    // A second login, on another browser (no provider session, no frame storage): the provider's form again, the same wallet.
    const second = await load()
    const again = await clickSocial(second.page, 'GitHub')
    await signInAtProvider(again, login)
    await waitForStatus(second.page, 'connected')
    expect((await account(second.page)).address).toBe(address)
  })

  it('a popup the visitor closes goes back to Connect with a message; nothing connects', async () => {
    const { page } = await load()
    const popup = await clickSocial(page, 'X')
    await waitForView(page, 'ConnectingSocial')
    await popup.close()
    const connect = await waitForView(page, 'Connect')
    expect(await page.getByText('The sign-in window was closed before you signed in.').count()).toBe(1)
    expect(await connect.getByRole('region', { name: 'Sign in with a social account' }).count()).toBe(1)
    expect((await account(page)).address).toBeUndefined()
  })

  it('axe: the Connect view with its social buttons and ConnectingSocial, light and dark', async () => {
    const findings: Record<string, unknown> = {}
    for (const theme of ['light', 'dark'] as const) {
      const session = await load(theme)
      const { page } = session
      const popup = await clickSocial(page, 'Discord')
      await waitForView(page, 'ConnectingSocial')
      const connecting = await runAxe(page, '[data-walletport-modal]')
      await popup.close()
      await waitForView(page, 'Connect')
      const connect = await runAxe(page, '[data-walletport-modal]')
      findings[theme] = { connecting: connecting.violations, connect: connect.violations }
      expect(seriousOrCritical(connecting.violations)).toEqual([])
      expect(seriousOrCritical(connect.violations)).toEqual([])
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'hidden' })
      if (theme === 'light') await session.close()
    }
    await writeArtifact('social-axe.json', findings)
  })
})
