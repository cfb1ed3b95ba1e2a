import { describe, expect, it } from 'vitest'
import { MODAL } from './modalLayout.js'

describe('modalLayout: pinned values', () => {
  it('default: the spec values', () => {
    expect({ MODAL }).toStrictEqual({
      MODAL: { widthPx: 360, fontFamily: 'Inter', zIndex: 999, shakeMs: 500, messageSwapDelayMs: 150 },
    })
  })
})
