import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { MESSAGES } from './messages.js'
import { toWalletError } from './providerErrors.js'
import {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  isUserRejection,
  MethodNotFoundRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WalletConnectSendTransactionError,
  WalletConnectUnsupportedChainError,
  WalletConnectUserRejectedError,
  WalletConnectUserRejectedMethodsError,
} from './walletErrors.js'

describe('toWalletError', () => {
  it.each([
    [-32700, ParseRpcError, 'WALLET_ERROR'],
    [-32600, InvalidRequestRpcError, 'WALLET_ERROR'],
    [-32601, MethodNotFoundRpcError, 'WALLET_ERROR'],
    [-32602, InvalidParamsRpcError, 'WALLET_ERROR'],
    [-32603, InternalRpcError, 'WALLET_ERROR'],
    [4001, UserRejectedRequestError, 'USER_REJECTED'],
    [4100, UnauthorizedProviderError, 'WALLET_ERROR'],
    [4200, UnsupportedProviderMethodError, 'WALLET_ERROR'],
    [4900, ProviderDisconnectedError, 'WALLET_ERROR'],
    [4901, ChainDisconnectedError, 'WALLET_ERROR'],
    [4902, UnrecognizedChainError, 'WALLET_ERROR'],
    [5000, WalletConnectUserRejectedError, 'USER_REJECTED'],
    [5001, WalletConnectSendTransactionError, 'WALLET_ERROR'],
    [5002, WalletConnectUserRejectedMethodsError, 'USER_REJECTED'],
    [5710, WalletConnectUnsupportedChainError, 'WALLET_ERROR'],
  ] as const)('code %i → %o', (code, errorClass, category) => {
    const original = Object.assign(new Error('provider says no'), { code })

    const error = toWalletError(original)

    expect(error).toBeInstanceOf(errorClass)
    expect((error as ProviderRpcError).code).toBe(code)
    expect(error.category).toBe(category)
    expect(error.cause).toBe(original)
  })

  it.each([5700, 5730, 5760, -32000, 1234])('code %i without a class → ProviderRpcError keeping the code', (code) => {
    const original = { code, message: 'vendor specific' }

    const error = toWalletError(original)

    expect(error.constructor).toBe(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(code)
    expect(error.shortMessage).toBe(MESSAGES.WALLET_REQUEST_FAILED)
    expect(error.category).toBe('WALLET_ERROR')
    expect(error.cause).toBe(original)
  })

  it.each([
    ['lower case', 'user rejected the request'],
    ['title case', 'User Rejected transaction'],
    ['British spelling', 'The user cancelled the signature'],
    ['American spelling', 'USER CANCELED'],
  ])('rejection text (%s) → UserRejectedRequestError', (_, message) => {
    const original = new Error(message)

    const error = toWalletError(original)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
    expect(error.cause).toBe(original)
  })

  it.each([
    ['error.cause.code', { message: 'wrapped', cause: { code: 4902 } }, UnrecognizedChainError],
    ['error.data.originalError.code', { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } }, UserRejectedRequestError],
    ['error.error.code', { error: { code: 4100, message: 'unauthorized' } }, UnauthorizedProviderError],
    ['plain {code,message}', { code: 4200, message: 'nope' }, UnsupportedProviderMethodError],
    ['rejection text deep in the chain', { code: -32603, cause: new Error('x', { cause: 'User rejected.' }) }, UserRejectedRequestError],
    ['inner code beats the generic -32603', { code: -32603, cause: { code: 4901 } }, ChainDisconnectedError],
    ['-32603 alone stays -32603', { code: -32603, cause: { message: 'boom' } }, InternalRpcError],
    ['rejection code anywhere beats an outer specific code', { code: 4100, cause: { code: 5000 } }, WalletConnectUserRejectedError],
    ['outer specific code beats an inner one', { code: 4100, cause: { code: 4902 } }, UnauthorizedProviderError],
  ])('nested shape: %s', (_, original, errorClass) => {
    const error = toWalletError(original)

    expect(error).toBeInstanceOf(errorClass)
    expect(error.cause).toBe(original)
  })

  it('parameters: a rejection string → UserRejectedRequestError', () => {
    const error = toWalletError('User rejected the request.')

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe('User rejected the request.')
  })

  it.each([
    ['a string', 'something odd'],
    ['an Error without code', new Error('socket hang up')],
    ['a string code', Object.assign(new Error('reset'), { code: 'ECONNRESET' })],
    ['a fractional code', { code: 4001.5 }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('unknown (%s) → BaseError, WALLET_ERROR, original as cause', (_, original) => {
    const error = toWalletError(original)

    expect(error.constructor).toBe(BaseError)
    expect(error.category).toBe('WALLET_ERROR')
    expect(error.shortMessage).toBe(MESSAGES.WALLET_REQUEST_FAILED)
    expect(error.cause).toBe(original)
  })

  it('behavior: a BaseError comes back as the same object', () => {
    const original = new UnrecognizedChainError()

    expect(toWalletError(original)).toBe(original)
  })

  it('behavior: a cyclic cause chain terminates', () => {
    const original: { code?: number; cause?: unknown } = {}
    original.cause = { cause: original }

    const error = toWalletError(original)

    expect(error.category).toBe('WALLET_ERROR')
  })

  it('behavior: nesting deeper than five layers is not searched', () => {
    const original = { cause: { cause: { cause: { cause: { cause: { code: 4001 } } } } } }

    expect(toWalletError(original)).not.toBeInstanceOf(UserRejectedRequestError)
  })

  it('behavior: the cause text reaches the long message for logs', () => {
    const error = toWalletError({ code: 4902, message: 'Unrecognized chain 0x2105' })

    expect(error.message).toContain('Unrecognized chain 0x2105')
  })
})
