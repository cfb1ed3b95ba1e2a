import { describe, expect, it } from 'vitest'
import { themeStyle } from './theme.js'

describe('the buttons’ and modal’s theme', () => {
  it('behavior: the font is Inter, else the platform’s interface font, with no family a browser looks up in vain between them', () => {
    // Each family the browser lacks is a font lookup in the page's first layout, before the button paints.
    for (const themeMode of ['light', 'dark'] as const) {
      const stack = String(themeStyle({ themeMode, themeVariables: {} })['--wp-font-family']).split(',').map((family) => family.trim())

      expect(stack.slice(0, 2)).toEqual(['Inter', 'system-ui'])
      expect(stack.at(-1)).toBe('sans-serif')
    }
  })

  it('behavior: the integrator’s variables win over the theme’s', () => {
    expect(themeStyle({ themeMode: 'dark', themeVariables: { '--wp-font-family': 'Georgia, serif' } })['--wp-font-family']).toBe('Georgia, serif')
  })
})
