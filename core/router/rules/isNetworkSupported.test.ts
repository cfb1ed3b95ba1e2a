import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../model/Network.js'
import { isNetworkSupported } from './isNetworkSupported.js'

describe('isNetworkSupported', () => {
  it.each<[string, readonly CaipNetworkId[] | undefined, boolean]>([
    ['no requested list', undefined, true],
    ['an empty requested list (treated as no list)', [], true],
    ['a list containing the id', ['eip155:1', 'eip155:10'], true],
    ['a list without the id', ['eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], false],
  ])('parameters: %s', (_case, requestedCaipNetworkIds, expected) => {
    // Act
    const result = isNetworkSupported({ caipNetworkId: 'eip155:1', requestedCaipNetworkIds })

    // Assert
    expect(result).toBe(expected)
  })

  it('behavior: compares whole CAIP ids, not chain references', () => {
    // Act
    const result = isNetworkSupported({ caipNetworkId: 'eip155:1', requestedCaipNetworkIds: ['eip155:10', 'solana:1'] })

    // Assert
    expect(result).toBe(false)
  })
})
