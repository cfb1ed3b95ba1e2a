// Prints each public entry's size: minified, gzip and brotli, with its
// dependencies bundled (React stays external: it is the host page's). "initial"
// is what a host page loads up front; "lazy" is loaded only on demand
// (dynamic imports). `--why` lists the biggest inputs of each initial share.
import { build } from 'esbuild'
import { gzipSync, brotliCompressSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// A host app imports what it uses; this row is the least a headless host pays.
const scenarios = {
  'createWalletport only': "export { createWalletport } from './composition/index.ts'",
  // The host page of the size budget: the core, the provider, the button; modal and views are lazy.
  'host page: core + <ConnectButton>':
    "export { createWalletport } from './composition/index.ts'\nexport { WalletportProvider, ConnectButton } from './ui-react/index.ts'",
  // Everything needed to connect an EVM wallet through the modal (initial + lazy).
  'host page + EVM adapter': [
    "export { createWalletport } from './composition/index.ts'",
    "export { WalletportProvider, ConnectButton } from './ui-react/index.ts'",
    "export { ViemChainAdapter } from './adapters/evm/index.ts'",
  ].join('\n'),
  // Everything needed to connect a Solana wallet through the modal (initial + lazy; kit is the adapter's).
  'host page + Solana adapter': [
    "export { createWalletport } from './composition/index.ts'",
    "export { WalletportProvider, ConnectButton } from './ui-react/index.ts'",
    "export { SolanaChainAdapter } from './adapters/solana/index.ts'",
  ].join('\n'),
  // The same plus WalletConnect: sign-client is the lazy share (loaded on the first pairing or restore).
  'host page + EVM + WalletConnect': [
    "export { createWalletport } from './composition/index.ts'",
    "export { WalletportProvider, ConnectButton } from './ui-react/index.ts'",
    "export { ViemChainAdapter } from './adapters/evm/index.ts'",
    "export { WalletConnectChainAdapter } from './adapters/walletconnect/index.ts'",
  ].join('\n'),
}
const entries = {
  walletport: 'composition/index.ts',
  'walletport/networks': 'core/network/index.ts',
  'walletport/testing': 'test-doubles/index.ts',
  'walletport/testing/contracts': 'test-doubles/contracts/index.ts',
  'walletport/evm': 'adapters/evm/index.ts',
  'walletport/walletconnect': 'adapters/walletconnect/index.ts',
  'walletport/solana': 'adapters/solana/index.ts',
  // wagmi, @wagmi/core and viem stay external in this row: the app has them (budget ≤ 5 kB gzip plus wagmi).
  'walletport/wagmi': 'adapters/wagmi/index.ts',
  'walletport/siwx/server': 'adapters/siwx/server/index.ts',
  'walletport/react': 'ui-react/index.ts',
}
const why = process.argv.includes('--why')
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const gzip = (code) => gzipSync(code, { level: 9 }).length
const brotli = (code) => brotliCompressSync(code).length

const rows = []
const reasons = {}
/** The host page's gzip sizes (initial share, all chunks), to tell what an adapter adds to it. */
let hostPage
const jobs = [
  ...Object.entries(entries).map(([name, entry]) => ({ name, entry, options: { entryPoints: [entry] } })),
  ...Object.entries(scenarios).map(([name, contents]) => ({
    name,
    entry: 'scenario.ts',
    options: { stdin: { contents, resolveDir: root, sourcefile: 'scenario.ts', loader: 'ts' } },
  })),
]
for (const { name, entry, options } of jobs) {
  const result = await build({
    absWorkingDir: root,
    ...options,
    bundle: true,
    splitting: true,
    outdir: 'size-out',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    treeShaking: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'vitest', ...(name === 'walletport/wagmi' ? ['wagmi', '@wagmi/core', '@wagmi/core/*', 'viem', 'viem/*'] : [])],
    define: { __WALLETPORT_VERSION__: '"size"' },
    logLevel: 'silent',
  })
  const files = new Map(result.outputFiles.map((file) => [file.path.slice(root.length), file.contents]))
  const outputs = result.metafile.outputs
  const entryOut = Object.keys(outputs).find((path) => outputs[path].entryPoint === entry)
  const initial = new Set()
  const visit = (path) => {
    if (initial.has(path)) return
    initial.add(path)
    for (const imported of outputs[path].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path)
  }
  visit(entryOut)
  const concat = (paths) => Buffer.concat(paths.map((path) => files.get(path) ?? Buffer.alloc(0)))
  const jsPaths = Object.keys(outputs).filter((path) => path.endsWith('.js'))
  const initialCode = concat(jsPaths.filter((path) => initial.has(path)))
  const lazyCode = concat(jsPaths.filter((path) => !initial.has(path)))
  rows.push({
    entry: name,
    'initial min': kb(initialCode.length),
    'initial gzip': kb(gzip(initialCode)),
    'initial brotli': kb(brotli(initialCode)),
    'lazy gzip': lazyCode.length ? kb(gzip(lazyCode)) : '-',
  })
  if (name === 'host page: core + <ConnectButton>') hostPage = { initial: gzip(initialCode), all: gzip(concat(jsPaths)) }
  if (name === 'host page + Solana adapter' && hostPage) {
    // What Solana adds to a host page: the adapter's first chunk and kit's RPC (loaded with the
    // first RPC call: connect and balances), over the host page's own initial share. Gzip of the
    // difference of two bundles, so an estimate of the bytes a visitor downloads for Solana.
    const needed = new Set(initial)
    const closure = (path) => {
      if (!path || needed.has(path)) return
      needed.add(path)
      for (const imported of outputs[path].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) closure(imported.path)
    }
    for (const path of Object.keys(outputs)) if (outputs[path].entryPoint === 'adapters/solana/solanaRpcModule.ts') closure(path)
    const connectGzip = gzip(concat(jsPaths.filter((path) => needed.has(path)))) - hostPage.initial
    rows.push({
      entry: 'Solana on a host page: connect + balances (adapter + kit RPC), added (target ≤ 30 kB gzip)',
      'initial min': '-',
      'initial gzip': kb(connectGzip),
      'initial brotli': '-',
      // Sends (kit messages, the System and Token programs) and signature checks (ed25519), on first use.
      'lazy gzip': kb(gzip(concat(jsPaths)) - hostPage.all - connectGzip),
    })
  }
  if (name === 'host page + EVM adapter') {
    // The budget's "all chunks needed to connect an EVM wallet through the modal": the initial
    // share, the modal, and what its first open loads when a project is configured (the core's
    // use cases, the project config and directory adapters). Not the sign-in flow, the API adapter, the Account panels
    // or German, which a connect does not load.
    const needed = new Set(initial)
    const closure = (path) => {
      if (!path || needed.has(path)) return
      needed.add(path)
      for (const imported of outputs[path].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) closure(imported.path)
    }
    // The first open also loads the core's deferred code (core/useCases.ts: connect and the rest).
    const firstOpen = ['ui-react/modal/ModalRoot.tsx', 'core/useCases.ts', 'adapters/http/config/OfetchProjectConfig.ts', 'adapters/http/directory/OfetchWalletDirectory.ts', 'adapters/evm/ViemChainAdapterImpl.ts']
    for (const path of Object.keys(outputs)) if (firstOpen.includes(outputs[path].entryPoint)) closure(path)
    const neededCode = concat(jsPaths.filter((path) => needed.has(path)))
    rows.push({
      entry: 'connect an EVM wallet, esbuild from source: initial + modal + first-open adapters (upper bound)',
      'initial min': kb(neededCode.length),
      'initial gzip': kb(gzip(neededCode)),
      'initial brotli': kb(brotli(neededCode)),
      'lazy gzip': '-',
    })
  }
  if (why) {
    const inputs = {}
    for (const path of initial) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
        const key = input.includes('node_modules/') ? input.split('node_modules/').at(-1).split('/').slice(0, input.includes('node_modules/@') ? 2 : 1).join('/') : input.split('/').slice(0, 2).join('/')
        inputs[key] = (inputs[key] ?? 0) + bytesInOutput
      }
    }
    reasons[name] = {
      what: 'biggest minified inputs of the initial share',
      lines: Object.entries(inputs).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([input, bytes]) => `${kb(bytes).padStart(9)}  ${input}`),
    }
  }
}
// The host page as an integrator's bundler builds it: vite 8 (rolldown) production builds of the
// browser bench's pages, React external. e2e/fixtures/host-page (createWalletport + provider +
// <ConnectButton>, rendered) is the budget's target row; e2e/fixtures/host-page-lazy passes the
// provider a loader, so the core is a chunk loaded after the first paint. esbuild's rows above
// can only be larger: its code splitting places modules by file reachability before tree
// shaking, so lazy-only code re-exported from `walletport` (the SIWX message rules) lands in a
// shared initial chunk.
const { hostPageChunks } = await import('./hostPageChunks.mjs')
for (const [fixture, label] of [
  ['host-page', 'host page, vite build (target ≤ 50 kB gzip)'],
  ['host-page-lazy', 'host page, core lazy (provider loader)'],
  // The same pages with a real chain adapter (ViemChainAdapter, two networks) and a useAccount hook.
  ['adapter-page', 'host page + ViemChainAdapter + hook, eager (target ≤ 50 kB gzip)'],
  ['adapter-page-lazy', 'host page + ViemChainAdapter + hook, loader form'],
]) {
  const { initial, lazy } = await hostPageChunks(fixture)
  const code = (list) => Buffer.concat(list.map((chunk) => Buffer.from(chunk.code)))
  const initialCode = code(initial)
  const lazyCode = code(lazy)
  if (why) {
    // rolldown's own account of each module's share of the initial chunks (before minifying):
    // which inputs a page pays for up front. A module shared with a lazy chunk lands here whole.
    const inputs = {}
    for (const chunk of initial) {
      for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
        const key = id.includes('node_modules/') ? id.split('node_modules/').at(-1).split('/').slice(0, id.includes('node_modules/@') ? 2 : 1).join('/') : id.slice(root.length).split('/').slice(0, 2).join('/')
        inputs[key] = (inputs[key] ?? 0) + renderedLength
      }
    }
    reasons[label] = {
      what: 'biggest inputs of the initial chunks (rendered by rolldown, before minifying)',
      lines: Object.entries(inputs).sort((a, b) => b[1] - a[1]).slice(0, 16).map(([input, bytes]) => `${kb(bytes).padStart(9)}  ${input}`),
    }
  }
  rows.push({
    entry: label,
    'initial min': kb(initialCode.length),
    'initial gzip': kb(gzip(initialCode)),
    'initial brotli': kb(brotli(initialCode)),
    'lazy gzip': lazyCode.length ? kb(gzip(lazyCode)) : '-',
  })
  if (fixture === 'adapter-page') {
    // The budget's "all chunks needed to connect an EVM wallet through the modal", as an
    // integrator's bundler splits them: the page's initial chunks (with ViemChainAdapter), the
    // modal and what its first open loads when a project is configured (the core's use cases,
    // the project config and directory adapters), with everything they import statically.
    const byName = new Map([...initial, ...lazy].map((chunk) => [chunk.fileName, chunk]))
    const needed = new Set(initial)
    const visit = (chunk) => {
      if (!chunk || needed.has(chunk)) return
      needed.add(chunk)
      for (const name of chunk.imports) visit(byName.get(name))
    }
    const firstOpen = ['/ui-react/modal/ModalRoot.tsx', '/core/useCases.ts', '/adapters/http/config/OfetchProjectConfig.ts', '/adapters/http/directory/OfetchWalletDirectory.ts', '/adapters/evm/ViemChainAdapterImpl.ts']
    for (const chunk of lazy) if (firstOpen.some((path) => chunk.facadeModuleId?.endsWith(path))) visit(chunk)
    rows.push({ entry: 'connect an EVM wallet, vite build: initial + modal + first-open adapters (target ≤ 150 kB gzip)', 'initial min': kb(code([...needed]).length), 'initial gzip': kb(gzip(code([...needed]))), 'initial brotli': kb(brotli(code([...needed]))), 'lazy gzip': '-' })
  }
  if (fixture !== 'host-page') continue
  // The email login's share of that page, loaded on first use: the views' chunk, and the
  // embedded wallet's core part with the frame adapter (the first focus of the email field);
  // the Receive, Buy crypto and Send views' chunks, each loaded on its first open.
  const holding = (prefixes) => lazy.filter((chunk) => Object.keys(chunk.modules).some((id) => prefixes.some((prefix) => id.includes(prefix))))
  for (const [entry, prefixes] of [
    ['email login views, on first use (target ≤ 15 kB gzip)', ['/ui-react/modal/views/email/']],
    ['receive view, on its first open (target ≤ 20 kB gzip)', ['/ui-react/modal/views/receive/']],
    ['buy crypto (onramp) view, on its first open (target ≤ 20 kB gzip)', ['/ui-react/modal/views/onramp/']],
    ['send views, on the first open of Send (target ≤ 20 kB gzip)', ['/ui-react/modal/views/send/']],
    ['swap view, on its first open (target ≤ 20 kB gzip)', ['/ui-react/modal/views/swap/']],
    ['pay view, on its first open (target ≤ 20 kB gzip)', ['/ui-react/modal/views/pay/']],
    ['social login views, where socials are on (target ≤ 15 kB gzip)', ['/ui-react/modal/views/social/']],
    ['farcaster view, on its first open (target ≤ 15 kB gzip)', ['/ui-react/modal/views/farcaster/']],
    ['embedded wallet core + frame adapter, on first use', ['/core/embedded/createEmbeddedParts', '/adapters/frame/']],
  ]) {
    const chunks = holding(prefixes)
    rows.push({ entry, 'initial min': '-', 'initial gzip': '-', 'initial brotli': '-', 'lazy gzip': chunks.length ? kb(gzip(code(chunks))) : 'missing' })
  }
  // Each language but English is a chunk of its own, fetched only when active: the largest one.
  const locales = holding(['/ui-react/i18n/locales/']).filter((chunk) => !Object.keys(chunk.modules).some((id) => id.includes('loadLocale')))
  rows.push({ entry: `largest locale chunk of ${locales.length} (target ≤ 6 kB gzip)`, 'initial min': '-', 'initial gzip': '-', 'initial brotli': '-', 'lazy gzip': locales.length ? kb(Math.max(...locales.map((chunk) => gzip(Buffer.from(chunk.code))))) : 'missing' })
}

console.log('Entry sizes, dependencies bundled, react/react-dom external (budget: host page initial ≤ 50 kB gzip, the vite row):')
console.table(rows)
for (const [name, { what, lines }] of Object.entries(reasons)) console.log(`\n${name}: ${what}\n${lines.join('\n')}`)
