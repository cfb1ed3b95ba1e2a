import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createButtonTranslator, warmLocale } from './translator.js'

// The page's first Intl formatter loads locale data, which is slow in a fresh page: the
// buttons' translator must not build one before it formats a number.
const Original = Intl.NumberFormat
let constructed = 0

describe('createButtonTranslator and Intl', () => {
  beforeEach(() => {
    constructed = 0
    // Counts formatter constructions (a spy would not keep `new` working).
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        constructed += 1
        return Reflect.construct(target, args) as Intl.NumberFormat
      },
    })
  })
  afterEach(() => {
    Intl.NumberFormat = Original
  })

  it('builds no Intl formatter until a number is formatted, then one', () => {
    const translator = createButtonTranslator('de-DE')
    expect(translator.t('connectButton.label')).toBe('Wallet verbinden')
    expect(constructed).toBe(0)
    expect(translator.formatDecimal('1234.5')).toBe('1.234,5')
    expect(translator.formatDecimal('0.25')).toBe('0,25')
    // One to check the locale, one to format; none after that.
    expect(constructed).toBe(2)
    expect(translator.locale).toBe('de-DE')
  })

  it('still falls back to the language when the tag is not a valid locale', () => {
    const translator = createButtonTranslator('de-!!')
    expect(translator.language).toBe('de')
    expect(translator.locale).toBe('de')
    expect(translator.formatDecimal('1.5')).toBe('1,5')
  })

  it('warmLocale builds the formatter ahead of need', () => {
    const translator = createButtonTranslator('en')
    warmLocale(translator)
    const calls = constructed
    expect(calls).toBeGreaterThan(0)
    translator.formatDecimal('2.5')
    expect(constructed).toBe(calls)
  })
})
