import { describe, expect, it } from 'vitest'
import {
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  classifyRpcMethod,
  getRpcNotAllowedTexts,
} from './classifyRpcMethod.js'

describe('SAFE_RPC_METHODS', () => {
  it('default: exactly the read methods the embedded wallet answers unapproved, in order', () => {
    expect(SAFE_RPC_METHODS).toEqual([
      'eth_accounts',
      'eth_blockNumber',
      'eth_call',
      'eth_chainId',
      'eth_estimateGas',
      'eth_feeHistory',
      'eth_gasPrice',
      'eth_getAccount',
      'eth_getBalance',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getBlockReceipts',
      'eth_getBlockTransactionCountByHash',
      'eth_getBlockTransactionCountByNumber',
      'eth_getCode',
      'eth_getFilterChanges',
      'eth_getFilterLogs',
      'eth_getLogs',
      'eth_getProof',
      'eth_getStorageAt',
      'eth_getTransactionByBlockHashAndIndex',
      'eth_getTransactionByBlockNumberAndIndex',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
      'eth_getUncleCountByBlockHash',
      'eth_getUncleCountByBlockNumber',
      'eth_maxPriorityFeePerGas',
      'eth_newBlockFilter',
      'eth_newFilter',
      'eth_newPendingTransactionFilter',
      'eth_sendRawTransaction',
      'eth_syncing',
      'eth_uninstallFilter',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'eth_getUserOperationReceipt',
      'eth_estimateUserOperationGas',
      'eth_getUserOperationByHash',
      'eth_supportedEntryPoints',
      'wallet_getAssets',
    ])
  })
})

describe('UNSAFE_RPC_METHODS', () => {
  it('default: exactly the signing and sending methods, in order', () => {
    expect(UNSAFE_RPC_METHODS).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
  })

  it('behavior: the two lists do not overlap and have no duplicates', () => {
    const all = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('classifyRpcMethod', () => {
  it.each(SAFE_RPC_METHODS.map((method) => [method]))('safe: %s', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe')
  })

  it.each(UNSAFE_RPC_METHODS.map((method) => [method]))('unsafe: %s', (method) => {
    expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  it.each([
    ['unknown method', 'eth_sign'],
    ['legacy typed data', 'eth_signTypedData'],
    ['typed data v3', 'eth_signTypedData_v3'],
    ['chain switching is not an RPC here', 'wallet_switchEthereumChain'],
    ['empty', ''],
    ['wrong case', 'Personal_Sign'],
    ['wrong case of a safe method', 'ETH_CHAINID'],
    ['padded', ' eth_call'],
    ['trailing whitespace', 'personal_sign '],
    ['inherited object key', 'toString'],
    ['proto key', '__proto__'],
    ['constructor', 'constructor'],
  ])('disallowed: %s', (_name, method) => {
    expect(classifyRpcMethod(method)).toBe('disallowed')
  })

  it.each([undefined, null, 1, ['eth_call'], { method: 'eth_call' }])('wrong type: %j → disallowed', (method) => {
    expect(classifyRpcMethod(method)).toBe('disallowed')
  })
})

describe('getRpcNotAllowedTexts', () => {
  it('default: the console and UI texts', () => {
    expect(getRpcNotAllowedTexts()).toEqual({
      console: 'Requested RPC call is not allowed',
      ui: 'Action not allowed',
    })
  })
})
