/**
 * Real local EVM nodes for integration tests and the benchmark (Node only).
 *
 * `startAnvil` spawns the anvil binary shipped in the `@foundry-rs/anvil-<platform>-<arch>`
 * package on a free loopback port, and puts a tiny counting HTTP proxy in front of it so a
 * test can say how many JSON-RPC requests a flow cost. Nothing listens beyond 127.0.0.1.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeProxy, count, startProxy } from './anvil/countingProxy.js'
import { killChild, resolveAnvilBinary, spawnAnvil } from './anvil/spawnAnvil.js'

/** A running anvil with its counting proxy. */
export interface AnvilInstance {
  /** The counting proxy in front of anvil: what clients under test should use. */
  readonly rpcUrl: string
  /** Anvil itself (not counted): for test set-up and assertions that must not skew the counters. */
  readonly directUrl: string
  readonly chainId: number
  /** Live counters of what went through the proxy (a JSON-RPC batch is 1 HTTP request and N calls). */
  readonly stats: AnvilStats
  /** Zeroes the counters. */
  resetStats(): void
  /** Kills anvil and closes the proxy; safe to call more than once. */
  stop(): Promise<void>
}

/** What the proxy has seen since the start or the last `resetStats`. Reading a field always gives the current value. */
export interface AnvilStats {
  /** POST requests (each carries one JSON-RPC call or one batch). */
  readonly httpRequests: number
  /** JSON-RPC calls, batch entries counted one by one. */
  readonly rpcCalls: number
  /** The method of every call, in arrival order. */
  readonly methods: readonly string[]
}

/** Options of `startAnvil`. */
export interface StartAnvilOptions {
  /** Default 31337 (anvil's own default). */
  readonly chainId?: number
  /** Interval mining in seconds; default: automine (a block per transaction). */
  readonly blockTime?: number
  /** Path of the anvil executable; default: the binary of the installed platform package. */
  readonly binaryPath?: string
  /** How long anvil may take to print its port, in ms. Default 10 000. */
  readonly startTimeoutMs?: number
  /**
   * The loopback port of `rpcUrl` (the proxy), e.g. 8545 for a well-known local chain (the demo).
   * Default 0: a free port. Anvil itself always takes a free port behind it. A port already in
   * use rejects with an error naming it.
   */
  readonly port?: number
}

/** Anvil's first three default accounts (mnemonic "test test … junk"), each funded with 10 000 ETH. */
export const ANVIL_ACCOUNTS: readonly { readonly address: `0x${string}`; readonly privateKey: `0x${string}` }[] = Object.freeze([
  Object.freeze({
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  }),
  Object.freeze({
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  }),
  Object.freeze({
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  }),
] as const)

const DEFAULT_CHAIN_ID = 31337
const DEFAULT_START_TIMEOUT_MS = 10_000

/** Starts anvil on a free loopback port behind a counting proxy: `const anvil = await startAnvil({ chainId: 31338 })`. */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID
  const binaryPath = options.binaryPath ?? resolveAnvilBinary()
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--color', 'never']
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))

  const child = await spawnAnvil(binaryPath, args, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS)
  const anvilPort = child.port
  const counters = { httpRequests: 0, rpcCalls: 0, methods: [] as string[] }
  let proxy: Server
  try {
    proxy = await startProxy(anvilPort, options.port ?? 0, (body) => count(counters, body))
  } catch (error) {
    await killChild(child.process)
    throw error
  }
  const proxyPort = (proxy.address() as AddressInfo).port

  const stats: AnvilStats = Object.freeze({
    get httpRequests(): number {
      return counters.httpRequests
    },
    get rpcCalls(): number {
      return counters.rpcCalls
    },
    get methods(): readonly string[] {
      return Object.freeze([...counters.methods])
    },
  })

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${proxyPort}`,
    directUrl: `http://127.0.0.1:${anvilPort}`,
    chainId,
    stats,
    resetStats(): void {
      counters.httpRequests = 0
      counters.rpcCalls = 0
      counters.methods = []
    },
    stop(): Promise<void> {
      stopping ??= Promise.all([closeProxy(proxy), killChild(child.process)]).then(() => undefined)
      return stopping
    },
  }
}
