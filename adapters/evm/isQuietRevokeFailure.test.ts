import { describe, expect, it } from 'vitest'
import { toWalletError } from '../../core/errors/providerErrors.js'
import { isQuietRevokeFailure } from './isQuietRevokeFailure.js'

describe('isQuietRevokeFailure', () => {
  it.each([
    ['4200 unsupported method', { code: 4200 }],
    ['-32601 method not found', { code: -32601 }],
    ['4100 already unauthorized', { code: 4100 }],
    ['4900 wallet gone', { code: 4900 }],
    ['a codeless "not supported"', new Error('Method wallet_revokePermissions is not supported')],
  ])('behavior: %s → quiet (nothing left to revoke)', (_case, failure) => {
    expect(isQuietRevokeFailure(toWalletError(failure))).toBe(true)
  })

  it.each([
    ['4001 the person refused', { code: 4001 }],
    ['-32603 internal error', { code: -32603 }],
    ['a codeless crash', new Error('boom')],
  ])('behavior: %s → a real failure', (_case, failure) => {
    expect(isQuietRevokeFailure(toWalletError(failure))).toBe(false)
  })
})
