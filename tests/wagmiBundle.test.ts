import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ENTRIES } from '../tsup.config.js'
import { bundleShares } from './support/bundleShares.js'

const WAGMI_CODE = ['wagmi/', '@wagmi/', '@tanstack/']
const root = fileURLToPath(new URL('..', import.meta.url))

describe('wagmi stays in walletport/wagmi', () => {
  // The Node-only testing entries (the local relay, the local Solana RPC) do not build for a browser.
  const own = Object.entries(ENTRIES).filter(([name]) => !['wagmi', 'testing-relay', 'testing-solana'].includes(name))

  it.each(own)('walletport entry %s: nothing of wagmi, initial or lazy', async (_name, entry) => {
    const { initial, lazy } = await bundleShares(entry)
    expect([...initial, ...lazy].filter((name) => WAGMI_CODE.some((prefix) => name.startsWith(prefix)))).toEqual([])
  }, 60_000)

  it('walletport/wagmi: only the bridge itself (the core is the app\'s instance), ≤ 5 kB gzip beside wagmi and viem', async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [ENTRIES.wagmi],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      external: ['wagmi', '@wagmi/core', '@wagmi/core/*', 'viem', 'viem/*'],
      define: { __WALLETPORT_VERSION__: '"test"' },
      logLevel: 'silent',
    })
    expect(Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('adapters/wagmi/'))).toEqual([])
    const imports = result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.imports.map((each) => each.path)
    expect(new Set(imports)).toEqual(new Set(['@wagmi/core', 'viem']))
    expect(gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length).toBeLessThanOrEqual(5 * 1024)
  })
})
