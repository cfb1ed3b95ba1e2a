import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import type { SignInInput } from '../../ports/ChainAdapter.js'
import { toWalletStandardChain, type SolanaClusterContext } from './solanaChainIds.js'

/**
 * The port's sign-in input as Sign In With Solana takes it: the chain id in its short form
 * ('mainnet', 'devnet', 'localnet'…; a chain without one keeps its CAIP-2 id) and the optional
 * fields only when present.
 * @example toSolanaSignInInput({ ...input, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }).chainId // 'mainnet'
 */
export function toSolanaSignInInput(input: SignInInput, cluster: SolanaClusterContext = {}): SolanaSignInInput {
  const chain = toWalletStandardChain(input.chainId, cluster)
  return {
    domain: input.domain,
    address: input.address,
    ...(input.statement === undefined ? {} : { statement: input.statement }),
    uri: input.uri,
    version: input.version,
    chainId: chain === undefined ? input.chainId : chain.slice('solana:'.length),
    nonce: input.nonce,
    issuedAt: input.issuedAt,
    ...(input.expirationTime === undefined ? {} : { expirationTime: input.expirationTime }),
    ...(input.notBefore === undefined ? {} : { notBefore: input.notBefore }),
    ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
    ...(input.resources === undefined ? {} : { resources: [...input.resources] }),
  }
}
