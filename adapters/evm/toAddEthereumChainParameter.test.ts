import { describe, expect, it } from 'vitest'
import { base } from '../../core/network/presets.js'
import { defineNetwork } from '../../core/network/defineNetwork.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'

describe('toAddEthereumChainParameter', () => {
  it('default: hex chain id, name, native currency, RPC URLs and the explorer (EIP-3085)', () => {
    expect(toAddEthereumChainParameter(base, ['https://unused.example'])).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    })
  })

  it('behavior: a network without RPC URLs gets the fallback (chain-node) URLs; no explorer → no blockExplorerUrls key', () => {
    const bare = defineNetwork({
      id: 31338,
      chainNamespace: 'eip155',
      name: 'Bare',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })

    const parameter = toAddEthereumChainParameter(bare, ['https://node.example/v1?chainId=eip155:31338&projectId=p'])

    expect(parameter.rpcUrls).toEqual(['https://node.example/v1?chainId=eip155:31338&projectId=p'])
    expect('blockExplorerUrls' in parameter).toBe(false)
  })
})
