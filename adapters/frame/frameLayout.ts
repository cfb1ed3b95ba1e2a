import { MODAL } from '../../core/modal/modalLayout.js'

/** Where the shown frame sits: a 360×600 card in the middle, or a full-width sheet at the bottom. */
export type FramePlacement = 'center' | 'bottom'

/** The shown frame's size on a wide screen, in CSS pixels. */
export const FRAME_WIDTH_PX = 360
export const FRAME_HEIGHT_PX = 600

/** Screens this wide or narrower get the bottom sheet. */
export const FRAME_BOTTOM_SHEET_MAX_VIEWPORT_PX = 430

/** CSS properties (kebab-case names, for `style.setProperty`) and their values. */
export type FrameStyle = Readonly<Record<string, string>>

/**
 * The placement for a viewport `viewportWidth` CSS pixels wide.
 * @example framePlacementFor(390) // 'bottom'
 */
export function framePlacementFor(viewportWidth: number): FramePlacement {
  return viewportWidth <= FRAME_BOTTOM_SHEET_MAX_VIEWPORT_PX ? 'bottom' : 'center'
}

/** The style of the hidden frame: out of layout, out of the accessibility tree, still loaded. */
export const HIDDEN_FRAME_STYLE: FrameStyle = {
  display: 'none',
  position: 'fixed',
  border: '0',
}

/**
 * The style of the frame shown over the modal (above it and its toasts).
 * @example frameStyleFor('center')['width'] // '360px'
 */
export function frameStyleFor(placement: FramePlacement): FrameStyle {
  const common = {
    display: 'block',
    position: 'fixed',
    border: '0',
    'z-index': String(MODAL.zIndex + 2),
    'color-scheme': 'normal',
    'background-color': 'transparent',
  }
  return placement === 'bottom'
    ? { ...common, left: '0', right: '0', bottom: '0', top: 'auto', transform: 'none', width: '100%', height: `${FRAME_HEIGHT_PX}px`, 'max-height': '100%', 'border-radius': '0' }
    : {
        ...common,
        left: '50%',
        top: '50%',
        right: 'auto',
        bottom: 'auto',
        transform: 'translate(-50%, -50%)',
        width: `${FRAME_WIDTH_PX}px`,
        height: `${FRAME_HEIGHT_PX}px`,
        'max-height': '100%',
        'border-radius': '0',
      }
}
