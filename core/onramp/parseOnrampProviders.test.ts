import { describe, expect, it } from 'vitest'
import { parseOnrampProviders } from './parseOnrampProviders.js'

describe('parseOnrampProviders', () => {
  it.each([
    ['two providers', ['meld', 'coinbase'], ['meld', 'coinbase']],
    ['empty array', [], []],
    ['strings kept as given', [' Meld ', 'meld', ''], [' Meld ', 'meld', '']],
  ])('array of strings: %s', (_name, value, expected) => {
    expect(parseOnrampProviders(value)).toEqual(expected)
  })

  it.each([
    ['one number among strings', ['meld', 1]],
    ['null item', ['meld', null]],
    ['undefined item', [undefined]],
    ['nested array', [['meld']]],
    ['object item', [{ name: 'meld' }]],
  ])('not all strings → none: %s', (_name, value) => {
    expect(parseOnrampProviders(value)).toEqual([])
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a single string', 'meld'],
    ['comma list string', 'meld,coinbase'],
    ['number', 3],
    ['object', { 0: 'meld', length: 1 }],
  ])('not an array → none: %s', (_name, value) => {
    expect(parseOnrampProviders(value)).toEqual([])
  })

  it('behavior: returns a copy, not the input array', () => {
    const input = ['meld']
    const output = parseOnrampProviders(input)
    output.push('coinbase')
    expect(input).toEqual(['meld'])
  })
})
