import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from './Network.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

type NetworkCase = 'no active network' | 'no requested list' | 'empty requested list' | 'active is requested' | 'active not requested'

const NETWORK_CASES: Record<NetworkCase, { active: CaipNetworkId | undefined; requested: readonly CaipNetworkId[] | undefined }> = {
  'no active network': { active: undefined, requested: ['eip155:1'] },
  'no requested list': { active: 'eip155:56', requested: undefined },
  'empty requested list': { active: 'eip155:56', requested: [] },
  'active is requested': { active: 'eip155:1', requested: ['eip155:1', 'eip155:10'] },
  'active not requested': { active: 'eip155:56', requested: ['eip155:1', 'eip155:10'] },
}

const BOOLS = [true, false] as const

// Every combination: 5 network situations × 2³ flags = 40 rows. The view shows in exactly one.
const ROWS = (Object.keys(NETWORK_CASES) as NetworkCase[]).flatMap((network) =>
  BOOLS.flatMap((enableNetworkSwitch) =>
    BOOLS.flatMap((allowUnsupportedChain) =>
      BOOLS.map((isBasicWalletConnect) => ({
        network,
        enableNetworkSwitch,
        allowUnsupportedChain,
        isBasicWalletConnect,
        expected:
          network === 'active not requested' && enableNetworkSwitch && !allowUnsupportedChain && !isBasicWalletConnect,
      })),
    ),
  ),
)

describe('shouldShowUnsupportedChain', () => {
  it('default: the table covers 40 combinations and exactly one shows the view', () => {
    // Assert
    expect(ROWS).toHaveLength(40)
    expect(ROWS.filter((row) => row.expected)).toHaveLength(1)
  })

  it.each(ROWS)(
    'parameters: $network, switch=$enableNetworkSwitch, allowUnsupported=$allowUnsupportedChain, basic=$isBasicWalletConnect → $expected',
    ({ network, enableNetworkSwitch, allowUnsupportedChain, isBasicWalletConnect, expected }) => {
      // Arrange
      const { active, requested } = NETWORK_CASES[network]

      // Act
      const result = shouldShowUnsupportedChain({
        activeCaipNetworkId: active,
        requestedCaipNetworkIds: requested,
        enableNetworkSwitch,
        allowUnsupportedChain,
        isBasicWalletConnect,
      })

      // Assert
      expect(result).toBe(expected)
    },
  )
})
