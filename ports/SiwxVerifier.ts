import type { ChainNamespace } from '../core/network/Network.js'

/** Why a signature was refused by a verifier. */
export type SiwxSignatureRefusal = 'malformedSignature' | 'malleableSignature' | 'invalidSignature'

/** A verifier's answer: valid, or refused with a typed reason. */
export type SiwxSignatureCheck =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: SiwxSignatureRefusal }

/** What a verifier is asked: did `address` on `chainId` sign exactly `message`? */
export interface SiwxSignatureRequest {
  readonly message: string
  readonly signature: string
  readonly address: string
  /** CAIP-2 id of the chain the message names, e.g. `eip155:1`. */
  readonly chainId: string
}

/**
 * Sign-in signature checks for one chain namespace (EVM: EOA, EIP-1271, EIP-6492;
 * Solana: ed25519). Vendor cryptography lives behind it, outside the core.
 * Throws only when it could not decide (e.g. the RPC node is unreachable).
 */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  /** The namespace's strict address rule (EVM: EIP-55 checksum; Solana: 32-byte base58 key). */
  isAddress(address: string): boolean
  verifySignature(request: SiwxSignatureRequest): Promise<SiwxSignatureCheck>
  /**
   * The CAIP-2 id a chain name stands for in a message the wallet built itself (Sign In With
   * Solana writes `Chain ID: mainnet`), or undefined when `name` is not one.
   */
  chainIdOfAlias?(name: string): string | undefined
}
