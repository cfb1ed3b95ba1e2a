import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId.js'

describe('isCaipNetworkId', () => {
  it.each([
    ['eip155:1', true],
    ['eip155:8453', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['bip122:000000000019d6689c085ae165831e93', true],
    ['', false],
    ['eip155', false],
    ['eip155:', false],
    [':1', false],
    ['eip155:1:0xabc', false],
    ['cosmos:cosmoshub-4', false],
    ['Eip155:1', false],
    ['eip155:1 ', false],
  ])('%j → %s', (value, expected) => {
    expect(isCaipNetworkId(value)).toBe(expected)
  })

  it.each([undefined, null, 1, ['eip155', '1'], {}])('wrong type: %j → false', (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
  })
})
