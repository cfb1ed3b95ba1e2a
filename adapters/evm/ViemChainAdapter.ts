import { BaseError } from '../../core/errors/BaseError.js'
import { lazyCode } from '../../core/lazy/lazyCode.js'
import type { Account } from '../../core/account/Account.js'
import type { Connector } from '../../core/connectors/Connector.js'
import type { Network } from '../../core/network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, NetworkFee, TransactionReceipt, TransactionRequest, WalletRpcMethod } from '../../ports/ChainAdapter.js'
import type { ViemChainAdapterImpl } from './ViemChainAdapterImpl.js'
import type { ViemChainAdapterOptions } from './ViemChainAdapterOptions.js'

type Balance = { readonly value: bigint; readonly decimals: number; readonly symbol: string }
type Listener = (event: ChainAdapterEvent) => void

/** The adapter's code (discovery, sessions, errors): one chunk per JS realm, loaded on the first instance's first need. */
const implementation = lazyCode(() => import('./ViemChainAdapterImpl.js'))
const NO_CONNECTORS: readonly Connector[] = Object.freeze([])

/** Loads ViemChainAdapter's code, so instances made after it work at once (as a test setup or an app's idle time may want). */
export async function preloadViemChainAdapter(): Promise<void> {
  await implementation.load()
}

/**
 * The ChainAdapter port for eip155 over EIP-1193 wallets (injected, EIP-6963, given) and
 * viem public clients. A light shell: its code is a chunk built on first need, so a page that
 * creates it at the top of a module pays for it after the first render. When that chunk is
 * already loaded it is built at construction. Before that, `getConnectors()` answers an empty
 * list, starts the load, and the wallets come as a `connectorsChanged` event; every other call
 * waits for the chunk (a failed load rejects that call and is tried again on the next).
 * @example const evm = new ViemChainAdapter({ networks: [mainnet], providers: [{ id: 'my-wallet', name: 'Mine', provider }] })
 */
export class ViemChainAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly #options: ViemChainAdapterOptions
  readonly #listeners = new Set<Listener>()
  #implementation: ViemChainAdapterImpl | undefined
  /** getConnectors() answered before the code came: the code's list is announced on arrival. */
  #announcing = false
  #destroyed = false

  constructor(options: ViemChainAdapterOptions) {
    const ids = (options.providers ?? []).map((each) => each.id)
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
    if (duplicate !== undefined) {
      throw new BaseError('Two providers share one connector id', { category: 'CONFIGURATION_ERROR', details: { id: duplicate } })
    }
    this.#options = options
    const loaded = implementation.loaded
    if (loaded) this.#build(loaded.ViemChainAdapterImpl)
  }

  getConnectors(): readonly Connector[] {
    if (this.#implementation) return this.#implementation.getConnectors()
    if (!this.#destroyed && !this.#announcing) {
      this.#announcing = true
      this.#arrival().then(
        (built) => built.announceConnectors(),
        (error: unknown) => {
          this.#announcing = false
          if (!this.#destroyed) (this.#options.logger ?? globalThis.console).error('The eip155 adapter could not load its code', error)
        },
      )
    }
    return NO_CONNECTORS
  }

  connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    return this.#run((built) => built.connect(params))
  }

  reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    return this.#run((built) => built.reconnect(params))
  }

  disconnect(params: { readonly connectorId: string }): Promise<void> {
    return this.#run((built) => built.disconnect(params))
  }

  getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    return this.#run((built) => built.getAccounts(params))
  }

  switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    return this.#run((built) => built.switchNetwork(params))
  }

  getBalance(params: { readonly address: string; readonly network: Network }): Promise<Balance> {
    return this.#run((built) => built.getBalance(params))
  }

  signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    return this.#run((built) => built.signMessage(params))
  }

  request(params: { readonly connectorId: string; readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown> {
    return this.#run((built) => built.request(params))
  }

  sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string> {
    return this.#run((built) => built.sendTransaction(params))
  }

  /** `eth_estimateGas` × `eth_gasPrice` on the network's RPC (the price a transaction pays now, tip included). */
  estimateFee(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<NetworkFee> {
    return this.#run((built) => built.estimateFee(params))
  }

  /** viem's waitForTransactionReceipt on the network's RPC: resolves once the transaction is mined. */
  waitForTransaction(params: { readonly network: Network; readonly hash: string }): Promise<TransactionReceipt> {
    return this.#run((built) => built.waitForTransaction(params))
  }

  /** Subscribes to wallet events (the same function twice gives two subscriptions); returns the unsubscribe function. */
  on(listener: Listener): () => void {
    const subscription: Listener = (event) => listener(event)
    if (!this.#destroyed) this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  /** Stops discovery, wallet listeners and background RPC work; the adapter is unusable after (code arriving later is never built). */
  destroy(): void {
    this.#destroyed = true
    this.#listeners.clear()
    this.#implementation?.destroy()
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  /** Runs `call` on the implementation: in the caller's tick when built, else once its code has loaded. */
  #run<T>(call: (built: ViemChainAdapterImpl) => Promise<T>): Promise<T> {
    return this.#implementation ? call(this.#implementation) : this.#arrival().then(call)
  }

  /** The implementation, built from the loaded chunk; rejects when the chunk fails to load or the adapter was destroyed first. */
  #arrival(): Promise<ViemChainAdapterImpl> {
    if (this.#implementation) return Promise.resolve(this.#implementation)
    if (this.#destroyed) return Promise.reject(destroyedError())
    return implementation.load().then((module) => {
      if (this.#implementation) return this.#implementation
      if (this.#destroyed) throw destroyedError()
      return this.#build(module.ViemChainAdapterImpl)
    })
  }

  #build(Implementation: typeof ViemChainAdapterImpl): ViemChainAdapterImpl {
    const built = new Implementation(this.#options)
    this.#implementation = built
    // One subscription forwards every event to the shell's listeners.
    built.on((event) => this.#tell(event))
    return built
  }

  /** Tells every listener; a throw is passed back to the implementation's listeners, which log it, once all were told. */
  #tell(event: ChainAdapterEvent): void {
    const failures: unknown[] = []
    for (const listener of [...this.#listeners]) {
      try {
        listener(event)
      } catch (error) {
        failures.push(error)
      }
    }
    if (failures.length === 1) throw failures[0]
    // Each error as the cause (a log copies a cause; it would drop an AggregateError's `errors`).
    if (failures.length > 1) throw new Error(`${failures.length} chain adapter listeners threw`, { cause: failures })
  }
}

function destroyedError(): BaseError {
  return new BaseError('The eip155 adapter was destroyed', { details: { namespace: 'eip155' } })
}
