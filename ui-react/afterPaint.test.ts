import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakePaintTiming } from '../tests/support/fakePaintTiming.js'
import { afterPaint } from './afterPaint.js'

describe('afterPaint', () => {
  let frames: (() => void)[]
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => (frames[handle - 1] = () => undefined))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  const paintFrame = () => {
    for (const frame of frames.splice(0)) frame()
  }

  it('behavior: on a page whose first contentful paint is not on screen yet, waits for it after the frame', () => {
    const timing = fakePaintTiming()
    const task = vi.fn()
    afterPaint(task, 1000)
    paintFrame()
    vi.advanceTimersByTime(10)
    expect(task).not.toHaveBeenCalled()
    timing.paint('first-contentful-paint')
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('behavior: once that paint is past (a click later on), runs in the task after the next frame', () => {
    fakePaintTiming().paint('first-contentful-paint')
    const task = vi.fn()
    afterPaint(task)
    vi.advanceTimersByTime(0)
    expect(task).not.toHaveBeenCalled()
    paintFrame()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('behavior: the fallback runs it when neither comes, and a cancel runs nothing', () => {
    const unpainted = fakePaintTiming()
    const late = vi.fn()
    afterPaint(late, 100)
    paintFrame()
    expect(unpainted.observing).toBe(1)
    vi.advanceTimersByTime(100)
    expect(late).toHaveBeenCalledTimes(1)
    expect(unpainted.observing).toBe(0)

    const cancelled = vi.fn()
    const timing = fakePaintTiming()
    const cancel = afterPaint(cancelled, 100)
    paintFrame()
    cancel()
    timing.paint('first-contentful-paint')
    vi.advanceTimersByTime(200)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
