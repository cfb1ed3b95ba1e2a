// `npm run bench` (after scripts/bench.ts): the browser figures (button paint, click to dialog,
// bytes loaded), measured in Chromium against the production demo on a local server, with
// Performance APIs inside the page (performance.now, PerformanceObserver 'longtask',
// requestAnimationFrame, Resource Timing). Prints the median of several runs next to each target; asserts nothing. A page's
// "− React alone" is the median of per-round differences (each load next to React alone's load
// of the same round), as a shared machine's noise can be larger than those differences.
//
// Every run is a fresh browser context: empty HTTP cache, no storage, nothing preloaded. The
// demo's opens come once the page is at rest (its start-up requests answered, then idle): a
// cold open has the modal's chunk still to fetch, a hovered one has the hover's loads in.
// The pages, all served by the demo's own static server (gzip, as a production host would):
//   - the demo (demo/),
//   - a host page: React + walletport core + <ConnectButton> (e2e/fixtures/host-page),
//   - the same with the core behind the provider's loader, loaded after the first paint
//     (e2e/fixtures/host-page-lazy),
//   - the baseline: React alone rendering the same header and button (e2e/fixtures/react-only),
//   - a page with a real chain adapter (ViemChainAdapter on two networks) and a useAccount hook,
//     eager (e2e/fixtures/adapter-page) and with the loader (e2e/fixtures/adapter-page-lazy).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build } from 'vite'
import { demoViteConfig } from '../demo/vite.config.js'
import { isLocalUrl, launchChromium } from '../e2e/support/chromium.js'
import { startTestDemo } from '../e2e/support/demo.js'
import { IDLE, JS_BYTES, OPEN, PHASES, PROBE, type LoadPhases, type LoadSample, type OpenSample } from './benchPageScripts.js'
import { trackRequests, type RequestTracker } from './trackRequests.js'

const RUNS = Math.max(1, Number(process.env.WALLETPORT_BENCH_RUNS ?? 7))
/** Page-load rounds of the fixture pages: more than RUNS, as their differences to React alone are small next to a machine's noise. */
const LOAD_RUNS = Math.max(1, Number(process.env.WALLETPORT_BENCH_LOAD_RUNS ?? 41))
/** A pause before each load, so that the previous context's teardown is not measured with it. */
const SETTLE_MS = 300
const FIXTURES = fileURLToPath(new URL('../e2e/fixtures/', import.meta.url))

type PageKind = 'demo' | 'host-page' | 'host-page-lazy' | 'adapter-page' | 'adapter-page-lazy' | 'react-only'
const ALL_FIXTURE_PAGES = ['react-only', 'host-page', 'host-page-lazy', 'adapter-page', 'adapter-page-lazy'] as const
/**
 * The fixture pages loaded each round: all, or React alone and those named in
 * WALLETPORT_BENCH_PAGES (e.g. `adapter-page,adapter-page-lazy`, for many rounds of a few pages).
 */
const FIXTURE_PAGES = ALL_FIXTURE_PAGES.filter((page) => page === 'react-only' || (process.env.WALLETPORT_BENCH_PAGES?.split(',').includes(page) ?? true))

// ── Node side ─────────────────────────────────────────────────────────────────

/** One line of the printed table. */
interface Row {
  readonly value: string
  readonly target: string
  readonly 'min – max': string
  readonly note: string
}

interface Loaded {
  readonly context: BrowserContext
  readonly page: Page
  readonly sample: LoadSample
  /** The page's requests, counted from before its navigation. */
  readonly requests: RequestTracker
}

/** Loads `url` in a fresh context and measures the load; the caller closes `context`. */
async function load(browser: Browser, url: string): Promise<Loaded> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  context.setDefaultTimeout(15_000)
  const requests: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  // The probe says when it has measured: no evaluate reaches the page before that (see PROBE).
  let measured: () => void = () => undefined
  const done = new Promise<void>((resolve) => (measured = resolve))
  await context.exposeBinding('__benchMeasured', () => measured())
  await context.addInitScript(PROBE)
  const page = await context.newPage()
  page.on('websocket', (socket) => requests.push(socket.url()))
  const tracker = trackRequests(page)
  await page.goto(url, { waitUntil: 'load' })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`bench: no button measured on ${url} within 15 s`)), 15_000)))
  await Promise.race([done, late]).finally(() => clearTimeout(timer))
  await page.evaluate(IDLE)
  const probe = (await page.evaluate('window.__bench')) as { longTasks: { start: number; duration: number }[]; buttonVisible: number }
  const js = (await page.evaluate(JS_BYTES)) as { bytes: number; files: number }
  const phases = (await page.evaluate(PHASES)) as LoadPhases | undefined
  const before = probe.longTasks.filter((task) => task.start < probe.buttonVisible && task.duration > 50)
  return {
    context,
    page,
    requests: tracker,
    sample: {
      buttonVisible: probe.buttonVisible,
      longTasksBeforeButton: before.length,
      longTaskMs: before.reduce((sum, task) => sum + task.duration, 0),
      jsBytes: js.bytes,
      jsFiles: js.files,
      requests: requests.length,
      remoteRequests: requests.filter((request) => !isLocalUrl(request)),
      phases,
    },
  }
}

