import { describe, expect, it } from 'vitest'
import { toLoggable } from './toLoggable.js'

describe('toLoggable', () => {
  it.each([
    ['a string', 'text', 'text'],
    ['a number', 42, 42],
    ['null', null, null],
    ['a bigint', 10n ** 18n, '1000000000000000000n'],
    ['Infinity', Number.POSITIVE_INFINITY, 'Infinity'],
    ['a date', new Date(Date.UTC(2025, 0, 2)), '2025-01-02T00:00:00.000Z'],
    ['a map', new Map([['a', 1]]), { a: 1 }],
    ['a set', new Set([1, 2]), [1, 2]],
    ['a function in an object', { keep: 1, drop: () => 1 }, { keep: 1 }],
    ['a function in an array', [1, () => 1], [1, null]],
  ])('%s', (_, value, expected) => {
    expect(toLoggable(value)).toEqual(expected)
  })

  it('behavior: an error keeps name, message, stack, cause and own fields', () => {
    const error = Object.assign(new Error('outer', { cause: new TypeError('inner') }), { code: 4001 })

    const copy = toLoggable(error) as Record<string, unknown>

    expect(copy).toMatchObject({ name: 'Error', message: 'outer', code: 4001, cause: { name: 'TypeError', message: 'inner' } })
    expect(typeof copy.stack).toBe('string')
  })

  it('behavior: a cycle becomes [Circular], a shared reference does not', () => {
    const shared = { x: 1 }
    const value: Record<string, unknown> = { a: shared, b: shared }
    value.self = value

    expect(toLoggable(value)).toEqual({ a: { x: 1 }, b: { x: 1 }, self: '[Circular]' })
  })

  it('behavior: a throwing getter gives [Unserializable] instead of throwing', () => {
    const value = {
      get boom(): never {
        throw new Error('no')
      },
    }

    expect(toLoggable({ inner: value })).toEqual({ inner: '[Unserializable]' })
  })

  it('behavior: the result always survives JSON.stringify', () => {
    const value: Record<string, unknown> = { n: 1n, e: new Error('x') }
    value.loop = value

    expect(() => JSON.stringify(toLoggable(value))).not.toThrow()
  })
})
