/**
 * `walletport/testing/solana`: a local Solana JSON-RPC server over litesvm, for tests and the
 * offline demo. Node only (node:http and litesvm's native module), kept out of
 * `walletport/testing` so that entry stays browser-safe. litesvm is an optional peer dependency.
 */
export { LOCAL_SOLANA_GENESIS_HASH } from './localSolanaGenesisHash.js'
export { startLocalSolana, type CreateMintParams, type LocalSolana, type LocalSolanaOptions } from './startLocalSolana.js'
export { localSolanaNetwork } from './localSolanaNetwork.js'
