// Prints each public entry's size: minified, gzip and brotli, with its
// dependencies bundled (React stays external: it is the host page's).
import { build } from 'esbuild'
import { gzipSync, brotliCompressSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const entries = {
  walletport: 'composition/index.ts',
  'walletport/networks': 'core/networks/index.ts',
  'walletport/testing': 'test-doubles/index.ts',
  'walletport/react': 'ui-react/index.ts',
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const rows = []
for (const [name, entry] of Object.entries(entries)) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    treeShaking: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'vitest'],
    define: { __WALLETPORT_VERSION__: '"size"' },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  rows.push({ entry: name, minified: kb(code.length), gzip: kb(gzipSync(code, { level: 9 }).length), brotli: kb(brotliCompressSync(code).length) })
}
console.log('Entry sizes, dependencies bundled, react/react-dom external:')
console.table(rows)
