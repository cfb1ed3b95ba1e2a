// `npm run bench` (part): swaps. A quote's round trip on the local API — OfetchBlockchainApi →
// the reference server → the demo AMM's reserves on anvil and back — as the Swap view pays it on
// each typed amount (target ≤ 200 ms), and the requests per quote while typing (target: one per
// debounced input). Prints figures, asserts nothing.
import { performance } from 'node:perf_hooks'
import { parseEther } from 'viem'
import { SystemClock } from '../adapters/clock/SystemClock.js'
import { OfetchBlockchainApi } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { createWalletport } from '../composition/createWalletport.js'
import { mainnet } from '../core/network/presets.js'
import { NATIVE_TOKEN_ADDRESS } from '../core/portfolio/nativeTokenAddress.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { ANVIL_ACCOUNTS, startAnvil } from '../tests/support/anvil.js'
import type { DemoSwap } from './referenceServer/deployDemoSwap.js'
import { startReferenceServer } from './referenceServer/startReferenceServer.js'

const CALLS = 20
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const anvil = await startAnvil({ chainId: 31337 })
const reference = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }], port: 0 })
try {
  const api = new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new SystemClock(), storage: new InMemoryStorage() })
  const swap = reference.swap[31337]
  if (!swap) throw new Error('bench-swap: the demo AMM was not deployed')
  console.log(`\nswap quote round trip (target ≤ 200 ms): GET /v1/convert/quotes through OfetchBlockchainApi on the local API, ${CALLS} calls each after one warm-up`)
  console.table(await quoteRoundTrips(api, swap))
  console.log('\nswap quotes while typing (in-memory API, virtual time)')
  console.table(await swapRequestsPerQuote())
} finally {
  await reference.stop()
  await anvil.stop()
}

/** Median and worst quote round trip, one pool (ETH → DUSD) and two (DUSD → DGLD), distinct amounts as typed. */
async function quoteRoundTrips(api: BlockchainApi, swap: DemoSwap): Promise<Record<string, string>[]> {
  const address = (symbol: string) => `eip155:31337:${swap.pairs.find((pool) => pool.token.symbol === symbol)?.token.address ?? ''}`
  const user = ANVIL_ACCOUNTS[0]?.address ?? ''
  const pairs = [
    { label: 'ETH → DUSD (one pool)', from: `eip155:31337:${NATIVE_TOKEN_ADDRESS.eip155}`, to: address('DUSD'), unit: parseEther('0.01') },
    { label: 'DUSD → DGLD (two pools)', from: address('DUSD'), to: address('DGLD'), unit: 1_000_000n },
  ]
  const rows: Record<string, string>[] = []
  for (const { label, from, to, unit } of pairs) {
    const timings: number[] = []
    for (let call = 0; call <= CALLS; call++) {
      const started = performance.now()
      await api.getSwapQuote({ amount: (unit * BigInt(call + 1)).toString(), userAddress: user, from, to, gasPrice: '0' })
      if (call > 0) timings.push(performance.now() - started)
    }
    rows.push({ quote: label, 'round trip (median)': ms(median(timings)), 'round trip (max)': ms(Math.max(...timings)), target: '≤ 200 ms' })
  }
  return rows
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`
}


/**
 * Requests per quote while typing: a visitor types '1', '12', '12.', '12.5' (150 ms apart,
 * faster than the 500 ms pause), then, after a pause, changes it to '12.75'. The swap session
 * runs on the in-memory Blockchain API in virtual time (ManualClock), so the counts are exact.
 * Target: one quote request per debounced input (no request storms).
 */
async function swapRequestsPerQuote(): Promise<Record<string, { readonly value: string; readonly target: string }>> {
  const clock = new ManualClock()
  const api = new InMemoryBlockchainApi()
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })], blockchainApi: api, storage: new InMemoryStorage(), clock })
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  const swap = await walletport.createSwap()
  swap.setTo(USDC)
  const before = api.calls.length
  const typed = ['1', '12', '12.', '12.5']
  for (const text of typed) {
    swap.setAmount(text)
    await clock.advanceAsync(150)
  }
  await clock.advanceAsync(500)
  const firstQuotes = api.callsTo('getSwapQuote').length
  swap.setAmount('12.75')
  await clock.advanceAsync(500)
  const quotes = api.callsTo('getSwapQuote').length
  const requests = api.calls.length - before
  swap.dispose()
  walletport.destroy()
  return {
    [`quote requests while typing ${typed.map((text) => `'${text}'`).join(', ')} (150 ms apart)`]: { value: String(firstQuotes), target: '1' },
    'quote requests for 2 debounced inputs': { value: String(quotes), target: '2' },
    'API requests per debounced input (quote + the fee’s build)': { value: (requests / 2).toFixed(1), target: '—' },
  }
}
