import { MESSAGES } from '../errors/messages.js'

/** RPC methods the embedded wallet answers without the ApproveTransaction view (reads, filters, and relaying already-signed transactions). */
export const SAFE_RPC_METHODS = [
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
] as const

/** Signing and sending methods: the visitor approves each in ApproveTransaction. */
export const UNSAFE_RPC_METHODS = [
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
] as const

/** One of SAFE_RPC_METHODS. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/** One of UNSAFE_RPC_METHODS. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
/** How an embedded-wallet request is handled: directly, via ApproveTransaction, or rejected. */
export type RpcMethodClass = 'safe' | 'unsafe' | 'disallowed'

// Sets, not object lookups, so inherited names like 'toString' or '__proto__' never match.
const SAFE = new Set<string>(SAFE_RPC_METHODS)
const UNSAFE = new Set<string>(UNSAFE_RPC_METHODS)

/**
 * Which path an embedded-wallet request takes: 'safe', 'unsafe' or 'disallowed'.
 * Exact, case-sensitive match (JSON-RPC method names are); anything else,
 * including non-strings, is 'disallowed'.
 * @example classifyRpcMethod('personal_sign') // 'unsafe'
 */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'disallowed'
  if (SAFE.has(method)) return 'safe'
  if (UNSAFE.has(method)) return 'unsafe'
  return 'disallowed'
}

/**
 * The two texts of a disallowed method: `console` for the logged/rejected
 * error, `ui` for the visitor.
 * @example getRpcNotAllowedTexts().ui // 'Action not allowed'
 */
export function getRpcNotAllowedTexts(): { readonly console: string; readonly ui: string } {
  return { console: MESSAGES.RPC_NOT_ALLOWED, ui: MESSAGES.RPC_NOT_ALLOWED_UI }
}
