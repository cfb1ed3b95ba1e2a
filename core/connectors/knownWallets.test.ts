import { describe, expect, it } from 'vitest'
import { KNOWN_WALLETS, directoryIdOf, knownWalletOf } from './knownWallets.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const COINBASE = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'

describe('knownWallets', () => {
  it('covers the spec list once each, with distinct explorer ids', () => {
    expect(KNOWN_WALLETS.map((known) => known.name)).toEqual([
      'Coinbase Wallet', 'Safe', 'Ledger', 'OKX Wallet', 'MetaMask', 'Trust Wallet', 'Solflare', 'Phantom',
      'Coin98', 'Magic Eden', 'Backpack', 'Bitget Wallet', 'Frontier', 'Xverse', 'Leather',
    ])
    const ids = KNOWN_WALLETS.map((known) => known.explorerId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('finds a wallet by EIP-6963 rdns, whatever its announced name', () => {
    expect(directoryIdOf({ id: 'io.metamask', name: 'MetaMask Dev', info: { rdns: 'io.metamask' } })).toBe(METAMASK)
  })

  it('finds a Wallet Standard wallet by its case-insensitive name, with or without the Wallet suffix', () => {
    expect(directoryIdOf({ id: 'phantom-solana', name: 'phantom' })).toBe(PHANTOM)
    expect(knownWalletOf({ id: 'x', name: 'Trust' })?.name).toBe('Trust Wallet')
    expect(knownWalletOf({ id: 'x', name: 'OKX Wallet' })?.name).toBe('OKX Wallet')
  })

  it('finds a wallet by connector id (the Coinbase SDK, Safe, Ledger) and by its explorer id', () => {
    expect(directoryIdOf({ id: 'coinbaseWalletSDK', name: 'Coinbase' })).toBe(COINBASE)
    expect(knownWalletOf({ id: 'safe', name: 'Safe{Wallet}' })?.name).toBe('Safe')
    expect(knownWalletOf({ id: METAMASK, name: 'Something' })?.name).toBe('MetaMask')
  })

  it("keeps a connector's own explorer id, and knows nothing of an unknown wallet", () => {
    expect(directoryIdOf({ id: 'io.metamask', name: 'MetaMask', explorerId: 'custom-id' })).toBe('custom-id')
    expect(directoryIdOf({ id: 'com.example', name: 'Example Wallet', info: { rdns: 'com.example' } })).toBeUndefined()
  })
})
