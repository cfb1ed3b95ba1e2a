import { describe, expect, it } from 'vitest'
import { SiwxError } from './SiwxError.js'

describe('SiwxError', () => {
  it.each([
    ['notEnabled', 'SIWX is not enabled', 'CONFIGURATION_ERROR'],
    ['noActiveCaipAddress', 'No ActiveCaipAddress found', 'INTERNAL_SDK_ERROR'],
    ['noActiveCaipNetworkOrClient', 'No ActiveCaipNetwork or client found', 'INTERNAL_SDK_ERROR'],
    ['noConnectionClient', 'No ConnectionController client found', 'INTERNAL_SDK_ERROR'],
  ] as const)('reason %s: exact text and category', (reason, text, category) => {
    const error = new SiwxError(reason)

    expect(error.name).toBe('SiwxError')
    expect(error.reason).toBe(reason)
    expect(error.shortMessage).toBe(text)
    expect(error.category).toBe(category)
  })

  it('parameters: cause is kept', () => {
    const cause = new Error('store empty')

    expect(new SiwxError('noActiveCaipAddress', { cause }).cause).toBe(cause)
  })
})
