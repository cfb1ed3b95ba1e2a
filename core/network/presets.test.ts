import { describe, expect, it } from 'vitest'
import { networkSchema } from './networkSchema.js'
import * as networks from './index.js'

const presets = Object.entries(networks).filter(([, value]) => typeof value === 'object')

describe('network presets', () => {
  it.each(presets)('%s: passes the network schema and has a consistent CAIP-2 id', (_name, network) => {
    const parsed = networkSchema.safeParse(network)
    expect(parsed.success).toBe(true)
  })

  it('anvil: local chain 31337 on loopback, marked testnet', () => {
    expect(networks.anvil.caipNetworkId).toBe('eip155:31337')
    expect(networks.anvil.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(networks.anvil.testnet).toBe(true)
  })

  it('anvilAt: moves anvil to another port and chain id', () => {
    const moved = networks.anvilAt('http://127.0.0.1:40123', 31338)
    expect(moved.caipNetworkId).toBe('eip155:31338')
    expect(moved.rpcUrls.default.http).toEqual(['http://127.0.0.1:40123'])
    expect(networks.anvil.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('exports: the entry list is deliberate', () => {
    expect(Object.keys(networks).sort()).toMatchInlineSnapshot(`
      [
        "anvil",
        "anvilAt",
        "arbitrum",
        "base",
        "defineNetwork",
        "mainnet",
        "optimism",
        "polygon",
        "sepolia",
        "solana",
        "solanaDevnet",
      ]
    `)
  })
})
