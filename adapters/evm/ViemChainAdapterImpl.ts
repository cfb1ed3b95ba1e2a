import type { Client, Hex, RpcTransactionRequest } from 'viem'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import type { BaseError } from '../../core/errors/BaseError.js'
import { ChainDisconnectedError, InvalidParamsRpcError, UnauthorizedProviderError } from '../../core/errors/walletErrors.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import type { Account } from '../../core/account/Account.js'
import type { Connector } from '../../core/connectors/Connector.js'
import type { Network } from '../../core/network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, NetworkFee, TransactionReceipt, TransactionRequest, WalletRpcMethod } from '../../ports/ChainAdapter.js'
import { ChainAdapterListeners } from '../events/ChainAdapterListeners.js'
import type { Logger } from '../../ports/Logger.js'
import { lazyCode, type LazyCode } from '../../core/lazy/lazyCode.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import type * as evmKit from './evmKit.js'
import { EvmConnectorDiscovery } from './EvmConnectorDiscovery.js'
import { isQuietRevokeFailure } from './isQuietRevokeFailure.js'
import { parseChainId } from './parseChainId.js'
import { buildChainNodeUrl, planEvmTransport } from './planEvmTransport.js'
import type { ViemChainAdapterOptions } from './ViemChainAdapterOptions.js'

/** The adapter's viem half, once loaded. */
type EvmKit = typeof evmKit
type Balance = { readonly value: bigint; readonly decimals: number; readonly symbol: string }
interface Session {
  readonly provider: Eip1193Provider
  readonly stop: () => void
}

const SIGNATURE = /^0x(?:[0-9a-f]{2})+$/i
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

/**
 * ViemChainAdapter's implementation, a chunk of its own: the public `ViemChainAdapter` is a
 * shell that builds this on first need (at once when the chunk is already loaded). The
 * ChainAdapter port for eip155 over EIP-1193 wallets (injected, EIP-6963, given) and
 * viem public clients (one per network, created on first use). Nothing happens at
 * construction: discovery starts with the first `getConnectors()`. Discovery and the sessions
 * need no viem: its half of the adapter (`evmKit`) is a chunk loaded on the first call that
 * needs it, started beside the wallet's own answer so a prompt never waits for it.
 * @example const evm = new ViemChainAdapterImpl({ networks: [mainnet], providers: [{ id: 'my-wallet', name: 'Mine', provider }] })
 */
