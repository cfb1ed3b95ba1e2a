import { describe, expect, it } from 'vitest'
import { BaseError } from '../../core/errors/BaseError.js'
import { ProviderDisconnectedError, ProviderRpcError, UnauthorizedProviderError, UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import { SolanaTransactionError } from './solanaErrors.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'

describe('toSolanaWalletError', () => {
  it.each([
    ['code 4001', Object.assign(new Error('denied'), { code: 4001 })],
    ['the message "User rejected the request."', new Error('User rejected the request.')],
    ['a rejection name', Object.assign(new Error('Approval denied'), { name: 'WalletSignTransactionRejectedError' })],
    ['"User declined"', new Error('User declined to sign')],
    ['a plain object', { message: 'user cancelled' }],
  ])('behavior: %s is a user rejection, with the original as cause', (_case, error) => {
    const mapped = toSolanaWalletError(error)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.cause).toBe(error)
  })

  it.each([
    ['the name WalletNotConnectedError', Object.assign(new Error('not ready'), { name: 'WalletNotConnectedError' })],
    ['the name WalletDisconnectedError', Object.assign(new Error('gone'), { name: 'WalletDisconnectedError' })],
    ['the message "Wallet not connected"', new Error('Wallet not connected')],
    ['the message "wallet is disconnected"', { message: 'The wallet is disconnected' }],
  ])('behavior: a wallet telling it is disconnected by %s is ProviderDisconnectedError (4900), with the original as cause', (_case, error) => {
    const mapped = toSolanaWalletError(error)
    expect(mapped).toBeInstanceOf(ProviderDisconnectedError)
    expect(mapped.cause).toBe(error)
  })

  it('behavior: a preflight failure passed on by the wallet is SolanaTransactionError with the program message', () => {
    const mapped = toSolanaWalletError(Object.assign(new Error('Transaction simulation failed'), { code: -32002, data: { logs: ['Program log: Error: insufficient funds'] } }))
    expect(mapped).toBeInstanceOf(SolanaTransactionError)
    expect((mapped as SolanaTransactionError).programMessage).toBe('Error: insufficient funds')
  })

  it('behavior: walletport errors pass through; other codes keep theirs; the rest is a wallet failure', () => {
    const own = new UnauthorizedProviderError()
    expect(toSolanaWalletError(own)).toBe(own)
    expect(toSolanaWalletError({ code: 4100, message: 'not connected' })).toBeInstanceOf(UnauthorizedProviderError)
    const other = toSolanaWalletError({ code: -32002, message: 'no logs' })
    expect(other).toBeInstanceOf(ProviderRpcError)
    expect(toSolanaWalletError(new Error('extension crashed'))).toMatchObject({ category: 'WALLET_ERROR' })
    expect(toSolanaWalletError('boom')).toBeInstanceOf(BaseError)
  })
})
