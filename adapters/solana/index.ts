/**
 * `walletport/solana`: the solana ChainAdapter over Wallet Standard wallets and @solana/kit.
 * Importing it touches no `window`: the page's wallet registry is read on first use.
 */
export { SolanaChainAdapter } from './SolanaChainAdapter.js'
export type { KnownSolanaToken, SolanaChainAdapterOptions, SolanaRpc } from './SolanaChainAdapterOptions.js'
export type { StandardWalletRegistry } from './SolanaWalletDiscovery.js'
export { InvalidSolanaSignatureError, solanaSignatureBytes } from './solanaSignatureBytes.js'
export { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
export {
  InsufficientSolError,
  InvalidMintError,
  InvalidSolanaRpcResponseError,
  MissingSolanaRpcUrlError,
  RentExemptionError,
  SolanaTransactionError,
  TransactionNotConfirmedError,
} from './solanaErrors.js'