/** Builds a fixture page with the demo's own vite settings into `outDir`. */
async function buildFixture(name: Exclude<PageKind, 'demo'>, outDir: string): Promise<void> {
  const config = demoViteConfig({ chains: [], outDir })
  const root = join(FIXTURES, name)
  // The fixture's own page only (the demo's config also builds its /wallet/ page).
  await build({ configFile: false, ...config, root, build: { ...config.build, rollupOptions: { input: join(root, 'index.html') } } })
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}
/**
 * A 95 % confidence interval of the median of `values` (distribution-free: the order statistics
 * n/2 ± 0.98·√n), so a reader sees whether a median's distance to its target is more than noise.
 */
const medianInterval = (values: readonly number[]): readonly [number, number] => {
  const sorted = [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  const half = 0.98 * Math.sqrt(sorted.length)
  return [sorted[Math.max(0, Math.floor(sorted.length / 2 - half))] ?? NaN, sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length / 2 + half))] ?? NaN]
}
const ms = (value: number): string => `${value.toFixed(1)} ms`
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`
const spread = (values: readonly number[], format: (value: number) => string = ms): string =>
  values.length ? `${format(Math.min(...values))} – ${format(Math.max(...values))}` : '—'

async function main(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'walletport-bench-'))
  const demo = await startTestDemo({ outDir })
  let browser: Browser | undefined
  try {
    // The fixtures go under the demo's build folder: the same server, the same gzip, the same origin.
    for (const fixture of FIXTURE_PAGES) await buildFixture(fixture, join(outDir, 'bench', fixture))
    // The fixture pages cross-origin isolated (`?isolated`): their button's paint time comes at full
    // resolution, where it would come in 4 ms steps, coarser than the differences measured. Not the
    // demo: its wallet frame comes from another origin.
    const urls = { demo: demo.url, ...Object.fromEntries(FIXTURE_PAGES.map((fixture) => [fixture, new URL(`bench/${fixture}/?isolated`, demo.url).href])) } as Record<PageKind, string>
    browser = await launchChromium()

    const loads: Record<PageKind, LoadSample[]> = { demo: [], 'host-page': [], 'host-page-lazy': [], 'adapter-page': [], 'adapter-page-lazy': [], 'react-only': [] }
    const opens: OpenSample[] = []
    const hoverOpens: OpenSample[] = []
    // One warm-up round (discarded: the browser's first navigations pay for process start-up),
    // then the rounds; the pages take turns so that noise spreads evenly, and each fixture page
    // is compared with React alone's load of the same round.
    for (let round = 0; round <= Math.max(RUNS, LOAD_RUNS); round += 1) {
      const keep = round > 0
      // The fixture pages' order rotates each round: none always follows the demo's heavier teardown.
      const fixtures = FIXTURE_PAGES.map((_, index, all) => all[(index + round) % all.length] as PageKind)
      const kinds = [...(round <= LOAD_RUNS ? fixtures : []), ...(round <= RUNS ? (['demo'] as const) : [])]
      for (const kind of kinds) {
        // Let the previous page's renderer go before the next load: two cores, shared with it.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
        const { context, page, sample, requests } = await load(browser, urls[kind])
        if (keep) loads[kind].push(sample)
        if (kind === 'demo') {
          // Cold: the modal's chunk not loaded, the page at rest (its own start-up requests answered).
          await requests.quiet()
          await page.evaluate(IDLE)
          const open = (await page.evaluate(OPEN)) as OpenSample
          if (keep) opens.push(open)
        }
        await context.close()
      }
      if (round > RUNS) continue
      // Open after a real hover, as a mouse user does it: the hover starts loading the modal chunk
      // and what the open loads next (the instance's prepareOpen); the click comes once they are in.
      const { context, page, requests } = await load(browser, urls.demo)
      await requests.quiet()
      const chunk = page.waitForResponse((response) => /\/assets\/ModalRoot-[\w-]+\.js$/.test(response.url()))
      await page.hover('nav[aria-label="Wallet"] button:last-of-type')
      await (await chunk).finished()
      await requests.quiet()
      await page.evaluate(IDLE)
      const hovered = (await page.evaluate(OPEN)) as OpenSample
      if (keep) hoverOpens.push(hovered)
      await context.close()
    }

    const of = <T,>(samples: readonly T[], pick: (sample: T) => number): number[] => samples.map(pick)
    const timed = (values: readonly number[], target: string, note = ''): Row => ({ value: ms(median(values)), target, 'min – max': spread(values), note })
    const counted = (kind: PageKind): Row => {
      const counts = of(loads[kind], (sample) => sample.longTasksBeforeButton)
      const total = median(of(loads[kind], (sample) => sample.longTaskMs))
      return { value: String(median(counts)), target: kind === 'react-only' ? '(baseline)' : '0 (see below)', 'min – max': spread(counts, String), note: `${ms(total)} in long tasks` }
    }
    // React alone has long tasks of its own on a slow machine (its module evaluation): what a
    // page adds is its count minus React alone's in the same round.
    const added = (kind: PageKind): Row => {
      const extra = loads[kind].map((sample, round) => sample.longTasksBeforeButton - (loads['react-only'][round]?.longTasksBeforeButton ?? 0))
      return { value: String(median(extra)), target: '0', 'min – max': spread(extra, String), note: 'per round: this page minus React alone' }
    }
    const offline = (kind: PageKind): Row => {
      const remote = [...new Set(loads[kind].flatMap((sample) => sample.remoteRequests))]
      return { value: loads[kind].length ? String(remote.length) : 'NaN', target: '0', 'min – max': '—', note: remote.join(' ') || `of ${loads[kind].at(-1)?.requests ?? 0} requests per load` }
    }
    const bytes = (kind: PageKind): Row => {
      const sample = loads[kind].at(-1)
      return { value: kb(sample?.jsBytes ?? NaN), target: '(reference)', 'min – max': '—', note: `${sample?.jsFiles ?? 0} file(s)` }
    }
    const visible = (kind: PageKind) => of(loads[kind], (sample) => sample.buttonVisible)
    const baseline = median(visible('react-only'))
    // The median of the per-round differences (each load next to React alone's of the same
    // round, so a slow spell of the VM counts on both sides); the difference of the two medians
    // is in the note.
    const versus = (kind: PageKind, label: string, target = '≤ 30 ms'): Row => {
      const paired = visible(kind).map((time, round) => time - (visible('react-only')[round] ?? NaN))
      const [low, high] = medianInterval(paired)
      return {
        value: ms(median(paired)),
        target,
        'min – max': spread(paired.filter(Number.isFinite)),
        note: `95 % CI ${ms(low)} – ${ms(high)}; ${label} ${ms(median(visible(kind)))} vs React alone ${ms(baseline)}`,
      }
    }

    // Where a page's difference to React alone lies: each phase's paired median (this page's phase
    // minus React alone's in the same round); they need not add up to the total's median.
    const phased = (kind: PageKind): Row => {
      const names = ['download', 'evaluate', 'render', 'paint'] as const
      const deltas = names.map((name) => median(loads[kind].map((sample, round) => (sample.phases?.[name] ?? NaN) - (loads['react-only'][round]?.phases?.[name] ?? NaN))))
      const value = deltas.map((delta) => `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`).join(' / ')
      return { value: loads[kind].length ? value : 'NaN', target: '—', 'min – max': '—', note: 'ms, paired medians: scripts download / evaluate / first render + commit / commit → paint' }
    }

    console.log(`\nwalletport browser bench (Chromium headless, production build on ${demo.url}, medians of ${RUNS} fresh-context runs; the fixture pages' loads ${LOAD_RUNS})`)
    const table: Record<string, Row> = {
      'click → dialog visible (cold: lazy chunk fetched)': timed(of(opens, (open) => open.visible), '≤ 30 ms', `in DOM after ${ms(median(of(opens, (open) => open.inDom)))}`),
      'click → dialog visible (hovered first: its preloads in)': timed(of(hoverOpens, (open) => open.visible), '≤ 30 ms', `in DOM after ${ms(median(of(hoverOpens, (open) => open.inDom)))}`),
      'click → dialog fully opaque (animation done)': timed(
        of(opens, (open) => open.opaque),
        '≤ 150 ms',
        `first main-thread frame that sees it; the animation itself ends at ${ms(median(of(opens, (open) => open.animationEnd)))}`,
      ),
      'click → views ready (cold: the loaded dialog, not the shell)': timed(of(opens, (open) => open.ready), '—', 'the wallet list painted'),
      'click → views ready (hovered first)': timed(of(hoverOpens, (open) => open.ready), '—'),
      'reopen → dialog visible': timed(of(opens, (open) => open.reopenVisible), '≤ 16 ms', `in DOM after ${ms(median(of(opens, (open) => open.reopenInDom)))}`),
      'button visible after navigation: demo': timed(visible('demo'), '—'),
      'button visible after navigation: React alone': timed(visible('react-only'), '—', 'e2e/fixtures/react-only'),
      // The demo page renders its own panels too: the host pages are the like-for-like comparison.
      'button visible: demo − React alone': versus('demo', 'demo (its own panels too)', '—'),
      'button visible after navigation: host page, core lazy': timed(visible('host-page-lazy'), '—', 'e2e/fixtures/host-page-lazy: the README setup, core after first paint'),
      'button visible: host page, core lazy − React alone': versus('host-page-lazy', 'lazy host page'),
      'button visible after navigation: host page, eager': timed(visible('host-page'), '—', 'e2e/fixtures/host-page: the instance in the bundle'),
      'button visible: host page, eager − React alone': versus('host-page', 'eager host page', '≤ 30 ms'),
      'button visible: chain adapter + hook, loader − React alone': versus('adapter-page-lazy', 'loader page with ViemChainAdapter', '≤ 30 ms'),
      'button visible: chain adapter + hook, eager − React alone': versus('adapter-page', 'eager page with ViemChainAdapter', '≤ 30 ms'),
      'where it lies: chain adapter + hook, loader': phased('adapter-page-lazy'),
      'where it lies: chain adapter + hook, eager': phased('adapter-page'),
      'long tasks > 50 ms before the button: demo': counted('demo'),
      'long tasks > 50 ms before the button: host page, core lazy': counted('host-page-lazy'),
      'long tasks > 50 ms before the button: host page, eager': counted('host-page'),
      'long tasks > 50 ms before the button: React alone': counted('react-only'),
      'long tasks added to React alone’s: host page, core lazy': added('host-page-lazy'),
      'long tasks added to React alone’s: host page, eager': added('host-page'),
      'requests leaving the machine at load: demo': offline('demo'),
      'requests leaving the machine at load: host page, core lazy': offline('host-page-lazy'),
      'requests leaving the machine at load: host page, eager': offline('host-page'),
      'initial JS at load, gzip as served: demo': bytes('demo'),
      'JS at load incl. the core after paint, gzip as served: host page, core lazy': bytes('host-page-lazy'),
      'JS at load incl. the core after paint, gzip as served: host page, eager': bytes('host-page'),
      'initial JS at load, gzip as served: React alone': bytes('react-only'),
      'JS at load incl. the core after paint, gzip as served: chain adapter + hook, loader': bytes('adapter-page-lazy'),
      'JS at load incl. the core after paint, gzip as served: chain adapter + hook, eager': bytes('adapter-page'),
      'modal chunk(s) on first open, gzip as served: demo': { value: kb(opens.at(-1)?.lazyJsBytes ?? NaN), target: '(reference)', 'min – max': '—', note: '' },
    }
    // Rows of pages left out (WALLETPORT_BENCH_PAGES) have no figure to print.
    console.table(Object.fromEntries(Object.entries(table).filter(([, row]) => !row.value.startsWith('NaN'))))
    console.log("button visible: the button's text painted (Element Timing's renderTime: at full resolution on the cross-origin isolated fixture pages, in Chromium's 4 ms steps on the demo); without it, the frame after the button is in the DOM.")
    console.log("dialog visible: the animation frame after the dialog is shown, with that frame's style and layout forced; its paint follows.")
    console.log('Navigation times count from navigation start; the demo also carries the Dev Wallet and viem, the host page only walletport.')
  } finally {
    await browser?.close()
    await demo.stop()
    await rm(outDir, { recursive: true, force: true })
  }
}

await main()
