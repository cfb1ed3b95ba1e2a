import { HttpRequestError as ViemHttpRequestError, TimeoutError as ViemTimeoutError, UnknownRpcError } from 'viem'
import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { UnrecognizedChainError, UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import { toEvmError } from './toEvmError.js'

describe('toEvmError', () => {
  it('behavior: 4001 → UserRejectedRequestError with the original as cause', () => {
    const original = { code: 4001, message: 'User rejected the request.' }

    const error = toEvmError(original)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(original)
  })

  it('behavior: 4902 nested in data.originalError (MetaMask mobile) → UnrecognizedChainError', () => {
    expect(toEvmError({ code: -32603, data: { originalError: { code: 4902 } } })).toBeInstanceOf(UnrecognizedChainError)
  })

  it('behavior: an RPC endpoint answering an HTTP error → HttpRequestError (API_ERROR) without the query (it holds the projectId)', () => {
    const original = new ViemHttpRequestError({ url: 'https://node.example/v1?chainId=eip155:1&projectId=secret', status: 502 })

    const error = toEvmError(new UnknownRpcError(original))

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ url: 'https://node.example/v1', status: 502, category: 'API_ERROR' })
    expect(JSON.stringify(error.details)).not.toContain('secret')
  })

  it('behavior: an RPC endpoint that times out → HttpRequestError (NETWORK_ERROR)', () => {
    const error = toEvmError(new ViemTimeoutError({ body: {}, url: 'http://127.0.0.1:1' }))

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.category).toBe('NETWORK_ERROR')
  })

  it('behavior: a walletport error passes unchanged', () => {
    const error = new BaseError('already typed')

    expect(toEvmError(error)).toBe(error)
  })
})
