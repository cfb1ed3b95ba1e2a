import { describe, expect, it } from 'vitest'
import { isKnownNamespace, parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:1313161554', 'eip155', '1313161554'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['eip155:a-b_c', 'eip155', 'a-b_c'],
  ])('parses %s', (value, namespace, reference) => {
    expect(parseCaipNetworkId(value)).toEqual({ namespace, reference, caipNetworkId: value })
  })

  it.each([
    ['empty string', ''],
    ['no colon', 'eip155'],
    ['empty reference', 'eip155:'],
    ['empty namespace', ':1'],
    ['only a colon', ':'],
    ['three parts', 'eip155:1:0xabc'],
    ['unknown namespace', 'cosmos:cosmoshub-4'],
    ['namespace in wrong case', 'EIP155:1'],
    ['leading whitespace', ' eip155:1'],
    ['whitespace in reference', 'eip155: 1'],
    ['trailing whitespace', 'eip155:1 '],
    ['reference of 33 chars', `eip155:${'1'.repeat(33)}`],
    ['reference with a dot', 'eip155:1.0'],
  ])('rejects: %s', (_name, value) => {
    expect(parseCaipNetworkId(value)).toBeUndefined()
  })

  it('boundary: a 32-char reference is accepted', () => {
    expect(parseCaipNetworkId(`eip155:${'1'.repeat(32)}`)?.reference).toHaveLength(32)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['number', 1],
    ['object', { namespace: 'eip155', reference: '1' }],
  ])('wrong type: %s is rejected', (_name, value) => {
    expect(parseCaipNetworkId(value)).toBeUndefined()
  })
})

describe('isKnownNamespace', () => {
  it.each([
    ['eip155', true],
    ['solana', true],
    ['polkadot', true],
    ['bip122', true],
    ['cosmos', false],
    ['Solana', false],
    ['', false],
  ])('%s → %s', (namespace, expected) => {
    expect(isKnownNamespace(namespace)).toBe(expected)
  })
})
