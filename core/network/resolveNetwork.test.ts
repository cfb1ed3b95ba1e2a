import { describe, expect, it } from 'vitest'
import { anvil, mainnet } from './presets.js'
import { resolveNetwork } from './resolveNetwork.js'

describe('resolveNetwork', () => {
  it('behavior: a configured chain id resolves to its network', () => {
    expect(resolveNetwork([mainnet, anvil], 'eip155', 31337)).toEqual({ network: anvil, supported: true })
  })

  it('behavior: an unknown chain becomes an unsupported placeholder with its CAIP-2 id', () => {
    const { network, supported } = resolveNetwork([mainnet], 'eip155', 56)
    expect(supported).toBe(false)
    expect(network.caipNetworkId).toBe('eip155:56')
    expect(network.rpcUrls.default.http).toEqual([])
  })
})
