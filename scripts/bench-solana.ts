// `npm run bench` (Solana): connect time and JSON-RPC traffic on real parts (the local Solana RPC
// over litesvm, the Wallet Standard test wallet, SolanaChainAdapter under a headless walletport),
// next to their targets (at most 2 calls to connect and show the SOL balance, none while idle),
// and the time a SOL transfer takes to be confirmed. Prints figures; it asserts nothing.
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { filter, firstValueFrom } from 'rxjs'
import { createWalletport } from '../composition/createWalletport.js'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../adapters/solana/SolanaWalletDiscovery.js'
import { defineNetwork } from '../core/network/defineNetwork.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { startLocalSolana } from '../test-doubles/localSolana/index.js'
import { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'
import { closeProxy, count, startProxy } from '../tests/support/anvil/countingProxy.js'

const ROUNDS = 30
const SENDS = 10
const SOL = 1_000_000_000n
const ms = (value: number) => `${value.toFixed(2)} ms`
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN

const solana = await startLocalSolana()
// The app reaches the node through a counting proxy; the wallet sends on its own, directly.
let counters = { httpRequests: 0, rpcCalls: 0, methods: [] as string[] }
const proxy = await startProxy(Number(new URL(solana.url).port), 0, (body) => count(counters, body))
const reset = () => (counters = { httpRequests: 0, rpcCalls: 0, methods: [] })
try {
  const network = defineNetwork({
    id: solana.genesisHash.slice(0, 32),
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`] } },
    testnet: true,
  })
  const registry = isolatedRegistry()
  const wallet = new WalletStandardTestWallet({ rpcUrl: solana.url })
  wallet.register(registry)
  solana.fund(wallet.address, 100n * SOL)
  const connectorId = solanaConnectorIdOf(wallet.name)
  const clock = new ManualClock({ now: Date.now() })

  // 1. connect → connected state, and the RPC calls for connect + first balance, on a fresh page each round.
  const timings: number[] = []
  let firstConnect = { httpRequests: 0, rpcCalls: 0, methods: [] as readonly string[] }
  for (let round = 0; round < ROUNDS; round += 1) {
    const adapter = new SolanaChainAdapter({ networks: [network], wallets: registry })
    const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock })
    await walletport.ready
    reset()
    const balanceShown = firstValueFrom(walletport.account$.pipe(filter((account) => account.balance !== undefined)))
    const start = performance.now()
    await walletport.connect({ connectorId })
    timings.push(performance.now() - start)
    await balanceShown
    if (round === 0) firstConnect = { ...counters }
    walletport.destroy()
  }

  // 2. idle: connected, 60 s of virtual time pass (plus a real second for timers outside the Clock port).
  const adapter = new SolanaChainAdapter({ networks: [network], wallets: registry })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock })
  await walletport.ready
  await walletport.connect({ connectorId })
  await firstValueFrom(walletport.account$.pipe(filter((account) => account.balance !== undefined)))
  reset()
  await clock.advanceAsync(60_000)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const idle = { ...counters }

  // 3. a SOL transfer: from the call to its confirmation (signAndSendTransaction, then getSignatureStatuses polling).
  const sends: number[] = []
  for (let round = 0; round < SENDS; round += 1) {
    const to = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill(round + 100) }).address
    const start = performance.now()
    await walletport.sendTransaction({ to, lamports: SOL / 100n })
    sends.push(performance.now() - start)
  }
  walletport.destroy()

  console.log('walletport bench (Solana, local RPC over litesvm + Wallet Standard test wallet + SolanaChainAdapter)')
  console.table({
    'connect → connected (median)': { value: ms(percentile(timings, 50)), target: '—' },
    'connect → connected (p95)': { value: ms(percentile(timings, 95)), target: '—' },
    'connect → connected (first)': { value: ms(timings[0] ?? NaN), target: '—' },
    'RPC calls, connect + first SOL balance': { value: `${firstConnect.rpcCalls} (${firstConnect.methods.join(', ') || 'none'})`, target: '≤ 2' },
    'RPC calls while idle 60 s (virtual)': { value: String(idle.rpcCalls), target: '0' },
    'SOL transfer → confirmed (median)': { value: ms(percentile(sends, 50)), target: '—' },
  })
} finally {
  await closeProxy(proxy)
  await solana.close()
}
