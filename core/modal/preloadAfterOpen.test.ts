import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { preloadAfterOpen } from './preloadAfterOpen.js'

describe('preloadAfterOpen', () => {
  it('default: without a render hook the preloads run on a zero-delay timer, not at once', () => {
    const clock = new ManualClock()
    const ran: string[] = []
    preloadAfterOpen(clock, [() => ran.push('use cases'), () => ran.push('config')])
    expect(ran).toEqual([])
    clock.advance(0)
    expect(ran).toEqual(['use cases', 'config'])
  })

  it('behavior: with a render hook (a browser) they run after the next frame instead', () => {
    const clock = new ManualClock()
    const frames: (() => void)[] = []
    const browser = Object.assign(Object.create(clock) as ManualClock, { afterRender: (callback: () => void) => frames.push(callback) })
    const ran: string[] = []
    preloadAfterOpen(browser, [() => ran.push('use cases')])
    clock.advance(0)
    expect(ran).toEqual([])
    frames.forEach((frame) => frame())
    expect(ran).toEqual(['use cases'])
  })

  it('behavior: the timer it returns cancels the preloads (an instance destroyed before they ran)', () => {
    const clock = new ManualClock()
    const ran: string[] = []
    const timer = preloadAfterOpen(clock, [() => ran.push('use cases')])
    clock.clearTimeout(timer)
    clock.advance(100)
    expect(ran).toEqual([])
    expect(clock.pendingTimers).toBe(0)
  })
})
