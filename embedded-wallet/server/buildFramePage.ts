import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

/** The frame page's entry, bundled into /frame.js. */
export const FRAME_PAGE_ENTRY = fileURLToPath(new URL('../page/main.ts', import.meta.url))

/**
 * Bundles the frame page once (ESM, minified, for browsers): the server then serves it from memory.
 * @example const script = await buildFramePage()
 */
export async function buildFramePage(entry: string = FRAME_PAGE_ENTRY): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`frame page: esbuild produced nothing for ${entry}`)
  return output.text
}
