// Email login through the embedded wallet in a real browser: the demo on one origin, the
// reference frame and its backend (embedded-wallet/) on another, PGlite behind it. The code is read
// from the backend's outbox as a visitor reads their inbox; signatures and sends are approved in
// the frame's own UI, and sends land on anvil. One demo and one Chromium for the file; a fresh
// context per test, which also fails if a request left 127.0.0.1 or the page threw.
import type { Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { approveInFrame, codeFor as readCode, embeddedFrame, jsonRpc, logInByEmail, nextEmail, submitEmail, type EmailDemoWindow } from './support/emailSession.js'
import { connectButton, modal, runAxe, seriousOrCritical, waitForStatus, waitForView, writeArtifact, type Theme } from './support/session.js'

const env = useDemoInBrowser()

const codeFor = (email: string): Promise<string> => readCode(env.demo.frameUrl, email)
const logIn = async (page: Page, email?: string) => {
  const done = await logInByEmail(page, env.demo.frameUrl, email)
  return { email: done.email, address: done.address as Address }
}
const frame = embeddedFrame
const rpc = jsonRpc
type DemoWindow = EmailDemoWindow

/** The demo in a fresh context, its Connect button ready. */
async function load(theme: Theme = 'light') {
  const session = await env.open({ theme })
  await session.page.goto(session.url)
  await connectButton(session.page).waitFor()
  return session
}

const frameRequests = (requests: readonly string[]): string[] => requests.filter((url) => url.startsWith(env.demo.frameUrl))

describe('Email login through the embedded wallet (Chromium, the frame on its own origin)', () => {
  it('no frame before the visitor turns to email; the code from the outbox connects; the account shows the email; a reload resumes with no new login', async () => {
    const { page, requests } = await load()
    await connectButton(page).click()
    await waitForView(page, 'Connect')
    // A new visitor: nothing of the embedded wallet is fetched or created by opening the modal.
    expect(await page.locator('iframe[data-walletport-frame]').count()).toBe(0)
    expect(frameRequests(requests)).toEqual([])
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })

    const { email, address } = await logIn(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const iframe = page.locator('iframe[data-walletport-frame]')
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms')
    expect(await iframe.getAttribute('referrerpolicy')).toBe('strict-origin')
    expect(new URL((await iframe.getAttribute('src')) ?? '').origin).toBe(env.demo.frameUrl)

    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    expect(await account.getByText(email).count()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')

    const loginsBefore = frameRequests(requests).filter((url) => url.includes('/v1/email/')).length
    await page.reload()
    await waitForStatus(page, 'connected')
    const after = await page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount())
    expect(after.address).toBe(address)
    expect(after.user?.email).toBe(email)
    // Resumed by the session handle: no new code was asked for.
    expect(frameRequests(requests).filter((url) => url.includes('/v1/email/')).length).toBe(loginsBefore)
  })

  it('a signature is approved in the frame\'s own view, which names this page\'s origin; a send from the embedded account lands on anvil', async () => {
    const { page } = await load()
    const { address } = await logIn(page)

    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const asked = await approveInFrame(page, 'Sign message')
    expect(asked).toContain(`Requested by ${new URL(page.url()).origin}`)
    expect(asked).toContain('Hello from walletport')
    const results = page.getByTestId('results')
    await results.getByText('Sign message: done').waitFor()
    const signature = (await results.locator('li').first().locator('.mono').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from walletport', signature })).toBe(true)
    // Settled: the frame hides and the modal the request opened closes again.
    await page.locator('iframe[data-walletport-frame]').waitFor({ state: 'hidden' })
    await modal(page).waitFor({ state: 'hidden' })

    // The new account has no ETH: fund it on anvil A, then send through the frame.
    const anvil = env.demo.chains[0]!.directUrl
    await rpc(anvil, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
    await page.getByRole('button', { name: /^Send .* ETH to account #2$/ }).click()
    await approveInFrame(page, 'Send transaction')
    await results.getByText(/Send .* ETH: done/).waitFor()
    const hash = (await results.locator('li').first().locator('.mono').textContent()) as Hex
    const client = createPublicClient({ transport: http(anvil) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  })

  it('a new browser (no frame storage) approves the device from the mailed link, then the code: the same address, restored from the encrypted backup', async () => {
    const first = await load()
    const { email, address } = await logIn(first.page)
    const firstCode = await codeFor(email)
    await first.close()

    // Another browser: a fresh context has no IndexedDB, no key, another device id.
    const { page } = await load()
    await submitEmail(page, email)
    const device = await waitForView(page, 'EmailVerifyDevice')
    await device.getByText(email, { exact: false }).first().waitFor()
    const outbox = (await (await fetch(`${env.demo.frameUrl}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; link?: string }[] }
    const link = outbox.messages.find((message) => message.kind === 'device')?.link
    expect(link?.startsWith(`${env.demo.frameUrl}/device/approve?token=`)).toBe(true)
    expect((await fetch(link ?? '')).status).toBe(200)
    const view = await waitForView(page, 'EmailVerifyOtp')
    await expect.poll(() => codeFor(email)).not.toBe(firstCode)
    await view.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await codeFor(email))
    await waitForStatus(page, 'connected')
    expect(await page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount().address)).toBe(address)
  })

  it('a page on an origin the backend does not allow cannot embed the frame: no READY reaches it', async () => {
    const { page } = await load()
    await page.evaluate((src) => {
      const element = document.createElement('iframe')
      element.name = 'outsider'
      element.src = src
      document.body.append(element)
    }, `${env.demo.apiUrl}/outsider`)
    await expect.poll(() => page.frames().some((each) => each.name() === 'outsider')).toBe(true)
    const outsider = page.frames().find((each) => each.name() === 'outsider')
    const heard = await outsider?.evaluate(
      (src) =>
        new Promise<string[]>((resolve) => {
          const messages: string[] = []
          window.addEventListener('message', (event) => messages.push(String((event.data as { type?: unknown } | null)?.type)))
          const element = document.createElement('iframe')
          element.src = src
          document.body.append(element)
          setTimeout(() => resolve(messages), 3_000)
        }),
      `${env.demo.frameUrl}/frame`,
    )
    expect(heard).toEqual([])
  })

  it('the backend down mid-session: signing goes on (the key is in the frame), a reload cannot resume and says disconnected, and the next reload after it returns resumes with no new code', async () => {
    const { page, context } = await load()
    const { email, address } = await logIn(page)
    const backend = `${env.demo.frameUrl}/v1/**`
    await context.route(backend, (route) => route.abort('connectionrefused'))

    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await approveInFrame(page, 'Sign message')
    await page.getByTestId('results').getByText('Sign message: done').waitFor()

    await page.reload()
    // The start-up resume has run (and failed): disconnected, no crash.
    await page.waitForFunction(() => (window as unknown as Partial<DemoWindow>).walletportDemo !== undefined)
    await page.evaluate(() => (window as unknown as { walletportDemo: { walletport: { ready: Promise<void> } } }).walletportDemo.walletport.ready)
    await waitForStatus(page, 'disconnected')
    expect(await page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount().address)).toBeUndefined()

    await context.unroute(backend)
    const codesBefore = await codeFor(email)
    await page.reload()
    await waitForStatus(page, 'connected')
    const after = await page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount())
    expect(after).toMatchObject({ address, user: { email } })
    expect(await codeFor(email)).toBe(codesBefore)
  })

  it('update email: a code to the current address, then one to the new address; the Account view shows the new email', async () => {
    const { page } = await load()
    const { email } = await logIn(page)
    const next = nextEmail()
    const before = await codeFor(email)
    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    await account.getByRole('button', { name: 'Update email' }).click()
    const change = await waitForView(page, 'UpdateEmailWallet')
    await change.getByRole('textbox', { name: 'New email' }).fill(next)
    await change.getByRole('button', { name: 'Continue' }).click()
    const primary = await waitForView(page, 'UpdateEmailPrimaryOtp')
    await expect.poll(() => codeFor(email)).not.toBe(before)
    await primary.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await codeFor(email))
    const secondary = await waitForView(page, 'UpdateEmailSecondaryOtp')
    await secondary.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await codeFor(next))
    const updated = await waitForView(page, 'Account')
    await updated.getByText(next).first().waitFor()
    expect(await page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount().user?.email)).toBe(next)
  })

  it('a reload during code entry loses nothing: still disconnected, no error, and the cooldown still counts', async () => {
    const { page } = await load()
    await submitEmail(page, nextEmail())
    await waitForView(page, 'EmailVerifyOtp')
    await page.reload()
    await page.waitForFunction(() => (window as unknown as Partial<DemoWindow>).walletportDemo !== undefined)
    await waitForStatus(page, 'disconnected')
    await connectButton(page).click()
    const connect = await waitForView(page, 'Connect')
    await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(nextEmail())
    await connect.getByRole('button', { name: 'Continue' }).click()
    await connect.getByText(/^Please try again after \d+ seconds$/).waitFor()
  })

  it('keyboard: the shown frame takes focus (the dialog is not modal meanwhile), Tab reaches Approve, Enter approves', async () => {
    const { page } = await load()
    await logIn(page)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const view = frame(page)
    await view.getByRole('heading', { name: 'Sign message' }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.matches('iframe[data-walletport-frame]'))).toBe(true)
    expect(await modal(page).getAttribute('aria-modal')).toBeNull()
    const approve = view.getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    for (let step = 0; step < 6 && !(await approve.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab')
    expect(await approve.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByTestId('results').getByText('Sign message: done').waitFor()
  })

  it('Reject in the frame is the typed rejection; the modal closes and nothing is signed', async () => {
    const { page } = await load()
    await logIn(page)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const view = frame(page)
    await view.getByRole('heading', { name: 'Sign message' }).waitFor()
    await view.getByRole('button', { name: 'Reject' }).click()
    await page.getByTestId('results').getByText('Sign message: failed').waitFor()
    await modal(page).waitFor({ state: 'hidden' })
  })

  it('a second login within 30 s counts down in place; a wrong code says so and keeps the digits', async () => {
    const { page } = await load()
    const email = nextEmail()
    await submitEmail(page, email)
    const view = await waitForView(page, 'EmailVerifyOtp')
    const right = await codeFor(email)
    const wrong = right === '000000' ? '111111' : '000000'
    await view.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(wrong)
    await view.getByText('Invalid code: 4 tries left.').waitFor()
    expect(await view.getByRole('textbox', { name: 'Digit 6 of 6' }).inputValue()).toBe(wrong[5])

    await view.getByRole('button', { name: 'Back' }).click()
    const connect = await waitForView(page, 'Connect')
    await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await connect.getByRole('button', { name: 'Continue' }).click()
    await connect.getByText(/^Please try again after \d+ seconds$/).waitFor()
    const first = Number(/(\d+)/.exec((await connect.getByText(/^Please try again after/).textContent()) ?? '')?.[1])
    expect(first).toBeGreaterThan(20)
    expect(first).toBeLessThanOrEqual(30)
    expect(await connect.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true)
    await expect.poll(async () => Number(/(\d+)/.exec((await connect.getByText(/^Please try again after/).textContent()) ?? '')?.[1]), { timeout: 5_000 }).toBeLessThan(first)
  })

  it('forged frame replies with the right id, from another origin or another window of the frame origin, are not heard', async () => {
    const { page } = await load()
    // Request ids become predictable, so the forgers can name the pending one.
    await page.evaluate(() => {
      let next = 0
      crypto.randomUUID = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}` as `${string}-${string}-${string}-${string}-${string}`
    })
    // Two forgers framed by the page: one on another origin (the reference API's), one on the
    // frame's own origin but not the frame's window. Each posts CONNECT (no code needed) for every id.
    for (const [id, src] of [['forger-origin', `${env.demo.apiUrl}/forger`], ['forger-window', `${env.demo.frameUrl}/loading`]] as const) {
      await page.evaluate(([name, url]) => {
        const element = document.createElement('iframe')
        element.name = name
        element.src = url
        document.body.append(element)
      }, [id, src] as const)
    }
    await expect.poll(() => page.frames().filter((each) => ['forger-origin', 'forger-window'].includes(each.name())).length).toBe(2)
    // The backend answers the email slowly, so the forgeries arrive while CONNECT_EMAIL is pending.
    await page.context().route('**/v1/email/start', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    const forge = `(() => {
      const timer = setInterval(() => {
        for (let id = 1; id <= 12; id += 1) {
          const uuid = '00000000-0000-4000-8000-' + String(id).padStart(12, '0')
          window.parent.postMessage({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: uuid, payload: { action: 'CONNECT' } }, '*')
          window.parent.postMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: uuid, payload: { address: '0x000000000000000000000000000000000000dEaD', chainId: 31337 } }, '*')
        }
      }, 20)
      setTimeout(() => clearInterval(timer), 3000)
    })()`
    for (const each of page.frames().filter((candidate) => ['forger-origin', 'forger-window'].includes(candidate.name()))) await each.evaluate(forge)
    await submitEmail(page, nextEmail())
    // The real frame's answer wins: a code is asked for, and nobody is connected.
    await waitForView(page, 'EmailVerifyOtp')
    await page.waitForTimeout(1_600)
    expect(await page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount().address)).toBeUndefined()
    expect(await modal(page).getAttribute('data-view')).toBe('EmailVerifyOtp')
  })

  it('axe: the email field and the code view have no serious or critical findings (light and dark)', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await load(theme)
      await connectButton(page).click()
      const connect = await waitForView(page, 'Connect')
      const connectAxe = await runAxe(page, '[data-walletport-modal]')
      await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(nextEmail())
      await connect.getByRole('button', { name: 'Continue' }).click()
      await waitForView(page, 'EmailVerifyOtp')
      const otpAxe = await runAxe(page, '[data-walletport-modal]')
      await writeArtifact(`axe-email-${theme}.json`, { connect: connectAxe, otp: otpAxe })
      expect(seriousOrCritical(connectAxe.violations)).toEqual([])
      expect(seriousOrCritical(otpAxe.violations)).toEqual([])
    }
  })
})
