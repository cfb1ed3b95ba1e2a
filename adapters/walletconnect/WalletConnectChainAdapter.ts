import { getAddress, numberToHex, stringToHex } from 'viem'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../../core/connection/pairingExpiry.js'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { AbortedError } from '../../core/errors/AbortedError.js'
import { WalletConnectConnectorNotFoundError } from '../../core/errors/internalErrors.js'
import { toWalletError } from '../../core/errors/providerErrors.js'
import { ChainDisconnectedError, ProviderDisconnectedError, UnsupportedProviderMethodError } from '../../core/errors/walletErrors.js'
import { requestThrough } from '../../core/connection/requestThrough.js'
import type { Account } from '../../core/account/Account.js'
import type { Connector } from '../../core/connectors/Connector.js'
import type { Network } from '../../core/network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, TransactionRequest, WalletRpcMethod } from '../../ports/ChainAdapter.js'
import type { Clock } from '../../ports/Clock.js'
import { SystemClock } from '../clock/SystemClock.js'
import { buildNamespaces } from './buildNamespaces.js'
import { createSignClient, type SignClient } from './createSignClient.js'
import { PairingSource } from './PairingSource.js'
import { parseSession, type WalletConnectSession } from './parseSession.js'
import { parseSessionEvent } from './parseSessionEvent.js'
import { sessionAccounts } from './sessionAccounts.js'
import { toWalletConnectTransaction } from './toWalletConnectTransaction.js'
import type { WalletConnectChainAdapterOptions } from './WalletConnectChainAdapterOptions.js'
import { WalletConnectRelayError } from './WalletConnectRelayError.js'
import { readCacao, type WalletConnectAuthentication, type WalletConnectAuthRequest } from './WalletConnectAuthentication.js'
import { withRelayTimeout } from './withRelayTimeout.js'
import type { WatchedRelayer } from './watchRelayDrops.js'

/** The WalletConnect connector's id. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
const DEFAULT_RELAY_TIMEOUT_MS = 10_000
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const SIGNATURE = /^0x(?:[0-9a-f]{2})+$/i
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

/**
 * The ChainAdapter port for eip155 with a WALLET_CONNECT connector on @walletconnect/sign-client,
 * beside the connectors of a `base` adapter (which also reads balances). sign-client is imported
 * only when the visitor picks WalletConnect or a stored session is restored.
 * @example new WalletConnectChainAdapter({ networks, projectId, relayUrl, metadata, base: new ViemChainAdapter({ networks }) })
 */
