import { useContext } from 'react'
import { directionOf } from '../../i18n/direction.js'
import { CLOSE_PATH, LineIcon } from '../../LineIcon.js'
import { ModalContext } from '../ModalContext.js'

/** The modal's few line icons, drawn inline (no icon font, no request). */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  close: CLOSE_PATH,
  chevron: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  check: 'M5 12.5l4.5 4.5L19 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  power: 'M12 3v8M7.5 6.5a7 7 0 109 0',
  search: 'M11 18a7 7 0 110-14 7 7 0 010 14zM16.5 16.5L21 21',
  wallet: 'M4 7h15a1 1 0 011 1v10a1 1 0 01-1 1H5a1 1 0 01-1-1zM4 7l12-3v3M16 13h.01',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  plus: 'M12 5v14M5 12h14',
  swap: 'M7 7h12l-3-3M17 17H5l3 3',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  alert: 'M12 8v5M12 16.5h.01M10.3 3.9L2.4 18a2 2 0 001.7 3h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
} as const

/** A named icon of the modal. */
export type IconName = keyof typeof PATHS

// Back and the rows' chevrons point along the reading direction: right to left each is drawn as
// the other (one path is the other's mirror). No CSS: a rule on every row costs each render.
const MIRRORED: Partial<Readonly<Record<IconName, IconName>>> = { back: 'chevron', chevron: 'back' }

/** A decorative icon: hidden from assistive technology (the control around it carries the name). */
export function Icon({ name, size = 20 }: { readonly name: IconName; readonly size?: number }) {
  const language = useContext(ModalContext)?.translator.language
  const drawn = language && directionOf(language) === 'rtl' ? (MIRRORED[name] ?? name) : name
  return <LineIcon d={PATHS[drawn]} size={size} />
}
