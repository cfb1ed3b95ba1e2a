import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { ChainAdapterNotFoundError, InternalError, WalletConnectConnectorNotFoundError } from './internalErrors.js'

describe('internal errors', () => {
  it.each([
    ['ChainAdapterNotFoundError', () => new ChainAdapterNotFoundError(), 'Chain adapter not found'],
    ['WalletConnectConnectorNotFoundError', () => new WalletConnectConnectorNotFoundError(), 'WalletConnectConnector not found'],
  ])('%s: exact text %#, INTERNAL_SDK_ERROR', (name, create, text) => {
    const error = create()

    expect(error).toBeInstanceOf(InternalError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(text)
    expect(error.category).toBe('INTERNAL_SDK_ERROR')
  })

  it('parameters: namespace and cause are kept', () => {
    const cause = new Error('registry empty')

    const error = new ChainAdapterNotFoundError({ namespace: 'solana', cause })

    expect(error.details).toEqual({ namespace: 'solana' })
    expect(error.cause).toBe(cause)
  })
})
