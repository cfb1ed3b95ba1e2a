import { describe, expect, it } from 'vitest'
import { describeWalletValue } from './describeWalletValue.js'

describe('describeWalletValue', () => {
  it.each([
    ['a string as is', 'abc', 'abc'],
    ['JSON for objects', { a: [1] }, '{"a":[1]}'],
    ['bigints as decimal strings', { v: 1n }, '{"v":"1"}'],
    ['undefined', undefined, 'undefined'],
  ])('behavior: %s', (_case, value, text) => {
    expect(describeWalletValue(value)).toBe(text)
  })

  it('behavior: never throws (circular, no prototype) and stays short', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular

    expect(describeWalletValue(circular)).toBe('[object Object]')
    expect(describeWalletValue(Object.create(null))).toBe('{}')
    expect(describeWalletValue('x'.repeat(500))).toHaveLength(101)
  })
})
