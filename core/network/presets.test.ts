import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
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

describe('network presets in a bundle', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  /** A page importing `imports` from the presets, bundled and minified; defineNetwork external when it comes from another chunk, as in the package build. */
  async function bundle(imports: string, defineNetworkElsewhere: boolean): Promise<string> {
    const result = await build({
      absWorkingDir: root,
      stdin: { contents: `import { ${imports} } from './core/network/presets.js'\nconsole.log(${imports})`, resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
      external: defineNetworkElsewhere ? ['./defineNetwork.js'] : [],
    })
    return result.outputFiles[0]?.text ?? ''
  }

  it.each([false, true])('behavior: a page keeps only the presets it imports (defineNetwork in another chunk: %s)', async (elsewhere) => {
    const page = await bundle('mainnet', elsewhere)
    expect(page).toContain('eth.merkle.io')
    for (const other of ['sepolia.drpc.org', 'polygon-rpc.com', 'arb1.arbitrum.io']) expect(page).not.toContain(other)
  }, 30_000)
})
