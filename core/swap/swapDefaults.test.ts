import { describe, expect, it } from 'vitest'
import { SWAP_SLIPPAGE_TOLERANCE, SWAP_NETWORKS } from './swapDefaults.js'

describe('swapDefaults: pinned values', () => {
  it('default: the spec values', () => {
    expect({ SWAP_SLIPPAGE_TOLERANCE, SWAP_NETWORKS }).toStrictEqual({
      SWAP_SLIPPAGE_TOLERANCE: 1,
      SWAP_NETWORKS: [
        'eip155:1',
        'eip155:42161',
        'eip155:10',
        'eip155:324',
        'eip155:8453',
        'eip155:56',
        'eip155:137',
        'eip155:100',
        'eip155:43114',
        'eip155:250',
        'eip155:8217',
        'eip155:1313161554',
      ],
    })
  })

  it('SWAP_NETWORKS has the 12 swap chains, no duplicates', () => {
    expect(new Set(SWAP_NETWORKS).size).toBe(12)
  })
})
