import { describe, expect, it } from 'vitest'
import { RpcNotAllowedError } from './RpcNotAllowedError.js'
import { ProviderRpcError } from '../errors/walletErrors.js'

describe('RpcNotAllowedError', () => {
  it('default: the console and UI texts, EIP-1193 code 4200, the method', () => {
    const error = new RpcNotAllowedError({ method: 'eth_sign' })

    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.name).toBe('RpcNotAllowedError')
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(error.uiMessage).toBe('Action not allowed')
    expect(error.code).toBe(4200)
    expect(error.method).toBe('eth_sign')
    expect(error.details).toMatchObject({ method: 'eth_sign', code: 4200 })
    expect(error.category).toBe('WALLET_ERROR')
  })
})
