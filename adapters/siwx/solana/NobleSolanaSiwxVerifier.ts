import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SiwxSignatureCheck, SiwxSignatureRequest, SiwxVerifier } from '../../../ports/SiwxVerifier.js'
import { toSolanaCaipNetworkId } from '../../solana/solanaChainIds.js'

/** Options of `NobleSolanaSiwxVerifier`. */
export interface NobleSolanaSiwxVerifierOptions {
  /** The local cluster's genesis hash (its RPC's `getGenesisHash`): without it, a message for 'localnet' is refused. */
  readonly localnetGenesisHash?: string
}

/** The cluster names a Sign In With Solana message may carry as its `Chain ID:`. */
const CLUSTER_NAMES: ReadonlySet<string> = new Set(['mainnet', 'devnet', 'testnet', 'localnet'])
/** A solana CAIP-2 id: what the adapter writes for a cluster without a short name. */
const SOLANA_CAIP2 = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * The solana SIWX verifier: an ed25519 signature (base58, 64 bytes) over the UTF-8
 * message by the account's public key (its base58 address), checked strictly
 * (RFC 8032: canonical encodings only, s < L). It reads the cluster names that wallets write in
 * Sign In With Solana messages ('mainnet', 'devnet', 'testnet', 'localnet') as CAIP-2 ids.
 * @example new NobleSolanaSiwxVerifier().verifySignature({ message, signature, address, chainId })
 */
export class NobleSolanaSiwxVerifier implements SiwxVerifier {
  readonly namespace = 'solana' as const
  readonly #options: NobleSolanaSiwxVerifierOptions

  constructor(options: NobleSolanaSiwxVerifierOptions = {}) {
    this.#options = options
  }

  /**
   * 'mainnet' → 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'; 'localnet' only with its genesis hash
   * configured. A cluster without a short name is written whole ('solana:GH7o…'), and reads as itself.
   */
  chainIdOfAlias(name: string): string | undefined {
    if (CLUSTER_NAMES.has(name)) return toSolanaCaipNetworkId(`solana:${name}`, this.#options)
    return SOLANA_CAIP2.test(name) ? toSolanaCaipNetworkId(name) : undefined
  }

  /** A Solana address is a base58 32-byte public key. */
  isAddress(address: string): boolean {
    return decode(address)?.length === 32
  }

  async verifySignature({ message, signature, address }: SiwxSignatureRequest): Promise<SiwxSignatureCheck> {
    const signatureBytes = decode(signature)
    if (signatureBytes?.length !== 64) return { valid: false, reason: 'malformedSignature' }
    const publicKey = decode(address)
    if (publicKey?.length !== 32) return { valid: false, reason: 'invalidSignature' }
    return verifies(signatureBytes, new TextEncoder().encode(message), publicKey) ? { valid: true } : { valid: false, reason: 'invalidSignature' }
  }
}

function verifies(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    // A public key that is not a curve point.
    return false
  }
}

function decode(value: string): Uint8Array | undefined {
  try {
    return base58.decode(value)
  } catch {
    return undefined
  }
}
