import { describe, expect, it } from 'vitest'
import { framePlacementFor, frameStyleFor, HIDDEN_FRAME_STYLE } from './frameLayout.js'

describe('framePlacementFor', () => {
  it('behavior: screens up to 430 px get the bottom sheet, wider ones the centred card', () => {
    expect([320, 430, 431, 1280].map(framePlacementFor)).toEqual(['bottom', 'bottom', 'center', 'center'])
  })
})

describe('frameStyleFor', () => {
  it('default: center is a 360×600 card above the modal and its toasts', () => {
    expect(frameStyleFor('center')).toMatchObject({ display: 'block', position: 'fixed', width: '360px', height: '600px', 'z-index': '1001' })
  })

  it('parameters: bottom: full width, stuck to the bottom', () => {
    expect(frameStyleFor('bottom')).toMatchObject({ width: '100%', left: '0', right: '0', bottom: '0', height: '600px' })
  })

  it('default: the hidden frame is out of layout', () => {
    expect(HIDDEN_FRAME_STYLE.display).toBe('none')
  })
})
