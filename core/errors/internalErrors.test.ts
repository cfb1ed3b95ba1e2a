import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import {
  ChainAdapterNotFoundError,
  ChainRequiredError,
  ConnectionClientNotSetError,
  InternalError,
  NetworkClientNotSetError,
  WalletConnectConnectorNotFoundError,
} from './internalErrors.js'

describe('internal errors', () => {
  it.each([
    ['ChainAdapterNotFoundError', () => new ChainAdapterNotFoundError(), 'Chain adapter not found'],
    ['NetworkClientNotSetError', () => new NetworkClientNotSetError(), 'NetworkController client not set'],
    ['ConnectionClientNotSetError', () => new ConnectionClientNotSetError(), 'ConnectionController client not set'],
    ['ChainRequiredError', () => new ChainRequiredError('connectionClient'), 'Chain is required to get connection controller client'],
    ['ChainRequiredError', () => new ChainRequiredError('accountProp'), 'Chain is required to set account prop'],
    ['ChainRequiredError', () => new ChainRequiredError('accountData'), 'Chain is required to update chain account data'],
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

  it('parameters: ChainRequiredError remembers what the chain was required for', () => {
    expect(new ChainRequiredError('accountData').requiredFor).toBe('accountData')
  })
})
