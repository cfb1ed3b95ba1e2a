// The Telegram mini-app flow in a real browser: the demo with `?telegram=1` (window.Telegram.WebApp
// defined, its initData signed with the demo bot's token), the reference frame and backend on
// another origin, the local OpenID Connect provider on a third. No popup: a click takes the whole
// page to the provider's form, the backend's callback sends it back with `result_uri`, the page
// removes it from the address bar and connects with it.
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import type { EmailDemoWindow } from './support/emailSession.js'
import { connectButton, waitForStatus, waitForView } from './support/session.js'

const env = useDemoInBrowser()

interface TelegramWindow {
  readonly Telegram?: { readonly WebApp?: { readonly initData?: string; readonly platform?: string } }
}

describe('Telegram mini app (Chromium, simulated WebApp, three origins)', () => {
  it('Google: the page goes _top to the provider form, comes back with result_uri, connects, and the parameter is gone from the address bar', async () => {
    const session = await env.open()
    const { page } = session
    const start = new URL(session.url)
    start.searchParams.set('telegram', '1')
    await page.goto(start.href)
    await connectButton(page).waitFor()
    const initData = await page.waitForFunction(() => (window as unknown as TelegramWindow).Telegram?.WebApp?.initData).then((handle) => handle.jsonValue())

    // The launch data the demo made is what the frame backend accepts for its bot.
    const verified = await fetch(`${env.demo.frameUrl}/v1/telegram/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initData }) })
    expect({ status: verified.status, body: await verified.json() }).toMatchObject({ status: 200, body: { user: { id: 4242, username: 'walletport_demo' } } })

    await connectButton(page).click()
    const connect = await waitForView(page, 'Connect')
    const google = connect.getByRole('region', { name: 'Sign in with a social account' }).getByRole('button', { name: 'Google', exact: true })
    let popups = 0
    page.on('popup', () => popups++)
    await Promise.all([page.waitForURL((url) => url.origin === env.demo.oidcUrl), google.click()])
    expect(popups).toBe(0)

    const login = `tg-${Date.now()}@example.com`
    await page.getByRole('textbox', { name: 'Email or account id' }).fill(login)
    // Back on the demo page with the handle (the backend's redirect), then the address is cleaned.
    const back: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) back.push(frame.url())
    })
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.origin === start.origin)
    expect(back.some((url) => new URL(url).origin === start.origin && new URL(url).searchParams.has('result_uri'))).toBe(true)

    await waitForStatus(page, 'connected')
    const address = new URL(page.url())
    expect(address.searchParams.has('result_uri')).toBe(false)
    expect(address.searchParams.get('telegram')).toBe('1')
    expect(await page.evaluate(() => window.location.search)).not.toContain('result_uri')
    const account = await page.evaluate(() => (window as unknown as EmailDemoWindow).walletportDemo.walletport.getAccount())
    expect(account).toMatchObject({ socialProvider: 'google', user: { email: login } })
    expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})
