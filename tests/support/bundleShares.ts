// The packages each share of an entry bundles (esbuild, as `npm run size` splits it): the
// initial share (the entry and what it imports statically) and the lazy chunks.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The node_modules packages in the initial (statically imported) share of `entry`, and in its lazy chunks. */
export async function bundleShares(entry: string): Promise<{ initial: Set<string>; lazy: Set<string> }> {
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
