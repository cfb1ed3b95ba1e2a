import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { getBase58Decoder } from '@solana/kit'

/** HKDF salt and info of the Solana key (the wire contract's; changing them changes every address). */
const SALT = new TextEncoder().encode('walletport')
const INFO = new TextEncoder().encode('solana-ed25519-v1')

/** The user's Solana keypair: its base58 address, and ed25519 signing that never hands the seed out. */
export interface SolanaKey {
  readonly address: string
  /** The 64-byte ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Derives the Solana key from the unlocked secp256k1 private key: seed = HKDF-SHA256(key,
 * 'walletport', 'solana-ed25519-v1', 32), so the EVM key's backup restores the same address.
 * @example deriveSolanaKey(privateKeyBytes).address // 'Fk3…' (base58 public key)
 */
export function deriveSolanaKey(privateKey: Uint8Array): SolanaKey {
  const seed = hkdf(sha256, privateKey, SALT, INFO, 32)
  const address = getBase58Decoder().decode(ed25519.getPublicKey(seed))
  return { address, sign: (message) => ed25519.sign(message, seed) }
}
