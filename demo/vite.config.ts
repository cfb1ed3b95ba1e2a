/**
 * Vite config of the demo host site. `scripts/start.ts` builds with `demoViteConfig(...)` (the
 * anvil URLs it actually started); the default export reads the same environment variables as
 * `npm start`, for running vite by hand: `npx vite build -c demo/vite.config.ts`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite'
import { demoChains, portsFromEnv, type DemoChain } from './chains.js'
import { demoSolana, type DemoSolana } from './solanaDemo.js'

/** The demo folder (vite's root: index.html lives there). */
export const DEMO_ROOT = fileURLToPath(new URL('.', import.meta.url))

/** Where a demo build goes by default; under node_modules so that git, eslint and tsc never see it. */
export const DEFAULT_OUT_DIR = fileURLToPath(new URL('../node_modules/.cache/walletport-demo/', import.meta.url))

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }

/** What a demo build depends on. */
export interface DemoViteOptions {
  /** The chains baked into the page (their RPC URLs). */
  readonly chains: readonly DemoChain[]
  /** The local WalletConnect relay baked into the page and the wallet page. Default ws://127.0.0.1:8555. */
  readonly relayUrl?: string
  /** Where the production build goes. Default `DEFAULT_OUT_DIR`. */
  readonly outDir?: string
  /** The dev server's port (`npm run dev`); unused by a build. Default 5173. */
  readonly port?: number
  /** 'production' (default) or 'development' (the dev server). */
  readonly mode?: 'production' | 'development'
  /** The local reference API the page reads balances and activity from (`npm start` runs it). */
  readonly apiUrl?: string
  /** The local Solana RPC baked into the page (`demoSolanaOfBuild()` in demo/solanaDemo.ts reads it). Default: none. */
  readonly solana?: DemoSolana
  /** The embedded wallet's frame page (the reference frame `npm start` runs), for email login. Default: none. */
  readonly frameUrl?: string
}

/**
 * The demo's vite config: loopback only, no public folder, nothing fetched from outside, React's
 * own JSX runtime for the demo's files (the repository's tsconfig names @emotion's for ui-react).
 * @example await build({ configFile: false, ...demoViteConfig({ chains, outDir }) })
 */
export function demoViteConfig(options: DemoViteOptions): UserConfig {
  const mode = options.mode ?? 'production'
  return {
    mode,
    root: DEMO_ROOT,
    base: './',
    publicDir: false,
    logLevel: 'warn',
    clearScreen: false,
    // rxjs's ES2015 build (the README's vite tip): without the condition, vite's defaults pick its
    // ES5 build and tslib (more minified code to parse before the first paint).
    resolve: { conditions: ['es2015', ...defaultClientConditions] },
    // vite picks the JSX runtime from NODE_ENV (vitest sets 'test'); pin it to this build's mode.
    oxc: { jsx: { development: mode === 'development' } },
    define: {
      // Explicit, so a NODE_ENV inherited from the caller (vitest sets 'test') never ships React's development build.
      'process.env.NODE_ENV': JSON.stringify(mode),
      __WALLETPORT_DEMO_CHAINS__: JSON.stringify(options.chains),
      __WALLETPORT_DEMO_RELAY_URL__: JSON.stringify(options.relayUrl ?? 'ws://127.0.0.1:8555'),
      __WALLETPORT_DEMO_API__: JSON.stringify(options.apiUrl ?? null),
      __WALLETPORT_DEMO_SOLANA__: JSON.stringify(options.solana ?? null),
      __WALLETPORT_DEMO_FRAME__: JSON.stringify(options.frameUrl ?? null),
      __WALLETPORT_VERSION__: JSON.stringify(version),
    },
    build: {
      outDir: options.outDir ?? DEFAULT_OUT_DIR,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // One page carrying react-dom, walletport, viem and the Dev Wallet's signer is over vite's
      // default warning size; the modal is already its own lazy chunk. `npm run size` measures the library itself.
      chunkSizeWarningLimit: 700,
      // Two pages: the host site, and /wallet/ (a WalletConnect wallet for the QR flow in a second tab).
      rollupOptions: {
        input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), wallet: fileURLToPath(new URL('./wallet/index.html', import.meta.url)) },
        // wagmi and react-query (the ?wagmi page) mark their modules 'use client': meaningless in this client-only build.
        onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
      },
    },
    server: { host: '127.0.0.1', port: options.port ?? 5173, strictPort: true },
    preview: { host: '127.0.0.1', strictPort: true },
  }
}

const ports = portsFromEnv(process.env)
export default defineConfig(
  demoViteConfig({
    chains: demoChains(ports.anvilA, ports.anvilB),
    port: ports.demo,
    relayUrl: `ws://127.0.0.1:${ports.relay}`,
    solana: demoSolana(ports.solana),
    frameUrl: `http://127.0.0.1:${ports.frame}/frame`,
  }),
)
