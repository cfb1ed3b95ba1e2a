// The RPC share of walletport/solana, loaded with the first RPC a page needs (a balance, a
// local cluster's genesis hash, a send): kit's RPC client, its transformers and error catalogue.
export { createSolanaRpc } from '@solana/kit'
export { SolanaRpcClient } from './SolanaRpcClient.js'
