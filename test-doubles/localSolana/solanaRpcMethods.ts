import { accountMethods } from './accountMethods.js'
import { clusterMethods } from './clusterMethods.js'
import type { LocalSolanaLedger } from './LocalSolanaLedger.js'
import type { JsonRpcMethods } from './rpcMethod.js'
import { transactionMethods } from './transactionMethods.js'

/**
 * Every method the local Solana RPC answers, over one ledger: the set @solana/kit and the
 * walletport Solana adapter use.
 * @example createServer(serveJsonRpc(solanaRpcMethods(new LocalSolanaLedger())))
 */
export function solanaRpcMethods(ledger: LocalSolanaLedger): JsonRpcMethods {
  return { ...clusterMethods(ledger), ...accountMethods(ledger), ...transactionMethods(ledger) }
}
