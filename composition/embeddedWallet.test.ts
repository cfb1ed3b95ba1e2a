import { describe, expect, it } from 'vitest'
import { EmailLoginError } from '../core/embedded/EmailLoginError.js'
import { EMBEDDED_STORAGE_KEYS } from '../core/embedded/embeddedStorageKeys.js'
import { InvalidFrameReplyError } from '../core/embedded/InvalidFrameReplyError.js'
import { RpcNotAllowedError } from '../core/embedded/RpcNotAllowedError.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { mainnet, polygon } from '../core/network/presets.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FAKE_EMBEDDED_USER, FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

const EMAIL = 'visitor@example.com'

function setup(options: { readonly storage?: InMemoryStorage; readonly frame?: FakeEmbeddedWalletFrame; readonly clock?: ManualClock } = {}) {
  const frame = options.frame ?? new FakeEmbeddedWalletFrame()
  const storage = options.storage ?? new InMemoryStorage()
  const clock = options.clock ?? new ManualClock()
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const walletport = createWalletport(
    { networks: [mainnet, polygon], projectId: 'p1', features: { email: true } },
    { chainAdapters: [chain], embeddedWalletFrame: frame, storage, clock },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, frame, storage, clock, chain, events }
}

async function loggedIn() {
  const context = setup()
  await context.walletport.ready
  expect(await context.walletport.connectEmail({ email: EMAIL })).toBe('VERIFY_OTP')
  await context.walletport.connectEmailOtp({ otp: FAKE_OTP })
  await flushMicrotasks()
  return context
}

/** Logged in by email in a first page, the frame's session handle 'handle-1' kept in `storage`. */
async function loggedInWithHandle() {
  const storage = new InMemoryStorage()
  const first = setup({ storage })
  await first.walletport.connectEmail({ email: EMAIL })
  await first.walletport.connectEmailOtp({ otp: FAKE_OTP })
  first.frame.emit({ type: 'SESSION_UPDATE', payload: { handle: 'handle-1' } })
  await flushMicrotasks()
  return { storage, first }
}

/** A frame in a new page: only 'handle-1' resumes the session of `previous`'s user. */
function resumingFrame(previous: FakeEmbeddedWalletFrame): FakeEmbeddedWalletFrame {
  const frame = new FakeEmbeddedWalletFrame().handle('IS_CONNECTED', (payload) => ({ isConnected: (payload as { sessionHandle?: string }).sessionHandle === 'handle-1' }))
  return frame.handle('GET_USER', () => ({ ...previous.user, chainId: 1 }))
}

