import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The node_modules packages in the initial (statically imported) share of `entry`, and in its lazy chunks. */
async function shares(entry: string): Promise<{ initial: Set<string>; lazy: Set<string> }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    outdir: 'bundle-out',
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { __WALLETPORT_VERSION__: '"test"' },
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry) ?? ''
  const initialPaths = new Set<string>()
  const visit = (path: string): void => {
    if (initialPaths.has(path)) return
    initialPaths.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path)
  }
  visit(start)
  const packagesOf = (paths: string[]) =>
    new Set(paths.flatMap((path) => Object.keys(outputs[path]?.inputs ?? {})).filter((input) => input.includes('node_modules/')).map((input) => input.split('node_modules/').at(-1)?.split('/').slice(0, 2).join('/') ?? ''))
  const all = Object.keys(outputs).filter((path) => path.endsWith('.js'))
  return { initial: packagesOf(all.filter((path) => initialPaths.has(path))), lazy: packagesOf(all.filter((path) => !initialPaths.has(path))) }
}

describe('WalletConnect stays out of initial bundles', () => {
  it('walletport/walletconnect: sign-client only in a lazy chunk', async () => {
    const { initial, lazy } = await shares('adapters/walletconnect/index.ts')
    expect([...initial].filter((name) => name.startsWith('@walletconnect/'))).toEqual([])
    expect(lazy.has('@walletconnect/sign-client')).toBe(true)
  }, 30_000)

  it.each([['walletport', 'composition/index.ts'], ['walletport/react', 'ui-react/index.ts']])('%s: no @walletconnect at all', async (_name, entry) => {
    const { initial, lazy } = await shares(entry)
    expect([...initial, ...lazy].filter((name) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'))).toEqual([])
  }, 30_000)
})
