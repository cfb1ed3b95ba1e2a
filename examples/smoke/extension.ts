// Builds the Dev Wallet "extension" (devWalletExtension.tsx) into one classic script, and the
// init script that gives it its chains.
import { build } from 'esbuild'
import type { DevWalletChain } from '../../demo/devWallet/createDevWallet.js'

let bundled: Promise<string> | undefined

/** The init script: the chains, then the wallet's bundle (built once per process). */
export async function devWalletInitScript(chains: readonly DevWalletChain[]): Promise<string> {
  bundled ??= build({
    entryPoints: [new URL('./devWalletExtension.tsx', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return `window.__devWalletChains = ${JSON.stringify(chains)};\n${await bundled}`
}