export class ViemChainAdapterImpl implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly #options: ViemChainAdapterOptions
  readonly #networks: ReadonlyMap<string, Network>
  readonly #logger: Logger
  readonly #listeners: ChainAdapterListeners
  readonly #sessions = new Map<string, Session>()
  readonly #disconnected = new Set<string>()
  readonly #clients = new Map<string, { readonly client: Client; readonly stop: () => void }>()
  readonly #discovery: EvmConnectorDiscovery
  readonly #kit: LazyCode<EvmKit> = lazyCode(() => import('./evmKit.js'))

  /** `options` as the shell checked them (no two providers share an id). */
  constructor(options: ViemChainAdapterOptions) {
    this.#options = options
    this.#networks = new Map(options.networks.filter((network) => network.chainNamespace === 'eip155').map((network) => [network.caipNetworkId, network]))
    this.#logger = options.logger ?? new BufferedLogger({ clock: { now: () => Date.now() }, sink: globalThis.console })
    this.#listeners = new ChainAdapterListeners(this.#logger)
    this.#discovery = new EvmConnectorDiscovery(options, this.#logger, (connectors) => this.#emit({ type: 'connectorsChanged', connectors }))
  }

  getConnectors(): readonly Connector[] {
    return this.#discovery.connectors()
  }

  async connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    const provider = this.#discovery.provider(params.connectorId)
    return this.#withKit(() => provider.request({ method: 'eth_requestAccounts' }), async (kit, answer) => {
      const accounts = kit.parseAccounts(answer)
      if (accounts.length === 0) throw new UnauthorizedProviderError({ details: { connectorId: params.connectorId } })
      return await this.#open(kit, params.connectorId, provider, accounts)
    })
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    const provider = this.#discovery.provider(params.connectorId)
    // Never eth_requestAccounts here: a reload must not prompt.
    const ask = () => (this.#disconnected.has(params.connectorId) ? [] : provider.request({ method: 'eth_accounts' }))
    return this.#withKit(ask, async (kit, answered) => {
      const accounts = kit.parseAccounts(answered)
      if (accounts.length === 0) throw new UnauthorizedProviderError({ details: { connectorId: params.connectorId, reason: 'not authorized' } })
      return await this.#open(kit, params.connectorId, provider, accounts)
    })
  }

  async disconnect(params: { readonly connectorId: string }): Promise<void> {
    const session = this.#sessions.get(params.connectorId)
    if (!session) return
    this.#end(params.connectorId)
    this.#disconnected.add(params.connectorId)
    try {
      await session.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    } catch (cause) {
      const error = await this.#toError(cause)
      if (!isQuietRevokeFailure(error)) throw error
      this.#logger.debug('The wallet cannot revoke permissions; the connection is forgotten locally', { connectorId: params.connectorId })
    }
  }

  async getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    const session = this.#sessions.get(params.connectorId)
    if (!session) return []
    return this.#withKit(() => session.provider.request({ method: 'eth_accounts' }), (kit, answer) => kit.parseAccounts(answer))
  }

  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    const provider = this.#sessions.get(params.connectorId)?.provider ?? this.#discovery.provider(params.connectorId)
    const kit = await this.#kit.load()
    const network = this.#evmNetwork(kit, params.network)
    const chainNode = buildChainNodeUrl(network, this.#options)
    await kit.switchEthereumChain(provider, network, chainNode ? [chainNode] : [])
  }

  async getBalance(params: { readonly address: string; readonly network: Network }): Promise<Balance> {
    return this.#withKit(() => undefined, async (kit) => {
      const network = this.#evmNetwork(kit, params.network)
      if (!kit.isAddress(params.address, { strict: false })) throw new InvalidParamsRpcError({ details: { address: params.address } })
      // A raw eth_getBalance: viem's getBalance action also brings its multicall path (~60 kB) we never use.
      const value = kit.hexToBigInt(await this.#client(kit, network).request({ method: 'eth_getBalance', params: [kit.getAddress(params.address), 'latest'] }))
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    })
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    const provider = this.#connected(params.connectorId)
    return this.#withKit(() => undefined, async (kit) => {
      const signature = await provider.request({ method: 'personal_sign', params: [kit.stringToHex(params.message), params.address] })
      if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new InvalidWalletResponseError('malformed signature')
      return signature
    })
  }

  async request(params: { readonly connectorId: string; readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown> {
    const provider = this.#connected(params.connectorId)
    return this.#withKit(() => provider.request({ method: params.method, params: [...params.params] }), (_kit, answer) => answer)
  }

  async sendTransaction(params: {
    readonly connectorId: string
    readonly network: Network
    readonly transaction: TransactionRequest
  }): Promise<string> {
    const provider = this.#connected(params.connectorId)
    return this.#withKit(() => provider.request({ method: 'eth_chainId' }), async (kit, chainId) => {
      const network = this.#evmNetwork(kit, params.network)
      const walletChainId = parseChainId(chainId)
      // The wallet sends on its own chain: refuse rather than send on another one.
      if (walletChainId !== Number(network.id)) {
        throw new ChainDisconnectedError({ details: { walletChainId, requestedChainId: network.id } })
      }
      const hash = await provider.request({ method: 'eth_sendTransaction', params: [kit.toRpcTransaction(params.transaction) as RpcTransactionRequest] })
      if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new InvalidWalletResponseError('malformed transaction hash')
      return hash
    })
  }

  /** `eth_estimateGas` × `eth_gasPrice` on the network's RPC (the price a transaction pays now, tip included). */
  async estimateFee(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<NetworkFee> {
    return this.#withKit(() => undefined, async (kit) => {
      const network = this.#evmNetwork(kit, params.network)
      const client = this.#client(kit, network)
      const [gas, price] = await Promise.all([
        client.request({ method: 'eth_estimateGas', params: [kit.toRpcTransaction(params.transaction) as RpcTransactionRequest] }),
        client.request({ method: 'eth_gasPrice' }),
      ])
      return { value: kit.hexToBigInt(gas) * kit.hexToBigInt(price), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    })
  }

  /** viem's waitForTransactionReceipt on the network's RPC: resolves once the transaction is mined. */
  async waitForTransaction(params: { readonly network: Network; readonly hash: string }): Promise<TransactionReceipt> {
    if (!TRANSACTION_HASH.test(params.hash)) throw new InvalidParamsRpcError({ details: { hash: params.hash } })
    return this.#withKit(() => undefined, async (kit) => {
      const receipt = await kit.waitForTransactionReceipt(this.#client(kit, this.#evmNetwork(kit, params.network)), { hash: params.hash as Hex })
      return { status: receipt.status }
    })
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    return this.#listeners.add(listener)
  }

  /** Tells the listeners the connectors now, when there are any (the shell's answer was empty before this arrived). */
  announceConnectors(): void {
    const connectors = this.getConnectors()
    if (connectors.length > 0) this.#emit({ type: 'connectorsChanged', connectors })
  }

  /** Stops discovery, wallet listeners and background RPC work; the adapter is unusable after. */
  destroy(): void {
    this.#discovery.stop()
    for (const connectorId of [...this.#sessions.keys()]) this.#end(connectorId)
    for (const { stop } of this.#clients.values()) stop()
    this.#clients.clear()
    this.#listeners.clear()
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  /**
   * Runs `work` with the kit and the wallet's answer to `ask` (asked as the kit's chunk starts
   * loading, so a prompt never waits for it); anything thrown, by the wallet, a node or viem,
   * comes out as a walletport error (`toEvmError`).
   */
  async #withKit<A, T>(ask: () => Promise<A> | A, work: (kit: EvmKit, answer: A) => Promise<T> | T): Promise<T> {
    const kit = this.#kit.load()
    try {
      const [loaded, answered] = await Promise.all([kit, ask()])
      return await work(loaded, answered)
    } catch (error) {
      throw await this.#toError(error)
    }
  }

  /** A failure as a walletport error; if the kit's chunk itself cannot load, its own error. */
  #toError(error: unknown): Promise<BaseError> {
    return this.#kit.load().then(({ toEvmError }) => toEvmError(error))
  }

  #connected(connectorId: string): Eip1193Provider {
    const session = this.#sessions.get(connectorId)
    if (!session) throw new UnauthorizedProviderError({ details: { connectorId, reason: 'not connected' } })
    return session.provider
  }

  async #open(kit: EvmKit, connectorId: string, provider: Eip1193Provider, accounts: readonly Account[]): Promise<ConnectResult> {
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    this.#end(connectorId)
    this.#disconnected.delete(connectorId)
    const session: Session = {
      provider,
      stop: kit.watchProvider({
        provider,
        connectorId,
        logger: this.#logger,
        emit: (event) => this.#emit(event),
        // Only this session: a late event of an older one must not end a newer connection.
        onEnd: () => {
          if (this.#sessions.get(connectorId) === session) this.#end(connectorId)
        },
      }),
    }
    this.#sessions.set(connectorId, session)
    return { accounts, chainId }
  }

  #end(connectorId: string): void {
    const session = this.#sessions.get(connectorId)
    this.#sessions.delete(connectorId)
    session?.stop()
  }

  #evmNetwork(kit: EvmKit, network: Network): Network {
    const id = Number(network.id)
    if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
      throw new kit.ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
    }
    return this.#networks.get(network.caipNetworkId) ?? network
  }

  #client(kit: EvmKit, network: Network): Client {
    const existing = this.#clients.get(network.caipNetworkId)
    if (existing) return existing.client
    const created = kit.createNetworkClient(planEvmTransport(network, this.#options))
    this.#clients.set(network.caipNetworkId, created)
    return created.client
  }

  #emit(event: ChainAdapterEvent): void {
    this.#listeners.emit(event)
  }
}
