import { describe, expect, it } from 'vitest'
import { siwxCancelOutcome } from './siwxCancelOutcome.js'

describe('siwxCancelOutcome', () => {
  it.each([
    [true, 'disconnect'],
    [false, 'close'],
  ] as const)('parameters: siwxRequired=%s → %s', (siwxRequired, expected) => {
    // Act
    const outcome = siwxCancelOutcome({ siwxRequired })

    // Assert
    expect(outcome).toBe(expected)
  })
})
