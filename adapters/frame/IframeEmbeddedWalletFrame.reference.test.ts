// The real IframeEmbeddedWalletFrame in Chromium against the real reference frame: the app page
// on http://127.0.0.1:<A>, the frame page served by the reference backend (embedded-wallet/
// server, PGlite) on http://127.0.0.1:<B>, which allows only the app origin. The login code is
// read from the backend's outbox, as a visitor reads their inbox.
// Another origin but the same site, as in the e2e demo: on another site the frame is a third
// party, and this Chromium (third-party cookies blocked, storage partitioning off under
// playwright) denies it IndexedDB, so every stateful request would fail 'An error occurred'.
// The forgers below are on a third site all the same.
import type { Page } from 'playwright-core'
import { stringToHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FrameError } from '../../core/embedded/FrameError.js'
import { MESSAGES } from '../../core/errors/messages.js'
import type { FrameEvent } from '../../ports/EmbeddedWalletFrame.js'
import { startFrameBackend, type RunningFrameBackend } from '../../embedded-wallet/server/startFrameBackend.js'
import { TEST_DATABASES, type TestDatabase } from '../../embedded-wallet/server/testing/testDatabases.js'
import { forgeReplies } from '../../tests/support/browserFrame/forgeReplies.js'
import type { PageEmbeddedWalletFrame } from '../../tests/support/browserFrame/PageEmbeddedWalletFrame.js'
import { useFrameBrowser } from '../../tests/support/browserFrame/useFrameBrowser.js'

const env = useFrameBrowser()
let database: TestDatabase | undefined
let backend: RunningFrameBackend | undefined

beforeAll(async () => {
  const openPglite = TEST_DATABASES.find(([kind]) => kind === 'pglite')?.[1]
  if (!openPglite) throw new Error('no PGlite test database')
  database = await openPglite()
  backend = await startFrameBackend({ allowedOrigins: [env.appOrigin], port: 0, database: database.client })
}, 60_000)

afterAll(async () => {
  await backend?.stop()
  await database?.close()
})

/** The frame's origin: the backend's, another port than the app's. */
const frameOrigin = (): string => {
  if (!backend) throw new Error('beforeAll did not start the backend')
  return backend.url
}

/** A fresh page with its own storage (the frame keeps its session in IndexedDB), loaded. */
async function loadedFrame(): Promise<PageEmbeddedWalletFrame> {
  const frame = await env.open(`${frameOrigin()}/frame`, { ownStorage: true })
  await frame.load()
  return frame
}

/** The latest one-time code the backend "sent" to `email`. */
async function codeFor(email: string): Promise<string> {
  const response = await fetch(`${frameOrigin()}/outbox.json?email=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { kind: string; code?: string }[] }
  const code = messages.find((message) => message.kind === 'otp')?.code
  if (!code) throw new Error(`no code in the outbox for ${email}`)
  return code
}

let visitors = 0
/** Email → code from the outbox → signed in; the address GET_USER gives. */
async function logIn(frame: PageEmbeddedWalletFrame): Promise<Address> {
  const email = `visitor${++visitors}-${Date.now()}@example.com`
  expect(await frame.request({ type: 'CONNECT_EMAIL', payload: { email } })).toEqual({ action: 'VERIFY_OTP' })
  await frame.request({ type: 'CONNECT_OTP', payload: { otp: await codeFor(email) } })
  const user = (await frame.request({ type: 'GET_USER', payload: { chainId: 1 } })) as { address: Address; email: string }
  expect(user.email).toBe(email)
  return user.address
}

const MESSAGE = 'Signed through the reference frame'
const personalSign = (address: Address) =>
  ({ type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [stringToHex(MESSAGE), address], chainId: 1, rpcUrl: 'http://127.0.0.1:8545' } }) as const

/** The frame's approve view heading (in the DOM while the frame is still hidden, so not by role). */
const approveHeading = (page: Page) => page.frameLocator('iframe[data-walletport-frame]').locator('#wp-approve-title', { hasText: 'Sign message' })

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )

// A login is a few backend round trips and a key made in the frame: slack for a loaded machine.
describe('IframeEmbeddedWalletFrame in Chromium with the reference frame', { timeout: 30_000 }, () => {
  it('load: resolves after the frame signalled READY; IS_CONNECTED says not connected; GET_USER before login rejects with the frame\'s text', async () => {
    const frame = await env.open(`${frameOrigin()}/frame`, { ownStorage: true })
    const events: FrameEvent[] = []
    frame.onEvent((event) => events.push(event))

    await frame.load()

    expect(events).toContainEqual({ type: 'READY' })
    expect(await frame.request({ type: 'IS_CONNECTED', payload: {} })).toEqual({ isConnected: false })
    const error = await rejection(frame.request({ type: 'GET_USER', payload: { chainId: 1 } }))
    expect(error).toBeInstanceOf(FrameError)
    expect(error).toMatchObject({ kind: 'errorReply', shortMessage: 'User is not signed in' })
  })

  it('email login: CONNECT_EMAIL, the code from the outbox, CONNECT_OTP; GET_USER gives an address and SESSION_UPDATE a resume handle', async () => {
    const frame = await loadedFrame()
    const events: FrameEvent[] = []
    frame.onEvent((event) => events.push(event))

    const address = await logIn(frame)

    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => events).toContainEqual({ type: 'SESSION_UPDATE', payload: { handle: expect.any(String) } })
    expect(await frame.request({ type: 'IS_CONNECTED', payload: {} })).toEqual({ isConnected: true })
  })

  it(`abort: a personal_sign waiting for approval rejects with '${MESSAGES.FRAME_RPC_ABORTED}', and the frame drops its approve view`, async () => {
    const frame = await loadedFrame()
    const address = await logIn(frame)
    const controller = new AbortController()
    const signing = rejection(frame.request(personalSign(address), { signal: controller.signal }))
    await approveHeading(frame.page).waitFor({ state: 'attached' })

    controller.abort()

    expect(await signing).toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_RPC_ABORTED })
    // The frame heard RPC_ABORT for that request: its approval is gone.
    await approveHeading(frame.page).waitFor({ state: 'detached' })
  })

  it('destroy: rejects a pending request and removes the frame', async () => {
    const frame = await loadedFrame()
    const address = await logIn(frame)
    const signing = rejection(frame.request(personalSign(address)))
    await approveHeading(frame.page).waitFor({ state: 'attached' })

    frame.destroy()

    expect(await signing).toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_RPC_ABORTED })
    expect(await frame.page.locator('iframe[data-walletport-frame]').count()).toBe(0)
  })

  it('behavior: a forged reply with the right id from a third site or another window of the frame origin is ignored; the visitor\'s approval settles it with a real signature', async () => {
    const frame = await loadedFrame()
    const address = await logIn(frame)
    const signing = frame.request(personalSign(address))
    await approveHeading(frame.page).waitFor({ state: 'attached' })
    const id = (await frame.requestIds()).at(-1) ?? ''

    await forgeReplies(frame, [`${env.thirdSiteOrigin}/blank`, `${frameOrigin()}/loading`], { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: '0xforged' })
    expect(await frame.pendingRequests()).toBe(1)
    frame.show()
    const approve = frame.page.frameLocator('iframe[data-walletport-frame]').getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await approve.click()

    const signature = (await signing) as Hex
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
  })
})
