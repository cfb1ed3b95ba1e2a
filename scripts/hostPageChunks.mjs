// The bench's host pages (e2e/fixtures/host-page, host-page-lazy) as an integrator's bundler
// builds them: a vite 8 (rolldown) production build in memory, React external, its chunks split
// into those loaded up front (the entry and what it imports statically) and the lazy rest.
// `{ react: 'bundled' }` builds React in as well, as the browser bench serves the pages.
// `npm run size` measures them; tests/hostPageBundle.test.ts guards what the initial ones hold.
import { fileURLToPath } from 'node:url'

/** Builds `fixture` and returns its initial and lazy chunks (rolldown output chunks). */
export async function hostPageChunks(fixture, { react = 'external' } = {}) {
  const { build } = await import('vite')
  const output = await build({
    configFile: false,
    root: fileURLToPath(new URL(`../e2e/fixtures/${fixture}/`, import.meta.url)),
    logLevel: 'silent',
    // PostCSS options inline: otherwise vite starts a search for a PostCSS config file that nothing
    // awaits, still reading the disk when the build has returned; a test worker ended during it aborts Node.
    css: { postcss: {} },
    define: { 'process.env.NODE_ENV': '"production"', __WALLETPORT_VERSION__: '"size"' },
    build: { write: false, target: 'es2022', modulePreload: false, rollupOptions: react === 'external' ? { external: [/^react(-dom)?(\/.*)?$/] } : {} },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((bundle) => bundle.output).filter((file) => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initial = new Set()
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name))
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  return { initial: [...initial], lazy: chunks.filter((chunk) => !initial.has(chunk)) }
}
