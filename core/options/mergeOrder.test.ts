import { describe, expect, it } from 'vitest'
import { mergeOrder } from './mergeOrder.js'

const DEFAULTS = ['a', 'b', 'c', 'd'] as const

describe('mergeOrder', () => {
  it.each([
    ['undefined → default', undefined, ['a', 'b', 'c', 'd']],
    ['empty → default', [], ['a', 'b', 'c', 'd']],
    ['full reorder', ['d', 'c', 'b', 'a'], ['d', 'c', 'b', 'a']],
    ['partial: missing appended in default order', ['c'], ['c', 'a', 'b', 'd']],
    ['partial, two items', ['d', 'b'], ['d', 'b', 'a', 'c']],
    ['duplicates: first occurrence wins', ['b', 'a', 'b'], ['b', 'a', 'c', 'd']],
    ['unknown items dropped', ['x', 'c', 'y'], ['c', 'a', 'b', 'd']],
    ['all unknown → default', ['x', 'y'], ['a', 'b', 'c', 'd']],
    ['wrong case is unknown', ['C', 'b'], ['b', 'a', 'c', 'd']],
    ['padded is unknown', [' c'], ['a', 'b', 'c', 'd']],
    ['non-strings dropped', [1, null, undefined, { a: 1 }, 'd'], ['d', 'a', 'b', 'c']],
    ['inherited key is unknown', ['toString'], ['a', 'b', 'c', 'd']],
  ])('%s', (_name, configured, expected) => {
    expect(mergeOrder(configured, DEFAULTS)).toEqual(expected)
  })

  it('behavior: does not mutate the inputs', () => {
    const configured = ['c', 'a']
    const defaults = ['a', 'b', 'c']
    mergeOrder(configured, defaults)
    expect([configured, defaults]).toEqual([['c', 'a'], ['a', 'b', 'c']])
  })

  it('behavior: returns a new array even for the default', () => {
    expect(mergeOrder(undefined, DEFAULTS)).not.toBe(DEFAULTS)
  })
})
