/** secp256k1 group order n, halved: EIP-2 accepts only s ≤ n/2. */
const SECP256K1_HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/**
 * True when a 65-byte `r ‖ s ‖ v` signature has a canonical (low) s. Its twin with
 * s' = n − s recovers the same key, so accepting both lets one signature be replayed
 * under a second spelling.
 * @example isLowS(signature) // false for a malleated signature
 */
export function isLowS(signature: `0x${string}`): boolean {
  return BigInt(`0x${signature.slice(66, 130)}`) <= SECP256K1_HALF_ORDER
}
