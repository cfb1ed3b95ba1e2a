import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** One account of the test wallet: its ed25519 seed (the private key), public key and address. */
export interface TestWalletKey {
  readonly seed: Uint8Array
  readonly publicKey: Uint8Array
  /** The base58 public key. */
  readonly address: string
}

/** The seed of the first account when none is given: 32 bytes of 0x01. */
export function defaultTestSeed(): Uint8Array {
  return new Uint8Array(32).fill(1)
}

/**
 * `count` accounts from one 32-byte seed: account 0 is the seed itself, account i adds i to
 * its last byte (deterministic, so tests can name the addresses in advance).
 * @example deriveTestWalletKeys(defaultTestSeed(), 2).map((key) => key.address)
 */
export function deriveTestWalletKeys(seed: Uint8Array, count: number): readonly TestWalletKey[] {
  if (seed.length !== 32) throw new RangeError(`WalletStandardTestWallet: the seed must be 32 bytes (got ${seed.length})`)
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`WalletStandardTestWallet: give at least one account (got ${count})`)
  return Array.from({ length: count }, (_, index) => {
    const accountSeed = Uint8Array.from(seed)
    accountSeed[31] = ((seed[31] ?? 0) + index) % 256
    const publicKey = ed25519.getPublicKey(accountSeed)
    return { seed: accountSeed, publicKey, address: base58.encode(publicKey) }
  })
}
