import { describe, expect, it } from 'vitest'
import { shouldRejectPendingRequests } from './shouldRejectPendingRequests.js'

describe('shouldRejectPendingRequests', () => {
  // Every combination of wasOpen × isOpen × stack (empty / non-empty) = 8 rows.
  it.each([
    [true, false, 0, true],
    [true, false, 2, false],
    [true, true, 0, false],
    [true, true, 2, false],
    [false, false, 0, false],
    [false, false, 2, false],
    [false, true, 0, false],
    [false, true, 2, false],
  ])('parameters: wasOpen=%s, isOpen=%s, stack=%i → %s', (wasOpen, isOpen, stackSize, expected) => {
    // Act
    const result = shouldRejectPendingRequests({ wasOpen, isOpen, stackSize })

    // Assert
    expect(result).toBe(expected)
  })
})