describe('email login', () => {
  it('default: no frame is created before the visitor picks email', async () => {
    const { walletport, frame } = setup()
    await walletport.ready
    expect(frame.requests).toEqual([])
    expect(walletport.getEmbeddedWallet().frame).toBe('idle')
  })

  it('behavior: the handshake after READY syncs dapp data and theme and reads the smart-account networks', async () => {
    const { walletport, frame } = setup({ frame: new FakeEmbeddedWalletFrame({ smartAccountEnabledNetworks: [137] }) })
    await walletport.connectEmail({ email: EMAIL })
    expect(frame.requests.slice(0, 3).map((request) => request.type)).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(frame.requestsOf('SYNC_DAPP_DATA')[0]).toMatchObject({ projectId: 'p1', sdkType: 'walletport' })
    expect(walletport.getEmbeddedWallet()).toMatchObject({ frame: 'ready', smartAccountEnabledNetworks: [137] })
  })

  it('behavior: email, then the code, connects the embedded account with its email, first in the AUTH connection', async () => {
    const { walletport, frame, events } = await loggedIn()
    const account = walletport.getAccount()
    expect(account.status).toBe('connected')
    expect(account.user?.email).toBe(EMAIL)
    expect(account.address).toBe(frame.user?.address)
    expect(walletport.getState().connections[0]).toMatchObject({ namespace: 'eip155', connectorId: 'auth' })
    expect(events).toContainEqual(expect.objectContaining({ type: 'CONNECT_SUCCESS', connectorId: 'auth' }))
    // The embedded wallet is not a wallet row, and takes no recent slot.
    expect(walletport.getConnectorList().flatMap((group) => group.items)).not.toContainEqual(expect.objectContaining({ kind: 'connector', connector: expect.objectContaining({ type: 'AUTH' }) }))
  })

  it('parameters: an invalid email is refused before the frame is created', async () => {
    const { walletport, frame } = setup()
    await expect(walletport.connectEmail({ email: 'not-an-email' })).rejects.toMatchObject({ name: 'EmailLoginError', shortMessage: 'Invalid email' })
    expect(frame.loaded).toBe(false)
  })

  it('behavior: a second login within 30 s says how long to wait; from 30 s on it is allowed', async () => {
    const { walletport, clock } = setup()
    await walletport.connectEmail({ email: EMAIL })
    await clock.advanceAsync(12_000)
    const refused = await walletport.connectEmail({ email: EMAIL }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EmailLoginError)
    expect(refused).toMatchObject({ kind: 'cooldown', retryAfterSeconds: 18, shortMessage: 'Please try again after 18 seconds' })
    expect(await walletport.getEmailLoginCooldown()).toMatchObject({ allowed: false, retryAfterSeconds: 18 })
    await clock.advanceAsync(18_000)
    await expect(walletport.connectEmail({ email: EMAIL })).resolves.toBe('VERIFY_OTP')
  })

  it('behavior: a wrong code says the frame\'s words and keeps the login going; the right one then connects', async () => {
    const { walletport } = setup()
    await walletport.connectEmail({ email: EMAIL })
    await expect(walletport.connectEmailOtp({ otp: '000000' })).rejects.toMatchObject({ name: 'FrameError', shortMessage: 'Invalid code' })
    expect(walletport.getAccount().status).toBe('disconnected')
    await expect(walletport.connectEmailOtp({ otp: FAKE_OTP })).resolves.toMatchObject({ caipNetworkId: 'eip155:1' })
  })

  it('parameters: a code that is not 6 digits is refused without asking the frame', async () => {
    const { walletport, frame } = setup()
    await walletport.connectEmail({ email: EMAIL })
    await expect(walletport.connectEmailOtp({ otp: '12a' })).rejects.toMatchObject({ kind: 'invalidOtp' })
    expect(frame.requestsOf('CONNECT_OTP')).toEqual([])
  })

  it('behavior: VERIFY_DEVICE waits on CONNECT_DEVICE', async () => {
    const frame = new FakeEmbeddedWalletFrame().replyNext('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
    const { walletport } = setup({ frame })
    expect(await walletport.connectEmail({ email: EMAIL })).toBe('VERIFY_DEVICE')
    const held = frame.holdNext('CONNECT_DEVICE')
    const waiting = walletport.connectEmailDevice()
    await held.whenReached
    held.reply()
    await expect(waiting).resolves.toBeUndefined()
  })

  it('behavior: a malformed reply is a typed error, never trusted', async () => {
    const frame = new FakeEmbeddedWalletFrame().replyNext('CONNECT_EMAIL', { action: 'SOMETHING_ELSE' })
    const { walletport } = setup({ frame })
    await expect(walletport.connectEmail({ email: EMAIL })).rejects.toBeInstanceOf(InvalidFrameReplyError)
  })

  it('behavior: a frame that fails to load leaves the state failed with the spec text, and the next try loads again', async () => {
    const frame = new FakeEmbeddedWalletFrame().failNextLoad()
    const { walletport } = setup({ frame })
    await expect(walletport.connectEmail({ email: EMAIL })).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    expect(walletport.getEmbeddedWallet()).toMatchObject({ frame: 'failed', error: expect.objectContaining({ alertCode: 'APKT003' }) })
    await expect(walletport.connectEmail({ email: EMAIL })).resolves.toBe('VERIFY_OTP')
  })
})

describe('session across reloads', () => {
  it('behavior: the handle from SESSION_UPDATE is kept and handed back on IS_CONNECTED; a reload resumes without a login', async () => {
    const { storage, first } = await loggedInWithHandle()
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.sessionHandle)).toBe('handle-1')
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)).toBe('true')

    // A new page: the frame's own storage is gone, only the handle can resume the session.
    const frame = resumingFrame(first.frame)
    const second = setup({ storage, frame })
    await second.walletport.ready
    expect(second.walletport.getAccount()).toMatchObject({ status: 'connected', address: first.frame.user?.address, user: expect.objectContaining({ email: EMAIL }) })
    expect(frame.requestsOf('CONNECT_OTP')).toEqual([])
  })

  it('behavior: no session on reload → disconnected, the connection and the email-login keys removed', async () => {
    const storage = new InMemoryStorage()
    const first = setup({ storage })
    await first.walletport.connectEmail({ email: EMAIL })
    await first.walletport.connectEmailOtp({ otp: FAKE_OTP })
    const second = setup({ storage, frame: new FakeEmbeddedWalletFrame() })
    await second.walletport.ready
    expect(second.walletport.getAccount().status).toBe('disconnected')
    expect(second.walletport.getState().connections).toEqual([])
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
  })

  it('behavior: a malformed SESSION_UPDATE changes nothing', async () => {
    const { walletport, frame, storage } = await loggedIn()
    frame.emit({ type: 'SESSION_UPDATE', payload: { handle: 'good' } })
    await flushMicrotasks()
    frame.emit({ type: 'SESSION_UPDATE', payload: { handle: 42 } })
    await flushMicrotasks()
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.sessionHandle)).toBe('good')
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: disconnect signs out in the frame and clears the email-login keys, keeping the cooldown time', async () => {
    const { walletport, frame, storage } = await loggedIn()
    frame.emit({ type: 'SESSION_UPDATE', payload: { handle: 'h' } })
    await flushMicrotasks()
    await walletport.disconnect()
    expect(frame.requestsOf('SIGN_OUT')).toHaveLength(1)
    for (const key of ['emailLoginUsed', 'email', 'sessionHandle', 'lastUsedChainId'] as const) expect(await storage.get(EMBEDDED_STORAGE_KEYS[key])).toBeUndefined()
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.lastEmailLoginTime)).toBeDefined()
    expect(walletport.getAccount().status).toBe('disconnected')
  })

  it('behavior: a frame that never answers SIGN_OUT does not hold the disconnect past 3 s', async () => {
    const { walletport, frame, clock } = await loggedIn()
    frame.holdNext('SIGN_OUT')
    const leaving = walletport.disconnect().catch((error: unknown) => error)
    await clock.advanceAsync(3_000)
    await leaving
    expect(walletport.getAccount().status).toBe('disconnected')
  })
})

