import * as z from 'zod/mini'
import { LOCAL_SOLANA_GENESIS_HASH, LOCAL_SOLANA_VERSION } from './localSolanaGenesisHash.js'
import type { LocalSolanaLedger } from './LocalSolanaLedger.js'
import { withContext } from './rpcContext.js'
import { rpcMethod, type JsonRpcMethods } from './rpcMethod.js'
import { commitmentConfig, u64Param } from './solanaRpcParams.js'

/** getVersion's feature-set id: litesvm has no such number; any u32 satisfies clients. */
const FEATURE_SET = 0

/**
 * The cluster's methods: genesis hash, health, version, slot, block height, latest blockhash, rent.
 * @example clusterMethods(ledger).getHealth([]) // 'ok'
 */
export function clusterMethods(ledger: LocalSolanaLedger): JsonRpcMethods {
  const noParams = z.tuple([])
  const configOnly = z.tuple([commitmentConfig])
  return {
    getGenesisHash: rpcMethod(noParams, () => LOCAL_SOLANA_GENESIS_HASH),
    getHealth: rpcMethod(noParams, () => 'ok'),
    getVersion: rpcMethod(noParams, () => ({ 'solana-core': LOCAL_SOLANA_VERSION, 'feature-set': FEATURE_SET })),
    getSlot: rpcMethod(configOnly, () => ledger.slot),
    getBlockHeight: rpcMethod(configOnly, () => ledger.blockHeight),
    getLatestBlockhash: rpcMethod(configOnly, () => withContext(ledger, ledger.latestBlockhash())),
    getMinimumBalanceForRentExemption: rpcMethod(z.tuple([u64Param, commitmentConfig]), ([dataLength]) => ledger.svm.minimumBalanceForRentExemption(BigInt(dataLength))),
  }
}
