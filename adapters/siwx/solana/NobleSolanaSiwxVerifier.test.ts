import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../../../core/siwx/createSiwxMessage.js'
import { verifySiwxMessage } from '../../../core/siwx/verifySiwxMessage.js'
import { NobleSolanaSiwxVerifier } from './NobleSolanaSiwxVerifier.js'

// A real ed25519 keypair (deterministic seed), as a Solana wallet holds it.
const secretKey = new Uint8Array(32).fill(7)
const address = base58.encode(ed25519.getPublicKey(secretKey))
const strangerKey = new Uint8Array(32).fill(9)
const CHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const NOW = Date.UTC(2026, 0, 1)

const message = createSiwxMessage({
  domain: 'app.example',
  uri: 'https://app.example',
  accountAddress: address,
  chainId: CHAIN_ID,
  version: '1',
  nonce: 'solanaNonce123',
  issuedAt: new Date(NOW).toISOString(),
}).toString()
const signWith = (key: Uint8Array, text = message): string => base58.encode(ed25519.sign(new TextEncoder().encode(text), key))
const verifier = new NobleSolanaSiwxVerifier()

/** ed25519 group order L, little-endian. */
const ORDER_L = [0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14, ...new Array<number>(15).fill(0), 0x10]

/** The same signature with s + L: the verification equation still holds, the encoding is not canonical (RFC 8032: s < L). */
function withUnreducedS(encoded: string): string {
  const signature = base58.decode(encoded)
  let carry = 0
  for (let index = 0; index < 32; index += 1) {
    const sum = (signature[32 + index] ?? 0) + (ORDER_L[index] ?? 0) + carry
    signature[32 + index] = sum & 0xff
    carry = sum >> 8
  }
  return base58.encode(signature)
}

describe('NobleSolanaSiwxVerifier', () => {
  it('behavior: the message says "Solana account" and the keypair’s signature verifies', async () => {
    const result = await verifySiwxMessage({ message, signature: signWith(secretKey), verifiers: [verifier], expect: { now: NOW, domain: 'app.example' } })

    expect(message.startsWith('app.example wants you to sign in with your Solana account:\n')).toBe(true)
    expect(result.ok).toBe(true)
  })

  it.each([
    ['another key', (): string => signWith(strangerKey), 'invalidSignature'],
    ['another message', (): string => signWith(secretKey, `${message}!`), 'invalidSignature'],
    ['not base58', (): string => '0x1234', 'malformedSignature'],
    ['too short', (): string => base58.encode(new Uint8Array(63)), 'malformedSignature'],
    ['s not reduced (non-canonical, malleable)', (): string => withUnreducedS(signWith(secretKey)), 'invalidSignature'],
  ] as const)('refuses %s', async (_name, signature, reason) => {
    expect(await verifier.verifySignature({ message, signature: signature(), address, chainId: CHAIN_ID })).toEqual({ valid: false, reason })
  })

  it('isAddress: a base58 32-byte key', () => {
    expect(verifier.isAddress(address)).toBe(true)
    expect(verifier.isAddress('11111111111111111111111111111111')).toBe(true)
    expect(verifier.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(verifier.isAddress(base58.encode(new Uint8Array(31).fill(1)))).toBe(false)
  })

  it('chainIdOfAlias: the public cluster names, localnet only with its genesis hash, nothing else', () => {
    const genesis = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69xqZ9a9jbuDMm'
    const local = new NobleSolanaSiwxVerifier({ localnetGenesisHash: genesis })

    expect(['mainnet', 'devnet', 'testnet'].map((name) => verifier.chainIdOfAlias(name))).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(verifier.chainIdOfAlias('localnet')).toBeUndefined()
    expect(local.chainIdOfAlias('localnet')).toBe('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69')
    expect(['mainnet-beta', 'solana:mainnet', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ''].map((name) => local.chainIdOfAlias(name))).toEqual([undefined, undefined, undefined, undefined])
  })
})
