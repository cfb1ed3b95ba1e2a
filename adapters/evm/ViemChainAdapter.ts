import { createClient, getAddress, hexToBigInt, isAddress, stringToHex, type Client, type Hex, type RpcTransactionRequest } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { ChainNotSupportedError } from '../../core/errors/notFoundErrors.js'
import { ChainDisconnectedError, InvalidParamsRpcError, UnauthorizedProviderError } from '../../core/errors/walletErrors.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import type { Account } from '../../core/account/Account.js'
import type { Connector } from '../../core/connectors/Connector.js'
import type { Network } from '../../core/network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, NetworkFee, TransactionReceipt, TransactionRequest, WalletRpcMethod } from '../../ports/ChainAdapter.js'
import { ChainAdapterListeners } from '../events/ChainAdapterListeners.js'
import type { Logger } from '../../ports/Logger.js'
import { createEvmTransport } from './createEvmTransport.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { EvmConnectorDiscovery } from './EvmConnectorDiscovery.js'
import { isQuietRevokeFailure } from './isQuietRevokeFailure.js'
import { parseAccounts } from './parseAccounts.js'
import { parseChainId } from './parseChainId.js'
import { buildChainNodeUrl, planEvmTransport } from './planEvmTransport.js'
import { switchEthereumChain } from './switchEthereumChain.js'
import { toEvmError } from './toEvmError.js'
import { toRpcTransaction } from './toRpcTransaction.js'
import type { ViemChainAdapterOptions } from './ViemChainAdapterOptions.js'
import { watchProvider } from './watchProvider.js'

type Balance = { readonly value: bigint; readonly decimals: number; readonly symbol: string }
interface Session {
  readonly provider: Eip1193Provider
  readonly stop: () => void
}

const SIGNATURE = /^0x(?:[0-9a-f]{2})+$/i
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

/**
 * The ChainAdapter port for eip155 over EIP-1193 wallets (injected, EIP-6963, given) and
 * viem public clients (one per network, created on first use). Nothing happens at
 * construction: discovery starts with the first `getConnectors()`.
 * @example const evm = new ViemChainAdapter({ networks: [mainnet], providers: [{ id: 'my-wallet', name: 'Mine', provider }] })
 */
