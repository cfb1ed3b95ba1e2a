import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL } from '../../core/internal.js'
import { Notices, TOAST_DURATION_MS } from './Notices.js'

describe('Notices', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('behavior: a toast shows at once and goes after its duration', () => {
    const notices = new Notices()
    notices.toast('Copied', 'success')
    expect(notices.getSnapshot().toast).toMatchObject({ message: 'Copied', tone: 'success' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(notices.getSnapshot().toast).toBeUndefined()
  })

  it('behavior: a new toast replaces the shown one after the message swap delay (150 ms)', () => {
    const notices = new Notices()
    notices.toast('first')
    notices.toast('second')
    expect(notices.getSnapshot()).toMatchObject({ leaving: true, toast: { message: 'first' } })
    vi.advanceTimersByTime(MODAL.messageSwapDelayMs - 1)
    expect(notices.getSnapshot().toast?.message).toBe('first')
    vi.advanceTimersByTime(1)
    expect(notices.getSnapshot()).toMatchObject({ leaving: false, toast: { message: 'second' } })
  })

  it('behavior: alerts by catalogue code, dismissible; snapshots change only on change', () => {
    const notices = new Notices()
    const listener = vi.fn()
    notices.subscribe(listener)
    const before = notices.getSnapshot()
    expect(notices.getSnapshot()).toBe(before)
    notices.alert('APKT001')
    expect(notices.getSnapshot().alert).toBe('APKT001')
    notices.dismissAlert()
    expect(notices.getSnapshot().alert).toBeUndefined()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
