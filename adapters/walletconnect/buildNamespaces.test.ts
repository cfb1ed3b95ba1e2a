import { describe, expect, it } from 'vitest'
import { mainnet, optimism, polygon, solana } from '../../core/network/index.js'
import { buildNamespaces } from './buildNamespaces.js'

describe('buildNamespaces', () => {
  it('default: every eip155 network is optional, nothing required, with the methods and events eip155 needs', () => {
    const { requiredNamespaces, optionalNamespaces } = buildNamespaces([mainnet, optimism, polygon])
    expect(requiredNamespaces).toEqual({})
    expect(optionalNamespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10', 'eip155:137'])
    expect(optionalNamespaces.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']))
    expect(optionalNamespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(optionalNamespaces.eip155?.rpcMap?.['1']).toBe(mainnet.rpcUrls.default.http[0])
  })

  it('behavior: a namespace without capabilities yet (solana) is not proposed; duplicates once', () => {
    expect(Object.keys(buildNamespaces([solana, mainnet, mainnet]).optionalNamespaces)).toEqual(['eip155'])
    expect(buildNamespaces([mainnet, mainnet]).optionalNamespaces.eip155?.chains).toEqual(['eip155:1'])
  })
})
