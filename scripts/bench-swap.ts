// `npm run bench` (part): a swap quote's round trip on the local API — OfetchBlockchainApi →
// the reference server → the demo AMM's reserves on anvil and back — as the Swap view pays it
// on each typed amount. Prints figures, asserts nothing. Target: ≤ 200 ms.
import { performance } from 'node:perf_hooks'
import { parseEther } from 'viem'
import { SystemClock } from '../adapters/clock/SystemClock.js'
import { OfetchBlockchainApi } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { NATIVE_TOKEN_ADDRESS } from '../core/portfolio/nativeTokenAddress.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil } from '../tests/support/anvil.js'
import type { DemoSwap } from './referenceServer/deployDemoSwap.js'
import { startReferenceServer } from './referenceServer/startReferenceServer.js'

const CALLS = 20
const anvil = await startAnvil({ chainId: 31337 })
const reference = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }], port: 0 })
try {
  const api = new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new SystemClock(), storage: new InMemoryStorage() })
  const swap = reference.swap[31337]
  if (!swap) throw new Error('bench-swap: the demo AMM was not deployed')
  console.log(`\nswap quote round trip (target ≤ 200 ms): GET /v1/convert/quotes through OfetchBlockchainApi on the local API, ${CALLS} calls each after one warm-up`)
  console.table(await quoteRoundTrips(api, swap))
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
