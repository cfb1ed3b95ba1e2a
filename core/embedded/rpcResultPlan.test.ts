import { describe, expect, it } from 'vitest'
import { rpcResultPlan, type RpcResultPlan } from './rpcResultPlan.js'

describe('rpcResultPlan', () => {
  // Every combination of result × safety × stack (empty / one / several) = 12 rows.
  it.each<['success' | 'error', boolean, number, RpcResultPlan]>([
    ['success', false, 0, { refreshNativeBalance: true, then: 'close-modal' }],
    ['success', false, 1, { refreshNativeBalance: true, then: 'pop-success' }],
    ['success', false, 3, { refreshNativeBalance: true, then: 'pop-success' }],
    ['success', true, 0, { refreshNativeBalance: false, then: 'nothing' }],
    ['success', true, 1, { refreshNativeBalance: false, then: 'nothing' }],
    ['success', true, 3, { refreshNativeBalance: false, then: 'nothing' }],
    ['error', false, 0, { refreshNativeBalance: false, then: 'close-modal' }],
    ['error', false, 1, { refreshNativeBalance: false, then: 'pop-error' }],
    ['error', false, 3, { refreshNativeBalance: false, then: 'pop-error' }],
    ['error', true, 0, { refreshNativeBalance: false, then: 'nothing' }],
    ['error', true, 1, { refreshNativeBalance: false, then: 'nothing' }],
    ['error', true, 3, { refreshNativeBalance: false, then: 'nothing' }],
  ])('parameters: %s, safe=%s, stack=%i', (result, isSafeMethod, stackSize, expected) => {
    // Act
    const plan = rpcResultPlan({ result, isSafeMethod, stackSize })

    // Assert
    expect(plan).toEqual(expected)
  })
})
