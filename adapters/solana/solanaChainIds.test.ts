import { describe, expect, it } from 'vitest'
import { caipNetworkIdOfGenesis, toSolanaCaipNetworkId, toWalletStandardChain, walletServesChain } from './solanaChainIds.js'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
// A local cluster's genesis hash, as getGenesisHash answers it (44 base58 characters).
const LOCAL_GENESIS = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC'
const LOCAL = 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69'

describe('caipNetworkIdOfGenesis', () => {
  it('default: solana: and the first 32 base58 characters', () => {
    expect(caipNetworkIdOfGenesis('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(MAINNET)
    expect(caipNetworkIdOfGenesis(LOCAL_GENESIS)).toBe(LOCAL)
  })

  it.each([[''], ['0OIl-not-base58-0OIl0OIl0OIl0OIl0OIl'], ['short'], ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9dTOOLONGTOOLONG']])('behavior: %j is not a genesis hash', (hash) => {
    expect(caipNetworkIdOfGenesis(hash)).toBeUndefined()
  })
})

describe('toSolanaCaipNetworkId', () => {
  it.each([
    ['solana:mainnet', MAINNET],
    ['solana:devnet', DEVNET],
    ['solana:testnet', TESTNET],
    [MAINNET, MAINNET],
    [DEVNET, DEVNET],
  ])('parameters: %s → %s', (chain, expected) => {
    expect(toSolanaCaipNetworkId(chain)).toBe(expected)
  })

  it('behavior: the legacy aliases mean mainnet and devnet', () => {
    expect(toSolanaCaipNetworkId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(MAINNET)
    expect(toSolanaCaipNetworkId('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(DEVNET)
  })

  it('behavior: localnet is the local genesis hash, and unknown without it', () => {
    expect(toSolanaCaipNetworkId('solana:localnet', { localnetGenesisHash: LOCAL_GENESIS })).toBe(LOCAL)
    expect(toSolanaCaipNetworkId('solana:localnet')).toBeUndefined()
  })

  it.each([['eip155:1'], ['solana'], ['solana:'], ['solana:mainnet-beta'], [`${MAINNET}:extra`], ['solana:0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl']])('behavior: %j is refused', (chain) => {
    expect(toSolanaCaipNetworkId(chain)).toBeUndefined()
  })
})

describe('toWalletStandardChain', () => {
  it('default: the public clusters by their short ids, legacy aliases included', () => {
    expect(toWalletStandardChain(MAINNET)).toBe('solana:mainnet')
    expect(toWalletStandardChain(DEVNET)).toBe('solana:devnet')
    expect(toWalletStandardChain(TESTNET)).toBe('solana:testnet')
    expect(toWalletStandardChain('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe('solana:devnet')
  })

  it('behavior: the local genesis is localnet; any other chain is unknown', () => {
    expect(toWalletStandardChain(LOCAL, { localnetGenesisHash: LOCAL_GENESIS })).toBe('solana:localnet')
    expect(toWalletStandardChain(LOCAL)).toBeUndefined()
    expect(toWalletStandardChain('eip155:1')).toBeUndefined()
  })
})

describe('walletServesChain', () => {
  it('behavior: a wallet advertising either form serves the cluster', () => {
    expect(walletServesChain(['solana:mainnet'], MAINNET)).toBe(true)
    expect(walletServesChain([MAINNET], 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(true)
    expect(walletServesChain(['solana:localnet'], LOCAL, { localnetGenesisHash: LOCAL_GENESIS })).toBe(true)
  })

  it('behavior: another cluster, or an unknown id, is not served', () => {
    expect(walletServesChain(['solana:devnet'], MAINNET)).toBe(false)
    expect(walletServesChain(['solana:localnet'], LOCAL)).toBe(false)
    expect(walletServesChain(['solana:mainnet'], 'eip155:1')).toBe(false)
  })
})
