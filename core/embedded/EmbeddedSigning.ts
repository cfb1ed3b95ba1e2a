import type { Network } from '../network/Network.js'
import type { TransactionRequest, WalletRpcMethod } from '../../ports/ChainAdapter.js'

/**
 * How the embedded wallet signs in one namespace, through its gate (`EmbeddedWalletRpc`): the
 * frame's method names and wire forms differ by namespace (`evmEmbeddedSigning`,
 * `solanaEmbeddedSigning`); the session around them does not (`EmbeddedChainAdapter`).
 */
export interface EmbeddedSigning {
  /** Signs `message` (UTF-8 text) as `address`; the namespace's signature text (0x hex, base58). */
  signMessage(params: { readonly address: string; readonly message: string; readonly network: Network }): Promise<string>
  /** Sends a transaction of the namespace's form; its hash or signature. */
  sendTransaction(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<string>
  /** A wallet RPC method as it is, through the gate (eip155: typed data, EIP-5792); absent where there is none. */
  request?(params: { readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown>
}
