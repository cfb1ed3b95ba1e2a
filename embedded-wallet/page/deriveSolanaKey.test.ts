import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deriveSolanaKey } from './deriveSolanaKey.js'

const KEY = new Uint8Array(32).fill(7)

describe('deriveSolanaKey', () => {
  it('default: the address is the ed25519 public key of HKDF-SHA256(key, "walletport", "solana-ed25519-v1")', () => {
    // Node's own HKDF, so the contract's derivation is checked against a second implementation.
    const seed = new Uint8Array(hkdfSync('sha256', KEY, 'walletport', 'solana-ed25519-v1', 32))

    const key = deriveSolanaKey(KEY)

    expect(Uint8Array.from(getBase58Encoder().encode(key.address))).toEqual(ed25519.getPublicKey(seed))
  })

  it('behavior: deterministic: the same EVM key gives the same address, another key another one', () => {
    expect(deriveSolanaKey(KEY).address).toBe(deriveSolanaKey(Uint8Array.from(KEY)).address)
    expect(deriveSolanaKey(new Uint8Array(32).fill(8)).address).not.toBe(deriveSolanaKey(KEY).address)
  })

  it('behavior: its signatures verify against the address', () => {
    const key = deriveSolanaKey(KEY)
    const message = new TextEncoder().encode('hello')

    const signature = key.sign(message)

    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, Uint8Array.from(getBase58Encoder().encode(key.address)))).toBe(true)
  })
})
