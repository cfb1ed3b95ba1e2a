import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakePaintTiming } from '../../tests/support/fakePaintTiming.js'
import { whenFirstPaintShown } from './whenFirstPaintShown.js'

describe('whenFirstPaintShown', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('behavior: waits for the first contentful paint (a first paint without content is not it), then stops observing', () => {
    const timing = fakePaintTiming()
    const task = vi.fn()
    whenFirstPaintShown(task)
    timing.paint('first-paint')
    expect(task).not.toHaveBeenCalled()
    timing.paint('first-contentful-paint')
    expect(task).toHaveBeenCalledTimes(1)
    expect(timing.observing).toBe(0)
    timing.paint('first-contentful-paint')
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('behavior: runs at once when that paint is past, or where no paint timing is reported', () => {
    const timing = fakePaintTiming()
    timing.paint('first-contentful-paint')
    const shown = vi.fn()
    whenFirstPaintShown(shown)
    expect(shown).toHaveBeenCalledTimes(1)
    expect(timing.observing).toBe(0)

    vi.unstubAllGlobals()
    fakePaintTiming(false)
    const unsupported = vi.fn()
    whenFirstPaintShown(unsupported)
    expect(unsupported).toHaveBeenCalledTimes(1)
  })

  it('behavior: a cancel before the paint runs nothing', () => {
    const timing = fakePaintTiming()
    const task = vi.fn()
    const cancel = whenFirstPaintShown(task)
    cancel()
    expect(timing.observing).toBe(0)
    timing.paint('first-contentful-paint')
    expect(task).not.toHaveBeenCalled()
  })
})
