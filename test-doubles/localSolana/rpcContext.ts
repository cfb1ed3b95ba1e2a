import { LOCAL_SOLANA_VERSION } from './localSolanaGenesisHash.js'
import type { LocalSolanaLedger } from './LocalSolanaLedger.js'

/** An answer the real RPC wraps with the slot it was read at. */
export interface RpcResponseWithContext<T> {
  readonly context: { readonly slot: bigint; readonly apiVersion: string }
  readonly value: T
}

/**
 * `value` with the ledger's current slot, as `getBalance`, `getAccountInfo`… answer.
 * @example withContext(ledger, 5000n) // { context: { slot: 447552001n, apiVersion: '3.0.0' }, value: 5000n }
 */
export function withContext<T>(ledger: LocalSolanaLedger, value: T): RpcResponseWithContext<T> {
  return { context: { slot: ledger.slot, apiVersion: LOCAL_SOLANA_VERSION }, value }
}
