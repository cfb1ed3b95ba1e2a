import { readFileSync, writeFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/** The public entries; see package.json "exports". */
export const ENTRIES = {
  index: 'composition/index.ts',
  networks: 'core/network/index.ts',
  testing: 'test-doubles/index.ts',
  'testing-contracts': 'test-doubles/contracts/index.ts',
  'testing-relay': 'test-doubles/relay/index.ts',
  'testing-solana': 'test-doubles/localSolana/index.ts',
  'testing-msw': 'test-doubles/msw/index.ts',
  evm: 'adapters/evm/index.ts',
  walletconnect: 'adapters/walletconnect/index.ts',
  solana: 'adapters/solana/index.ts',
  wagmi: 'adapters/wagmi/index.ts',
  'siwx-server': 'adapters/siwx/server/index.ts',
  react: 'ui-react/index.ts',
} as const

export default defineConfig({
  entry: ENTRIES,
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  sourcemap: false,
  // ws: the Node-only local relay (walletport/testing/relay) uses the host's ws, never a bundled copy; msw is an optional peer;
  // litesvm: the Node-only local Solana RPC (walletport/testing/solana) loads the host's native module.
  external: [/^react($|\/)/, /^react-dom($|\/)/, 'vitest', 'ws', /^msw($|\/)/, 'litesvm', /^wagmi($|\/)/, /^@wagmi\/core($|\/)/, 'ioredis'],
  define: { __WALLETPORT_VERSION__: JSON.stringify(version) },
  // React Server Components (Next.js App Router) may import walletport/react's buttons from a
  // server component only across a client boundary. The 'react-server' condition of the
  // package's "./react" export resolves to dist/react-client.js: the directive, then the same
  // names re-exported from dist/react.js (one module instance on the client). Other bundlers
  // (vite) never see the directive, which they warn about.
  onSuccess: async () => {
    const names = Object.keys((await import(new URL('./dist/react.js', import.meta.url).href)) as object)
    writeFileSync(new URL('./dist/react-client.js', import.meta.url), `'use client';\nexport { ${names.join(', ')} } from './react.js';\n`)
  },
})