export class WalletConnectChainAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  /** The live pairing URI; the connector's `provider`, read by the QR view. */
  readonly pairing = new PairingSource()
  readonly #options: WalletConnectChainAdapterOptions
  readonly #clock: Clock
  readonly #listeners = new Set<(event: ChainAdapterEvent) => void>()
  readonly #connector: Connector
  #client: Promise<SignClient> | undefined
  /** Undoes the prompt reconnect on relay drops (watchRelayDrops). */
  #stopWatchingRelay: (() => void) | undefined
  #session: WalletConnectSession | undefined
  /** The chain requests go to: the one the wallet last said it is on. */
  #chain: string | undefined
  /** Cancels the pairing in progress (a new connect or a disconnect replaces it). */
  #cancelPairing: ((reason: unknown) => void) | undefined
  #relayFailed = false
  /** Asks for the one-click sign-in's message parts at pairing time; unset: a plain proposal. */
  #authRequest: (() => Promise<WalletConnectAuthRequest | undefined>) | undefined
  /** The sign-ins (one CACAO per chain) the last pairing brought, until taken. */
  #authentications: readonly WalletConnectAuthentication[] = []

  /** The base adapter's fee and receipt reads, when it has them (a session sends on the same chains). */
  declare readonly estimateFee?: ChainAdapter['estimateFee']
  declare readonly waitForTransaction?: ChainAdapter['waitForTransaction']

  constructor(options: WalletConnectChainAdapterOptions) {
    this.#options = options
    const { base } = options
    if (base?.estimateFee) this.estimateFee = base.estimateFee.bind(base)
    if (base?.waitForTransaction) this.waitForTransaction = base.waitForTransaction.bind(base)
    this.#clock = options.clock ?? new SystemClock()
    this.#connector = { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: options.name ?? 'WalletConnect', chain: 'eip155', provider: this.pairing }
  }

  /** The current session as validated (peer name and icon, chains, accounts); undefined when none. */
  getSession(): WalletConnectSession | undefined {
    return this.#session
  }

  /**
   * One-click sign-in: while `request` is set, a pairing is a `wc_sessionAuthenticate` (CAIP-222)
   * carrying its message parts, so the wallet connects and signs in one step. A wallet that
   * answers the proposal instead just connects (sign-client falls back by itself).
   */
  setConnectSignInRequest(request: (() => Promise<WalletConnectAuthRequest | undefined>) | undefined): void {
    this.#authRequest = request
  }

  /** The last pairing's sign-in for `chainId` (else its first; the CACAO read, the text rebuilt), once; undefined when none. */
  takeConnectSignIn(params: { readonly chainId?: string } = {}): WalletConnectAuthentication | undefined {
    const authentications = this.#authentications
    this.#authentications = []
    return authentications.find((candidate) => candidate.chainId === params.chainId) ?? authentications[0]
  }

  getConnectors(): readonly Connector[] {
    return [this.#connector, ...(this.#options.base?.getConnectors() ?? [])]
  }

  async connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().connect(params)
    this.#cancelPairing?.(new AbortedError())
    this.pairing.set({ status: 'loading' })
    try {
      const client = await this.#loadClient()
      // After a relay failure the relayer stays closed; a retry starts its transport afresh.
      if (this.#relayFailed) await this.#withRelayTimeout(client.core.relayer.restartTransport())
      this.#relayFailed = false
      if (this.#session) await this.#endSession(client, this.#session).catch(() => undefined)
      this.#authentications = []
      const settled = await this.#pair(client)
      const session = parseSession(settled.session)
      this.#authentications = (settled.auths ?? []).map((cacao) => readCacao(cacao, (payload, iss) => client.formatAuthMessage({ request: payload as never, iss })))
      return this.#adopt(session, params.network)
    } catch (error) {
      if (error instanceof WalletConnectRelayError) this.#relayFailed = true
      throw error instanceof WalletConnectRelayError || error instanceof AbortedError ? error : toWalletError(error)
    } finally {
      // A newer connect may own the pairing by now.
      if (!this.#cancelPairing) this.pairing.set({ status: 'idle' })
    }
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().reconnect(params)
    const client = await this.#loadClient()
    const stored = client.session.getAll().find((session) => session.expiry * 1000 > this.#clock.now() && session.namespaces[this.namespace])
    if (!stored) throw new ProviderDisconnectedError({ details: { connectorId: params.connectorId } })
    return this.#adopt(parseSession(stored), params.network)
  }

  async disconnect(params: { readonly connectorId: string }): Promise<void> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().disconnect(params)
    const session = this.#session
    this.#session = undefined
    this.#chain = undefined
    if (!session || !this.#client) return
    await this.#endSession(await this.#client, session)
  }

  async getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().getAccounts(params)
    return this.#session ? sessionAccounts(this.#session) : []
  }

  /**
   * A chain the wallet approved is switched over the session; for any other the network is
   * only set (the core does that) and the account synced from the session.
   */
  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().switchNetwork(params)
    const session = this.#requireSession()
    const target = params.network.caipNetworkId
    if (!session.namespaces[this.namespace]?.chains.includes(target)) {
      this.#chain = target
      this.#emit({ type: 'accountsChanged', connectorId: WALLET_CONNECT_CONNECTOR_ID, accounts: sessionAccounts(session) })
      return
    }
    await this.#request(session, this.#chain ?? target, 'wallet_switchEthereumChain', [{ chainId: numberToHex(Number(params.network.id)) }])
    this.#chain = target
  }

  async getBalance(params: { readonly address: string; readonly network: Network }): Promise<{ readonly value: bigint; readonly decimals: number; readonly symbol: string }> {
    return this.#base().getBalance(params)
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().signMessage(params)
    const session = this.#requireSession()
    const signature = await this.#request(session, this.#chain ?? this.#firstChain(session), 'personal_sign', [stringToHex(params.message), params.address])
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new InvalidWalletResponseError('signature')
    return signature
  }

  async sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return this.#base().sendTransaction(params)
    const session = this.#requireSession()
    const transaction = toWalletConnectTransaction(params.transaction)
    const hash = await this.#request(session, params.network.caipNetworkId, 'eth_sendTransaction', [transaction])
    if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new InvalidWalletResponseError('transaction hash')
    return hash
  }

  async request(params: { readonly connectorId: string; readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown> {
    if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return requestThrough(this.#base(), params)
    const session = this.#requireSession()
    // A method the wallet did not approve for the session would never be answered: refuse it here.
    if (!session.namespaces[this.namespace]?.methods.includes(params.method)) throw new UnsupportedProviderMethodError({ details: { method: params.method } })
    return this.#request(session, params.network.caipNetworkId, params.method, [...params.params])
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    this.#listeners.add(listener)
    const offBase = this.#options.base?.on(listener)
    return () => {
      this.#listeners.delete(listener)
      offBase?.()
    }
  }

  /** Closes the relay socket and destroys `base` (its wallets' listeners, its discovery); the session stays stored. */
  async destroy(): Promise<void> {
    this.#cancelPairing?.(new AbortedError())
    this.#listeners.clear()
    await this.#options.base?.destroy?.()
    const client = await this.#client?.catch(() => undefined)
    this.#stopWatchingRelay?.()
    await client?.core.relayer.transportClose().catch(() => undefined)
  }

  /**
   * Pairs until the wallet settles a session (with its CACAOs when a sign-in request made it a
   * one-click sign-in); a URI about to expire is replaced by a fresh one, with a fresh request.
   */
  #pair(client: SignClient): Promise<{ readonly session: unknown; readonly auths?: readonly unknown[] }> {
    const namespaces = buildNamespaces(this.#options.networks)
    const offer = async (): Promise<{ uri: string | undefined; approval: () => Promise<{ readonly session: unknown; readonly auths?: readonly unknown[] }> }> => {
      const request = await this.#authRequest?.()
      if (!request) {
        const { uri, approval } = await client.connect({ optionalNamespaces: namespaces.optionalNamespaces })
        return { uri, approval: async () => ({ session: await approval() }) }
      }
      const chains = namespaces.optionalNamespaces[this.namespace]?.chains ?? []
      const { uri, response } = await client.authenticate({ ...request, resources: request.resources ? [...request.resources] : undefined, chains: [...chains], methods: [...(namespaces.optionalNamespaces[this.namespace]?.methods ?? [])] } as never)
      return { uri, approval: response as () => Promise<{ readonly session: unknown; readonly auths?: readonly unknown[] }> }
    }
    return new Promise((resolve, reject) => {
      let attempt = 0
      let timer: ReturnType<Clock['setTimeout']> | undefined
      const finish = (outcome: () => void): void => {
        if (this.#cancelPairing !== cancel) return
        this.#cancelPairing = undefined
        if (timer !== undefined) this.#clock.clearTimeout(timer)
        outcome()
      }
      const cancel = (reason: unknown): void => finish(() => reject(reason))
      const start = async (): Promise<void> => {
        attempt += 1
        const mine = attempt
        const { uri, approval } = await this.#withRelayTimeout(offer())
        if (this.#cancelPairing !== cancel || mine !== attempt) return
        const expiresAt = this.#clock.now() + PAIRING_EXPIRY_MS
        this.pairing.set({ status: 'pending', uri: uri ?? '', expiresAt })
        timer = this.#clock.setTimeout(() => void start().catch(cancel), PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
        approval().then(
          (session) => finish(() => resolve(session)),
          // An expired pairing's proposal fails later; only the current one speaks.
          (error: unknown) => (mine === attempt ? cancel(error) : undefined),
        )
      }
      this.#cancelPairing = cancel
      start().catch(cancel)
    })
  }

  #adopt(session: WalletConnectSession, network: Network): ConnectResult {
    const accounts = sessionAccounts(session)
    if (accounts.length === 0) throw new InvalidWalletResponseError('no eip155 account in the session')
    // CAIP-2 allows any reference; only `eip155:<safe integer>` is a chain walletport can be on.
    const chains = (session.namespaces[this.namespace]?.chains ?? []).filter(isEvmChain)
    if (chains.length === 0) throw new InvalidWalletResponseError('no eip155 chain in the session')
    const chain = chains.includes(network.caipNetworkId) ? network.caipNetworkId : (chains[0] ?? network.caipNetworkId)
    this.#session = session
    this.#chain = chain
    return { accounts, chainId: Number(chain.split(':')[1]) }
  }

  #firstChain(session: WalletConnectSession): string {
    const chain = session.namespaces[this.namespace]?.chains[0]
    if (!chain) throw new ChainDisconnectedError()
    return chain
  }

  async #request(session: WalletConnectSession, chainId: string, method: string, params: unknown[]): Promise<unknown> {
    const client = await this.#loadClient()
    try {
      return await client.request({ topic: session.topic, chainId, request: { method, params } })
    } catch (error) {
      throw toWalletError(error)
    }
  }

  async #endSession(client: SignClient, session: WalletConnectSession): Promise<void> {
    try {
      await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
    } catch (error) {
      throw toWalletError(error)
    }
  }

  #requireSession(): WalletConnectSession {
    if (!this.#session) throw new ProviderDisconnectedError({ details: { connectorId: WALLET_CONNECT_CONNECTOR_ID } })
    return this.#session
  }

  #base(): ChainAdapter {
    if (!this.#options.base) throw new WalletConnectConnectorNotFoundError()
    return this.#options.base
  }

  #loadClient(): Promise<SignClient> {
    this.#client ??= this.#createClient().catch((error: unknown) => {
      this.#client = undefined
      throw error
    })
    return this.#client
  }

  async #createClient(): Promise<SignClient> {
    // The drop watch comes in its own chunk, beside sign-client's.
    const [client, { watchRelayDrops }] = await Promise.all([createSignClient(this.#options, (promise) => this.#withRelayTimeout(promise)), import('./watchRelayDrops.js')])
    this.#watch(client)
    this.#stopWatchingRelay = watchRelayDrops(client.core.relayer as unknown as WatchedRelayer, this.#clock)
    return client
  }

  #watch(client: SignClient): void {
    const mine = (topic: string): boolean => this.#session?.topic === topic
    client.on('session_event', ({ topic, params }) => {
      if (!mine(topic)) return
      const event = parseSessionEvent(params)
      if (event?.name === 'chainChanged') {
        this.#chain = `${this.namespace}:${event.chainId}`
        this.#emit({ type: 'chainChanged', connectorId: WALLET_CONNECT_CONNECTOR_ID, chainId: event.chainId })
      } else if (event?.name === 'accountsChanged') {
        const accounts = event.addresses.map((address) => ({ namespace: this.namespace, address: getAddress(address), type: 'eoa' as const }))
        this.#emit({ type: 'accountsChanged', connectorId: WALLET_CONNECT_CONNECTOR_ID, accounts })
      }
    })
    client.on('session_update', ({ topic }) => {
      const stored = client.session.getAll().find((session) => session.topic === topic)
      if (!mine(topic) || !stored) return
      try {
        this.#session = parseSession(stored)
      } catch {
        return // an invalid update is not trusted; the session keeps what it had
      }
      this.#emit({ type: 'accountsChanged', connectorId: WALLET_CONNECT_CONNECTOR_ID, accounts: sessionAccounts(this.#session) })
    })
    const ended = ({ topic }: { readonly topic: string }): void => {
      if (!mine(topic)) return
      this.#session = undefined
      this.#chain = undefined
      this.#emit({ type: 'disconnect', connectorId: WALLET_CONNECT_CONNECTOR_ID })
    }
    client.on('session_delete', ended)
    client.on('session_expire', ended)
  }

  #withRelayTimeout<T>(promise: Promise<T>): Promise<T> {
    return withRelayTimeout(this.#clock, this.#options.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS, promise)
  }

  #emit(event: ChainAdapterEvent): void {
    for (const listener of [...this.#listeners]) listener(event)
  }
}

/** `eip155:<n>` with n a positive safe integer (a session may name `eip155:abc` or another namespace's chain). */
function isEvmChain(caipNetworkId: string): boolean {
  const reference = /^eip155:([1-9][0-9]*)$/.exec(caipNetworkId)?.[1]
  return reference !== undefined && Number.isSafeInteger(Number(reference))
}
