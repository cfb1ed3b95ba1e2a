import { describe, expect, it } from 'vitest'
import { getSocials, DEFAULT_SOCIALS } from './getSocials.js'

const DEFAULT = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

describe('getSocials', () => {
  it.each([
    ['undefined → default', undefined, DEFAULT],
    ['true → default', true, DEFAULT],
    ['false → none', false, []],
  ])('default: %s', (_name, option, expected) => {
    expect(getSocials(option)).toEqual(expected)
  })

  it.each([
    ['picks and orders', ['github', 'google'], ['github', 'google']],
    ['missing ones stay hidden', ['x'], ['x']],
    ['empty list → none', [], []],
    ['duplicates dropped', ['apple', 'apple', 'x'], ['apple', 'x']],
    ['unknown dropped', ['twitter', 'discord', 'telegram'], ['discord']],
    ['wrong case dropped', ['Google', 'X', 'github'], ['github']],
    ['padded dropped', [' google'], []],
    ['all unknown → none (not the default)', ['myspace'], []],
  ])('parameters: list — %s', (_name, option, expected) => {
    expect(getSocials(option)).toEqual(expected)
  })

  it.each([
    ['a string', 'google'],
    ['a number', 1],
    ['null', null],
  ])('wrong type: %s → default', (_name, option) => {
    expect(getSocials(option as unknown as undefined)).toEqual(DEFAULT)
  })

  it('behavior: returns a fresh array', () => {
    const first = getSocials(undefined)
    first.pop()
    expect(getSocials(undefined)).toEqual(DEFAULT)
  })
})

describe('getSocials: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DEFAULT_SOCIALS }).toStrictEqual({
      DEFAULT_SOCIALS: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
    })
  })

  it('DEFAULT_SOCIALS has no duplicates', () => {
    expect(new Set(DEFAULT_SOCIALS).size).toBe(DEFAULT_SOCIALS.length)
  })
})
