// `npm run bench`: connect time and JSON-RPC traffic on real parts (anvil, the
// EIP-1193 test wallet, the viem adapter), next to their targets (at most 3 calls
// to connect and show a balance, none while idle). Prints figures; it asserts
// nothing, as timed tests flake.
import { performance } from 'node:perf_hooks'
import { firstValueFrom, filter } from 'rxjs'
import { createWalletport } from '../composition/createWalletport.js'
import { anvilAt } from '../core/network/presets.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { startAnvil } from '../tests/support/anvil.js'

const ROUNDS = 30
const ms = (value: number) => `${value.toFixed(2)} ms`
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN

const anvil = await startAnvil({ chainId: 31337 })
try {
  const network = anvilAt(anvil.rpcUrl, anvil.chainId)
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: anvil.chainId, rpcUrl: anvil.directUrl }] })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'dev-wallet', name: 'Dev Wallet', provider: wallet }] })
  const clock = new ManualClock({ now: Date.now() })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock })
  await walletport.ready

  // 1. connect → connected state, and the JSON-RPC requests for connect + first balance.
  const timings: number[] = []
  let firstConnect = { httpRequests: 0, rpcCalls: 0, methods: [] as readonly string[] }
  for (let round = 0; round < ROUNDS; round += 1) {
    anvil.resetStats()
    const balanceShown = firstValueFrom(walletport.account$.pipe(filter((account) => account.balance !== undefined)))
    const start = performance.now()
    await walletport.connect({ connectorId: 'dev-wallet' })
    timings.push(performance.now() - start)
    await balanceShown
    if (round === 0) firstConnect = { httpRequests: anvil.stats.httpRequests, rpcCalls: anvil.stats.rpcCalls, methods: anvil.stats.methods }
    await walletport.disconnect()
  }

  // 2. idle: connected, 60 s of virtual time pass (plus a real second for timers outside the Clock port).
  await walletport.connect({ connectorId: 'dev-wallet' })
  await firstValueFrom(walletport.account$.pipe(filter((account) => account.balance !== undefined)))
  anvil.resetStats()
  await clock.advanceAsync(60_000)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const idle = { httpRequests: anvil.stats.httpRequests, rpcCalls: anvil.stats.rpcCalls }

  console.log('walletport bench (EVM, anvil + EIP-1193 test wallet + ViemChainAdapter)')
  console.table({
    'connect → connected (median)': { value: ms(percentile(timings, 50)), target: '—' },
    'connect → connected (p95)': { value: ms(percentile(timings, 95)), target: '—' },
    'connect → connected (first)': { value: ms(timings[0] ?? NaN), target: '—' },
    'JSON-RPC calls, connect + first balance': { value: `${firstConnect.rpcCalls} (${firstConnect.methods.join(', ') || 'none'})`, target: '≤ 3' },
    'HTTP requests, connect + first balance': { value: String(firstConnect.httpRequests), target: '—' },
    'JSON-RPC calls while idle 60 s (virtual)': { value: String(idle.rpcCalls), target: '0' },
  })
  walletport.destroy()
  adapter.destroy()
} finally {
  await anvil.stop()
}

