import { describe, expect, it } from 'vitest'
import {
  AddressOrAuthConnectorNotFoundError,
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  NetworkNotFoundError,
} from './notFoundErrors.js'

describe('not-found errors', () => {
  it.each([
    ['NetworkNotFoundError', () => new NetworkNotFoundError(), 'Network not found', 'CONFIGURATION_ERROR'],
    ['CaipNetworkUndefinedError', () => new CaipNetworkUndefinedError(), 'CaipNetwork is undefined', 'INTERNAL_SDK_ERROR'],
    ['ChainNotSupportedError', () => new ChainNotSupportedError(), 'Chain is not supported', 'VALIDATION_ERROR'],
    [
      'AddressOrAuthConnectorNotFoundError',
      () => new AddressOrAuthConnectorNotFoundError(),
      'Address or auth connector not found',
      'INTERNAL_SDK_ERROR',
    ],
  ])('%s: exact text and category', (name, create, text, category) => {
    const error = create()

    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(text)
    expect(error.category).toBe(category)
  })

  it('behavior: NetworkNotFoundError raises alert APKT001 and keeps the network id', () => {
    const error = new NetworkNotFoundError({ caipNetworkId: 'eip155:8453' })

    expect(error.alertCode).toBe('APKT001')
    expect(error.details).toEqual({ caipNetworkId: 'eip155:8453' })
  })
})