describe('RPC through the frame', () => {
  it('behavior: a signature opens ApproveTransaction with the frame shown, then closes the modal it opened', async () => {
    const { walletport, frame } = await loggedIn()
    const held = frame.holdNext('RPC_REQUEST')
    const signing = walletport.signMessage({ message: 'hello' })
    await held.whenReached
    expect(walletport.getModal().open).toBe(true)
    expect(walletport.getRoute().view).toBe('ApproveTransaction')
    expect(frame.visible).toBe(true)
    expect(frame.requestsOf('RPC_REQUEST').at(-1)).toMatchObject({ method: 'personal_sign', params: ['0x68656c6c6f', walletport.getAccount().address], chainId: 1 })
    held.reply(`0x${'ab'.repeat(65)}`)
    await expect(signing).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(frame.visible).toBe(false)
    expect(walletport.getModal().open).toBe(false)
  })

  it('behavior: approved from an open Account view, the modal goes back to it', async () => {
    const { walletport, frame } = await loggedIn()
    walletport.open()
    const held = frame.holdNext('RPC_REQUEST')
    const sending = walletport.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 1n })
    await held.whenReached
    expect(walletport.getRoute().view).toBe('ApproveTransaction')
    held.reply(`0x${'12'.repeat(32)}`)
    await sending
    expect(walletport.getModal().open).toBe(true)
    expect(walletport.getRoute().view).toBe('Account')
  })

  it('behavior: a rejection in the frame (4001) is the typed user rejection, and the modal closes', async () => {
    const { walletport, frame } = await loggedIn()
    frame.handle('RPC_REQUEST', () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    await expect(walletport.signMessage({ message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getModal().open).toBe(false)
  })

  it('behavior: reads go straight to the frame and move nothing; eth_chainId is answered locally', async () => {
    const { walletport, frame } = await loggedIn()
    frame.handle('RPC_REQUEST', () => '0x10')
    const before = frame.requestsOf('RPC_REQUEST').length
    await expect(walletport.requestEmbedded({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(frame.requestsOf('RPC_REQUEST')).toHaveLength(before)
    await expect(walletport.requestEmbedded({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(walletport.getModal().open).toBe(false)
    expect(frame.visible).toBe(false)
  })

  it('behavior: an unknown method is refused before posting; the modal opens and says so after 300 ms', async () => {
    const { walletport, frame, clock, events } = await loggedIn()
    const before = frame.requests.length
    await expect(walletport.requestEmbedded({ method: 'eth_sign' })).rejects.toBeInstanceOf(RpcNotAllowedError)
    expect(frame.requests).toHaveLength(before)
    expect(walletport.getModal().open).toBe(true)
    expect(events.some((event) => event.type === 'EMBEDDED_RPC_NOT_ALLOWED')).toBe(false)
    await clock.advanceAsync(300)
    expect(events).toContainEqual({ type: 'EMBEDDED_RPC_NOT_ALLOWED', method: 'eth_sign' })
  })

  it('behavior: closing the modal while an approval waits rejects it and tells the frame (RPC_ABORT)', async () => {
    const { walletport, frame } = await loggedIn()
    const held = frame.holdNext('RPC_REQUEST')
    const signing = walletport.signMessage({ message: 'hello' }).catch((error: unknown) => error)
    await held.whenReached
    expect(walletport.close()).toBe(true)
    expect(await signing).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(frame.visible).toBe(false)
    expect(walletport.getModal().open).toBe(false)
  })

  it('behavior: a switch moves the frame\'s wallet (SWITCH_NETWORK) and a send then goes through the frame on the new network', async () => {
    const { walletport, frame } = await loggedIn()
    const before = frame.requestsOf('RPC_REQUEST').length
    await walletport.switchNetwork(polygon)
    expect(frame.requestsOf('SWITCH_NETWORK').at(-1)).toMatchObject({ chainId: 137 })
    await expect(walletport.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 1n })).resolves.toMatch(/^0x/)
    expect(frame.requestsOf('RPC_REQUEST').length).toBe(before + 1)
  })
})

describe('email update', () => {
  it('behavior: the current address code, then the new address code, and the account shows the new email', async () => {
    const { walletport } = await loggedIn()
    expect(await walletport.updateEmail({ email: 'new@example.com' })).toBe('VERIFY_PRIMARY_OTP')
    expect(await walletport.updateEmailPrimaryOtp({ otp: FAKE_OTP })).toBe('VERIFY_SECONDARY_OTP')
    expect(await walletport.updateEmailSecondaryOtp({ otp: FAKE_OTP })).toBe('new@example.com')
    expect(walletport.getAccount().user?.email).toBe('new@example.com')
  })
})

describe('the backend (behind the frame) down while resuming', () => {
  it('behavior: a resume that fails keeps the email login; the next load resumes once the frame answers again', async () => {
    const { storage, first } = await loggedInWithHandle()

    // The frame's backend is down: IS_CONNECTED fails (not "no session").
    const down = new FakeEmbeddedWalletFrame().failNext('IS_CONNECTED', 'An error occurred')
    const second = setup({ storage, frame: down })
    await second.walletport.ready
    expect(second.walletport.getAccount().status).toBe('disconnected')
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.sessionHandle)).toBe('handle-1')

    // Back up: the next load resumes from the kept flag and handle, with no new login.
    const up = resumingFrame(first.frame)
    const third = setup({ storage, frame: up })
    await third.walletport.ready
    expect(third.walletport.getAccount()).toMatchObject({ status: 'connected', address: first.frame.user?.address })
    expect(up.requestsOf('CONNECT_OTP')).toEqual([])
  })

  it('default: a visitor who never used email login loads no frame at start', async () => {
    const { walletport, frame } = setup()
    await walletport.ready
    expect(frame.loaded).toBe(false)
  })
})

describe('approvals waiting together', () => {
  it('behavior: the lower one answered first leaves only the stack; the modal stays on the upper one, which then closes it', async () => {
    const { walletport, frame } = await loggedIn()
    const lower = frame.holdNext('RPC_REQUEST')
    const first = walletport.signMessage({ message: 'one' })
    await lower.whenReached
    const upper = frame.holdNext('RPC_REQUEST')
    const second = walletport.requestEmbedded({ method: 'personal_sign', params: ['0x74776f', walletport.getAccount().address] })
    await upper.whenReached

    lower.reply(`0x${'11'.repeat(65)}`)
    await first
    expect(walletport.getModal().open).toBe(true)
    expect(walletport.getRoute().view).toBe('ApproveTransaction')
    expect(frame.visible).toBe(true)

    upper.reply(`0x${'22'.repeat(65)}`)
    await second
    expect(walletport.getModal().open).toBe(false)
    expect(frame.visible).toBe(false)
  })

  it('behavior: closing the modal aborts every waiting approval, and a later one is aborted by the next close too', async () => {
    const { walletport, frame } = await loggedIn()
    const held = [frame.holdNext('RPC_REQUEST')]
    const a = walletport.signMessage({ message: 'a' }).catch((error: unknown) => error)
    await held[0]?.whenReached
    held.push(frame.holdNext('RPC_REQUEST'))
    const b = walletport.signMessage({ message: 'b' }).catch((error: unknown) => error)
    await held[1]?.whenReached
    walletport.close()
    expect(await a).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(await b).toMatchObject({ shortMessage: 'Request was aborted' })

    const later = frame.holdNext('RPC_REQUEST')
    const c = walletport.signMessage({ message: 'c' }).catch((error: unknown) => error)
    await later.whenReached
    walletport.close()
    expect(await c).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(frame.visible).toBe(false)
  })

  it('behavior: a rejection in the frame through requestEmbedded is the typed user rejection too', async () => {
    const { walletport, frame } = await loggedIn()
    frame.handle('RPC_REQUEST', () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    await expect(walletport.requestEmbedded({ method: 'eth_signTypedData_v4', params: [walletport.getAccount().address, '{}'] })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('behavior: an approval whose frame cannot load fails typed and leaves nothing shown; the next one works', async () => {
    const { walletport } = setup({ frame: new FakeEmbeddedWalletFrame({ user: FAKE_EMBEDDED_USER }).failNextLoad() })
    await expect(walletport.requestEmbedded({ method: 'personal_sign', params: ['0x01', FAKE_EMBEDDED_USER.address] })).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    expect(walletport.getModal().open).toBe(false)
    await expect(walletport.requestEmbedded({ method: 'personal_sign', params: ['0x01', FAKE_EMBEDDED_USER.address] })).resolves.toMatch(/^0x/)
    expect(walletport.getEmbeddedWallet().visible).toBe(false)
  })
})

describe('a frame that stops answering', () => {
  it('behavior: a resume whose IS_CONNECTED is never answered gives up after 30 s: ready resolves, disconnected, the login kept', async () => {
    const { storage } = await loggedInWithHandle()
    const clock = new ManualClock()
    const hung = new FakeEmbeddedWalletFrame({ clock, readyDelayMs: 0 })
    hung.holdNext('IS_CONNECTED')
    const { walletport } = setup({ storage, frame: hung, clock })
    let ready = false
    void walletport.ready.then(() => (ready = true))
    await clock.advanceAsync(29_000)
    expect(ready).toBe(false)
    expect(walletport.getAccount().status).toBe('connecting')
    await clock.advanceAsync(1_000)
    await flushMicrotasks()
    expect(ready).toBe(true)
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)).toBe('true')
  })
})
