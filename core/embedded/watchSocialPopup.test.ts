import { describe, expect, it } from 'vitest'
import { ManualClock, flushMicrotasks } from '../../test-doubles/ManualClock.js'
import { SocialLoginError } from './SocialLoginError.js'
import { SOCIAL_POPUP_POLL_MS, watchSocialPopup, type SocialPopupHost } from './watchSocialPopup.js'

const FRAME = 'http://127.0.0.1:7400'
type Listener = Parameters<SocialPopupHost['addEventListener']>[1]

function setup() {
  const listeners = new Set<Listener>()
  const host: SocialPopupHost = { addEventListener: (_type, listener) => void listeners.add(listener), removeEventListener: (_type, listener) => void listeners.delete(listener) }
  const popup = { closed: false, location: { href: `${FRAME}/loading` }, close() { this.closed = true } }
  const clock = new ManualClock()
  const watched = watchSocialPopup({ host, popup, frameOrigin: FRAME, timers: clock })
  const settled: { value?: string; error?: unknown } = {}
  watched.result.then((value) => (settled.value = value), (error: unknown) => (settled.error = error))
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of [...listeners]) listener({ origin: from.origin ?? FRAME, source: 'source' in from ? from.source : popup, data })
  }
  return { watched, popup, clock, post, settled, listeners }
}

describe('watchSocialPopup', () => {
  it('default: the popup goes to the provider; its result message resolves with the handle and nothing is listened to afterwards', async () => {
    const { watched, popup, post, settled, listeners } = setup()
    watched.goTo('http://127.0.0.1:7401/auth?client_id=google')
    expect(popup.location.href).toBe('http://127.0.0.1:7401/auth?client_id=google')
    post({ resultUri: 'handle-1' })
    await flushMicrotasks()
    expect(settled.value).toBe('handle-1')
    expect(listeners.size).toBe(0)
  })

  it('attack: a message from another origin, or from another window of the frame origin, is ignored', async () => {
    const { post, settled } = setup()
    post({ resultUri: 'evil-origin' }, { origin: 'https://evil.example' })
    post({ resultUri: 'other-window' }, { source: {} })
    post({ resultUri: 'no-window' }, { source: null })
    await flushMicrotasks()
    expect(settled).toEqual({})
    post({ resultUri: 'the-popup' })
    await flushMicrotasks()
    expect(settled.value).toBe('the-popup')
  })

  it('attack: a second result message is ignored', async () => {
    const { post, settled } = setup()
    post({ resultUri: 'first' })
    post({ resultUri: 'second' })
    await flushMicrotasks()
    expect(settled.value).toBe('first')
  })

  it('bad input: malformed messages are ignored; an error message rejects with its text', async () => {
    const { post, settled } = setup()
    post('resultUri=x')
    post({ resultUri: 42 })
    post(null)
    await flushMicrotasks()
    expect(settled).toEqual({})
    post({ error: 'This sign-in has expired or was already used.' })
    await flushMicrotasks()
    expect(settled.error).toBeInstanceOf(SocialLoginError)
    expect(settled.error).toMatchObject({ kind: 'failed', shortMessage: 'This sign-in has expired or was already used.' })
  })

  it('fault: a popup the visitor closed rejects with popupClosed', async () => {
    const { popup, clock, settled } = setup()
    clock.advance(SOCIAL_POPUP_POLL_MS)
    await flushMicrotasks()
    expect(settled).toEqual({})
    popup.closed = true
    clock.advance(SOCIAL_POPUP_POLL_MS)
    await flushMicrotasks()
    expect(settled.error).toMatchObject({ kind: 'popupClosed' })
    expect(clock.pendingTimers).toBe(0)
  })

  it('behavior: close() before a result settles it as closed and closes the window', async () => {
    const { watched, popup, settled } = setup()
    watched.close()
    await flushMicrotasks()
    expect(popup.closed).toBe(true)
    expect(settled.error).toMatchObject({ kind: 'popupClosed' })
  })
})