export class ViemChainAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly #options: ViemChainAdapterOptions
  readonly #networks: ReadonlyMap<string, Network>
  readonly #logger: Logger
  readonly #listeners: ChainAdapterListeners
  readonly #sessions = new Map<string, Session>()
  readonly #disconnected = new Set<string>()
  readonly #clients = new Map<string, { readonly client: Client; readonly stop: () => void }>()
  readonly #discovery: EvmConnectorDiscovery

  constructor(options: ViemChainAdapterOptions) {
    const ids = (options.providers ?? []).map((each) => each.id)
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
    if (duplicate !== undefined) {
      throw new BaseError('Two providers share one connector id', { category: 'CONFIGURATION_ERROR', details: { id: duplicate } })
    }
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
    try {
      const accounts = parseAccounts(await provider.request({ method: 'eth_requestAccounts' }))
      if (accounts.length === 0) throw new UnauthorizedProviderError({ details: { connectorId: params.connectorId } })
      return await this.#open(params.connectorId, provider, accounts)
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    const provider = this.#discovery.provider(params.connectorId)
    try {
      // Never eth_requestAccounts here: a reload must not prompt.
      const accounts = this.#disconnected.has(params.connectorId) ? [] : parseAccounts(await provider.request({ method: 'eth_accounts' }))
      if (accounts.length === 0) throw new UnauthorizedProviderError({ details: { connectorId: params.connectorId, reason: 'not authorized' } })
      return await this.#open(params.connectorId, provider, accounts)
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async disconnect(params: { readonly connectorId: string }): Promise<void> {
    const session = this.#sessions.get(params.connectorId)
    if (!session) return
    this.#end(params.connectorId)
    this.#disconnected.add(params.connectorId)
    try {
      await session.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    } catch (cause) {
      const error = toEvmError(cause)
      if (!isQuietRevokeFailure(error)) throw error
      this.#logger.debug('The wallet cannot revoke permissions; the connection is forgotten locally', { connectorId: params.connectorId })
    }
  }

  async getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    const session = this.#sessions.get(params.connectorId)
    if (!session) return []
    try {
      return parseAccounts(await session.provider.request({ method: 'eth_accounts' }))
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    const provider = this.#sessions.get(params.connectorId)?.provider ?? this.#discovery.provider(params.connectorId)
    const network = this.#evmNetwork(params.network)
    const chainNode = buildChainNodeUrl(network, this.#options)
    await switchEthereumChain(provider, network, chainNode ? [chainNode] : [])
  }

  async getBalance(params: { readonly address: string; readonly network: Network }): Promise<Balance> {
    if (!isAddress(params.address, { strict: false })) throw new InvalidParamsRpcError({ details: { address: params.address } })
    const network = this.#evmNetwork(params.network)
    try {
      // A raw eth_getBalance: viem's getBalance action also brings its multicall path (~60 kB) we never use.
      const value = hexToBigInt(await this.#client(network).request({ method: 'eth_getBalance', params: [getAddress(params.address), 'latest'] }))
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    const provider = this.#connected(params.connectorId)
    try {
      const signature = await provider.request({ method: 'personal_sign', params: [stringToHex(params.message), params.address] })
      if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new InvalidWalletResponseError('malformed signature')
      return signature
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async request(params: { readonly connectorId: string; readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown> {
    const provider = this.#connected(params.connectorId)
    try {
      return await provider.request({ method: params.method, params: [...params.params] })
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async sendTransaction(params: {
    readonly connectorId: string
    readonly network: Network
    readonly transaction: TransactionRequest
  }): Promise<string> {
    const provider = this.#connected(params.connectorId)
    const network = this.#evmNetwork(params.network)
    try {
      const walletChainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      // The wallet sends on its own chain: refuse rather than send on another one.
      if (walletChainId !== Number(network.id)) {
        throw new ChainDisconnectedError({ details: { walletChainId, requestedChainId: network.id } })
      }
      const hash = await provider.request({ method: 'eth_sendTransaction', params: [toRpcTransaction(params.transaction) as RpcTransactionRequest] })
      if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new InvalidWalletResponseError('malformed transaction hash')
      return hash
    } catch (error) {
      throw toEvmError(error)
    }
  }

  /** `eth_estimateGas` × `eth_gasPrice` on the network's RPC (the price a transaction pays now, tip included). */
  async estimateFee(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<NetworkFee> {
    const network = this.#evmNetwork(params.network)
    const client = this.#client(network)
    try {
      const [gas, price] = await Promise.all([
        client.request({ method: 'eth_estimateGas', params: [toRpcTransaction(params.transaction) as RpcTransactionRequest] }),
        client.request({ method: 'eth_gasPrice' }),
      ])
      return { value: hexToBigInt(gas) * hexToBigInt(price), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    } catch (error) {
      throw toEvmError(error)
    }
  }

  /** viem's waitForTransactionReceipt on the network's RPC: resolves once the transaction is mined. */
  async waitForTransaction(params: { readonly network: Network; readonly hash: string }): Promise<TransactionReceipt> {
    if (!TRANSACTION_HASH.test(params.hash)) throw new InvalidParamsRpcError({ details: { hash: params.hash } })
    const client = this.#client(this.#evmNetwork(params.network))
    try {
      const receipt = await waitForTransactionReceipt(client, { hash: params.hash as Hex })
      return { status: receipt.status }
    } catch (error) {
      throw toEvmError(error)
    }
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    return this.#listeners.add(listener)
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

  #connected(connectorId: string): Eip1193Provider {
    const session = this.#sessions.get(connectorId)
    if (!session) throw new UnauthorizedProviderError({ details: { connectorId, reason: 'not connected' } })
    return session.provider
  }

  async #open(connectorId: string, provider: Eip1193Provider, accounts: readonly Account[]): Promise<ConnectResult> {
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    this.#end(connectorId)
    this.#disconnected.delete(connectorId)
    const session: Session = {
      provider,
      stop: watchProvider({
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

  #evmNetwork(network: Network): Network {
    const id = Number(network.id)
    if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
      throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
    }
    return this.#networks.get(network.caipNetworkId) ?? network
  }

  #client(network: Network): Client {
    const existing = this.#clients.get(network.caipNetworkId)
    if (existing) return existing.client
    const { transport, stop } = createEvmTransport(planEvmTransport(network, this.#options))
    const client = createClient({ transport })
    this.#clients.set(network.caipNetworkId, { client, stop })
    return client
  }

  #emit(event: ChainAdapterEvent): void {
    this.#listeners.emit(event)
  }
}
