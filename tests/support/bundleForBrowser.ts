import { build } from 'esbuild'

/**
 * Bundles a browser entry into one ES module in memory (unminified, so a page's stack traces
 * read), as embedded-wallet/server/buildFramePage.ts does for the frame page.
 * @example const script = await bundleForBrowser(fileURLToPath(new URL('./page.ts', import.meta.url)))
 */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'silent' })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`)
  return output.text
}
