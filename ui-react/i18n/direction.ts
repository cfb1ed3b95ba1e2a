import type { Language } from './buttons.js'

/**
 * The writing direction of a catalogue language: Arabic is the one right-to-left catalogue.
 * The modal root carries it as `dir` (its CSS is logical, so the layout mirrors by itself) and
 * the directional icons (Back, the rows' chevrons) are drawn mirrored by it.
 * @example directionOf('ar') // 'rtl'
 */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr'
}
