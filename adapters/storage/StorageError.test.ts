import { describe, expect, it } from 'vitest'
import { BaseError } from '../../core/errors/BaseError.js'
import { StorageError, storageFailureReason } from './StorageError.js'

const domError = (name: string, code?: number): Error => Object.assign(new Error(name), { name, code })

describe('storageFailureReason', () => {
  it.each([
    ['QuotaExceededError by name', domError('QuotaExceededError'), 'quota'],
    ['legacy quota code 22', domError('Error', 22), 'quota'],
    ['Firefox NS_ERROR_DOM_QUOTA_REACHED', domError('NS_ERROR_DOM_QUOTA_REACHED', 1014), 'quota'],
    ['SecurityError', domError('SecurityError', 18), 'security'],
    ['any other error', new TypeError('boom'), 'unknown'],
    ['a string', 'boom', 'unknown'],
    ['null', null, 'unknown'],
  ])('%s', (_, error, reason) => {
    expect(storageFailureReason(error)).toBe(reason)
  })
})

describe('StorageError', () => {
  it('default: a BaseError with operation, key, reason, cause and category INTERNAL_SDK_ERROR', () => {
    const cause = domError('QuotaExceededError')

    const error = new StorageError({ operation: 'set', key: 'wallet:recent', cause })

    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      name: 'StorageError',
      shortMessage: 'Storage set failed for "wallet:recent"',
      category: 'INTERNAL_SDK_ERROR',
      operation: 'set',
      key: 'wallet:recent',
      reason: 'quota',
      cause,
      details: { operation: 'set', key: 'wallet:recent', reason: 'quota' },
    })
  })
})
