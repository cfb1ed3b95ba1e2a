import { describe, expect, it } from 'vitest'
import type { AccountStatus } from '../account/Account.js'
import { shouldOpenSiwx } from './shouldOpenSiwx.js'

const BOOLS = [true, false] as const
const STATUSES: readonly AccountStatus[] = ['disconnected', 'connecting', 'connected']

// Every combination: 2 × 3 × 2 × 2 = 24 rows; only a connected wallet on a supported network without a session opens it.
const ROWS = BOOLS.flatMap((siwxEnabled) =>
  STATUSES.flatMap((accountStatus) =>
    BOOLS.flatMap((isNetworkSupported) =>
      BOOLS.map((hasSession) => ({
        siwxEnabled,
        accountStatus,
        isNetworkSupported,
        hasSession,
        expected: siwxEnabled && accountStatus === 'connected' && isNetworkSupported && !hasSession,
      })),
    ),
  ),
)

describe('shouldOpenSiwx', () => {
  it('default: the table covers 24 combinations and exactly one opens sign-in', () => {
    // Assert
    expect(ROWS).toHaveLength(24)
    expect(ROWS.filter((row) => row.expected)).toEqual([
      { siwxEnabled: true, accountStatus: 'connected', isNetworkSupported: true, hasSession: false, expected: true },
    ])
  })

  it.each(ROWS)(
    'parameters: enabled=$siwxEnabled, status=$accountStatus, supported=$isNetworkSupported, session=$hasSession → $expected',
    ({ expected, ...parameters }) => {
      // Act
      const result = shouldOpenSiwx(parameters)

      // Assert
      expect(result).toBe(expected)
    },
  )
})
