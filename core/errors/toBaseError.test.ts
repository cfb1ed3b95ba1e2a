import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { toBaseError } from './toBaseError.js'

describe('toBaseError', () => {
  it('behavior: a BaseError comes back as the same object', () => {
    const original = new BaseError('known', { category: 'API_ERROR' })

    expect(toBaseError(original, 'NETWORK_ERROR')).toBe(original)
  })

  it.each([['an Error', new RangeError('out of range')], ['a string', 'oops'], ['an object', { weird: true }], ['undefined', undefined]])(
    'default: %s is wrapped as INTERNAL_SDK_ERROR with the generic text and itself as cause',
    (_, original) => {
      const error = toBaseError(original)

      expect(error).toBeInstanceOf(BaseError)
      expect(error.category).toBe('INTERNAL_SDK_ERROR')
      expect(error.shortMessage).toBe('An unexpected error occurred')
      expect(error.cause).toBe(original)
    },
  )

  it('parameters: category', () => {
    expect(toBaseError(new Error('x'), 'API_ERROR').category).toBe('API_ERROR')
  })

  it('behavior: the foreign text is kept in the long message for logs', () => {
    expect(toBaseError(new Error('db locked')).message).toContain('db locked')
  })
})
