import { describe, expect, it } from 'vitest'
import { isNetworkSupported } from './isNetworkSupported.js'

describe('isNetworkSupported', () => {
  it.each([
    ['no list', 'eip155:1', undefined, true],
    ['empty list counts as no list', 'eip155:1', [], true],
    ['in the list', 'eip155:137', ['eip155:1', 'eip155:137'], true],
    ['not in the list', 'eip155:10', ['eip155:1', 'eip155:137'], false],
    ['same reference, other namespace', 'solana:1', ['eip155:1'], false],
    ['prefix of a listed id', 'eip155:1', ['eip155:10'], false],
    ['wrong case', 'EIP155:1', ['eip155:1'], false],
    ['padded', 'eip155:1 ', ['eip155:1'], false],
    ['bare chain number is not a CAIP-2 id', '1', ['eip155:1'], false],
  ])('%s', (_name, id, requested, expected) => {
    expect(isNetworkSupported(id, requested)).toBe(expected)
  })
})
