// `npm run bench` (part): the Account view's cost and speed. Prints figures, asserts nothing.
// 1. Blockchain API requests per Account open (Tokens tab, then the Activity tab): cold, warm
//    inside the 30 s cache window, after a reload (a new instance on the same storage), and
//    after the window — on the real OfetchBlockchainApi against the msw fakes, counted on the wire.
// 2. Time to render 1 000 activity items in the real modal (jsdom): 100 pages of 10 appended.
import { setupServer } from 'msw/node'
import { performance } from 'node:perf_hooks'
import { OfetchBlockchainApi } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { createWalletport } from '../composition/createWalletport.js'
import type { Transaction } from '../core/portfolio/Transaction.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { FIXTURE_ADDRESS, FIXTURE_TRANSACTIONS } from '../test-doubles/msw/fixtures/blockchainAccount.js'

const BASE_URL = 'https://blockchain-api.bench'
const wallet = () => new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], accounts: [{ namespace: 'eip155', address: FIXTURE_ADDRESS, type: 'eoa' }] })

async function requestsPerOpen(): Promise<void> {
  const server = setupServer(...blockchainApiHandlers({ baseUrl: BASE_URL }))
  const paths: string[] = []
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname)
  })
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const clock = new ManualClock({ now: Date.now() })
    const storage = new InMemoryStorage()
    const instance = async () => {
      const api = new OfetchBlockchainApi({ baseUrl: BASE_URL, projectId: 'bench', clock, storage })
      const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [wallet()], blockchainApi: api, storage, clock })
      await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
      return walletport
    }
    const open = async (walletport: Awaited<ReturnType<typeof instance>>, label: string) => {
      paths.length = 0
      await walletport.loadTokens()
      await walletport.loadActivity()
      const of = (suffix: string) => paths.filter((path) => path.endsWith(suffix)).length
      console.log(`  ${label.padEnd(34)} balance ${of('/balance')}, history ${of('/history')}, supported-chains ${of('/supported-chains')}`)
    }
    let walletport = await instance()
    console.log('Blockchain API requests per Account open (eip155:1, msw fakes)')
    await open(walletport, 'cold')
    await open(walletport, 'warm (same instance, < 30 s)')
    walletport.destroy()
    walletport = await instance()
    await open(walletport, 'after a reload (same storage)')
    await clock.advanceAsync(30_000)
    await open(walletport, 'after 30 s')
    paths.length = 0
    await clock.advanceAsync(10 * 60_000)
    console.log(`  ${'idle 10 min (virtual)'.padEnd(34)} ${paths.length} requests`)
    walletport.destroy()
  } finally {
    server.close()
  }
}

async function renderThousand(): Promise<void> {
  // jsdom ships no types; only its constructor and window are used here.
  const jsdom = 'jsdom'
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: object) => { window: Window } }
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://127.0.0.1/', pretendToBeVisual: true })
  const globals = globalThis as Record<string, unknown>
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (!(key in globals)) globals[key] = (dom.window as unknown as Record<string, unknown>)[key]
  }
  globals['window'] = dom.window
  globals['IS_REACT_ACT_ENVIRONMENT'] = false
  const { createElement } = await import('react')
  const { createRoot } = await import('react-dom/client')
  const { WalletportProvider, ConnectButton } = await import('../ui-react/index.js')

  const template = FIXTURE_TRANSACTIONS.filter((transaction) => transaction.metadata.chain === 'eip155:1' && transaction.metadata.operationType !== 'receive')
  const start = Date.UTC(2026, 10, 20)
  const transactions: Transaction[] = Array.from({ length: 1_000 }, (_, index) => {
    const base = template[index % template.length] as Transaction
    return { ...base, id: `bench-${index}`, metadata: { ...base.metadata, hash: `0x${index.toString(16).padStart(64, '0')}`, minedAt: new Date(start - index * 3_600_000 * 7).toISOString() } }
  })
  const api = new InMemoryBlockchainApi({ transactions: { [FIXTURE_ADDRESS]: transactions }, historyPageSize: 10 })
  const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [wallet()], blockchainApi: api, storage: new InMemoryStorage() })
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(createElement(WalletportProvider, { walletport }, createElement(ConnectButton)))
  walletport.open()
  const until = async (check: () => boolean, what: string) => {
    const deadline = performance.now() + 30_000
    while (!check()) {
      if (performance.now() > deadline) throw new Error(`bench: timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }
  await until(() => document.querySelector('[role="tab"]') !== null, 'the Account view')
  const activityTab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Activity')
  activityTab?.click()
  const rows = () => document.querySelectorAll('li[data-hash]').length
  await until(() => rows() === 10, 'the first page')
  const pageTimes: number[] = []
  const started = performance.now()
  while (rows() < 1_000) {
    const before = rows()
    const pageStart = performance.now()
    await walletport.loadMoreActivity()
    await until(() => rows() > before, `page after ${before}`)
    pageTimes.push(performance.now() - pageStart)
  }
  const total = performance.now() - started
  const sorted = [...pageTimes].sort((a, b) => a - b)
  console.log('Activity: 1 000 items in the real modal (jsdom), 10 per page (infinite scroll)')
  console.log(`  ${rows()} rows in ${total.toFixed(0)} ms; one page appended: p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms, p95 ${(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1)} ms, last ${(pageTimes.at(-1) ?? 0).toFixed(1)} ms`)
  root.unmount()
  walletport.destroy()
}

await requestsPerOpen()
await renderThousand()
process.exit(0)
