import { describe, expect, it } from 'vitest'
import { directoryChainsOf } from './directoryChainsOf.js'

describe('directoryChainsOf', () => {
  it.each([
    ['mainnets only', [{ caipNetworkId: 'eip155:1' }, { caipNetworkId: 'eip155:137', testnet: false }], ['eip155:1', 'eip155:137']],
    ['testnets left out', [{ caipNetworkId: 'eip155:1' }, { caipNetworkId: 'eip155:11155111', testnet: true }], ['eip155:1']],
    ['only testnets or local chains → no filter', [{ caipNetworkId: 'eip155:31337', testnet: true }], undefined],
    ['no networks → no filter', [], undefined],
    ['duplicates once', [{ caipNetworkId: 'eip155:1' }, { caipNetworkId: 'eip155:1' }], ['eip155:1']],
  ] as const)('%s', (_, networks, expected) => {
    expect(directoryChainsOf(networks as never)).toEqual(expected)
  })
})
