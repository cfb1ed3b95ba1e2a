import { describe, expect, it, vi } from 'vitest'
import { continueAnimation, reportAnimationStart } from './modalFrame.js'

/** A card as far as the two functions see it: its style and, optionally, its animations. */
function cardWith(animations?: { startTime: number | null; ready: Promise<unknown> }[]) {
  const style = { animationDelay: '' }
  const card = { style, ...(animations ? { getAnimations: () => animations } : {}) }
  return { card: card as unknown as HTMLElement, style }
}

describe('the open animation carried from the shell to the loaded card', () => {
  it('behavior: reportAnimationStart reports now at once, then the animation’s own start time once it runs', async () => {
    vi.spyOn(globalThis.performance, 'now').mockReturnValue(1000)
    let started!: () => void
    const animation = { startTime: null as number | null, ready: new Promise<void>((resolve) => (started = resolve)) }
    const { card } = cardWith([animation])
    const reports: number[] = []

    reportAnimationStart(card, (time) => reports.push(time))
    expect(reports).toEqual([1000])
    animation.startTime = 1016.5
    started()
    await animation.ready

    expect(reports).toEqual([1000, 1016.5])
    vi.restoreAllMocks()
  })

  it('behavior: a shell removed before its animation starts keeps the first report', async () => {
    vi.spyOn(globalThis.performance, 'now').mockReturnValue(500)
    const ready = Promise.reject(new DOMException('cancelled', 'AbortError'))
    const { card } = cardWith([{ startTime: null, ready }])
    const reports: number[] = []

    reportAnimationStart(card, (time) => reports.push(time))
    await ready.catch(() => undefined)
    await Promise.resolve()

    expect(reports).toEqual([500])
    vi.restoreAllMocks()
  })

  it('behavior: continueAnimation gives the card’s animations the shell’s start time, with no delay added', () => {
    const animations = [
      { startTime: null as number | null, ready: Promise.resolve() },
      { startTime: null as number | null, ready: Promise.resolve() },
    ]
    const { card, style } = cardWith(animations)

    continueAnimation(card, 1016.5)

    expect(animations.map((animation) => animation.startTime)).toEqual([1016.5, 1016.5])
    expect(style.animationDelay).toBe('')
  })

  it('default: without the Web Animations API (jsdom), a negative delay of the time since the start', () => {
    vi.spyOn(globalThis.performance, 'now').mockReturnValue(1060.4)
    const { card, style } = cardWith()

    continueAnimation(card, 1016.5)

    expect(style.animationDelay).toBe('-44ms')
    vi.restoreAllMocks()
  })
})
