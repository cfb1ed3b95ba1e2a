import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { Account } from '../../core/account/Account.js'
import type { Balance } from '../../core/account/Balance.js'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import type { Connector } from '../../core/connectors/Connector.js'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import { ChainNotSupportedError } from '../../core/errors/notFoundErrors.js'
import { UnauthorizedProviderError, type ProviderRpcError } from '../../core/errors/walletErrors.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import type { Network } from '../../core/network/Network.js'
import { solanaTransferOf, TransactionFormError } from '../../core/transactions/transactionForm.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, NetworkFee, SignInInput, SignInOutput, TransactionReceipt, TransactionRequest, TransactionSigner } from '../../ports/ChainAdapter.js'
import { ChainAdapterListeners } from '../events/ChainAdapterListeners.js'
import type { Clock } from '../../ports/Clock.js'
import type { Logger } from '../../ports/Logger.js'
import { SystemClock } from '../clock/SystemClock.js'
import { assertSolanaAddress } from './assertSolanaAddress.js'
import { encodeBase58 } from './base58.js'
import { parseWalletAccounts, toPortAccounts } from './parseWalletAccounts.js'
import type { KnownSolanaToken, SolanaChainAdapterOptions, SolanaRpc } from './SolanaChainAdapterOptions.js'
import { toSolanaCaipNetworkId, toWalletStandardChain, type SolanaClusterContext } from './solanaChainIds.js'
import { MissingSolanaRpcUrlError, SolanaTransactionError } from './solanaErrors.js'
import type { SolanaRpcClient } from './SolanaRpcClient.js'
import { SolanaWalletDiscovery } from './SolanaWalletDiscovery.js'
import { StandardWalletClient, type StandardWalletChange } from './StandardWalletClient.js'
import { TOKEN_PROGRAMS } from './tokenPrograms.js'
import { toSolanaSignInInput } from './toSolanaSignInInput.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'
import { toTokenBalances } from './toTokenBalances.js'

type NativeBalance = { readonly value: bigint; readonly decimals: number; readonly symbol: string }
interface Session {
  readonly client: StandardWalletClient
  readonly accounts: readonly WalletAccount[]
  readonly network: Network
  readonly stop: () => void
}

const LAMPORTS_DECIMALS = 9
/** kit's RPC code, loaded once on first need. */
const loadSolanaRpc = () => import('./solanaRpcModule.js')
const LOCALNET = 'solana:localnet'

/**
 * The ChainAdapter port for solana over Wallet Standard wallets (discovered through the
 * page's registry) and @solana/kit RPCs (one per network, created on first use). Nothing
 * happens at construction and nothing while idle: discovery starts with the first
 * `getConnectors()`, a network's RPC is asked only for a read, a send, or (once) the genesis
 * hash of a local cluster a wallet calls `solana:localnet`.
 * @example const solana = new SolanaChainAdapter({ networks: [solanaDevnet] })
 */
export class SolanaChainAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const
  readonly #networks: readonly Network[]
  readonly #clock: Clock
  readonly #logger: Logger
  readonly #createRpc: ((network: Network) => SolanaRpc) | undefined
  readonly #tokens: readonly KnownSolanaToken[]
  readonly #discovery: SolanaWalletDiscovery
  readonly #listeners: ChainAdapterListeners
  readonly #sessions = new Map<string, Session>()
  readonly #disconnected = new Set<string>()
  readonly #rpcs = new Map<string, Promise<SolanaRpcClient>>()
  readonly #genesisHashes = new Map<string, Promise<string>>()
  readonly #rentMinimums = new Map<string, Promise<bigint>>()

  constructor(options: SolanaChainAdapterOptions) {
    this.#networks = options.networks.filter((network) => network.chainNamespace === 'solana')
    this.#clock = options.clock ?? new SystemClock()
    this.#logger = options.logger ?? new BufferedLogger({ clock: { now: () => Date.now() }, sink: globalThis.console })
    this.#listeners = new ChainAdapterListeners(this.#logger)
    this.#createRpc = options.createRpc
    this.#tokens = options.tokens ?? []
    this.#discovery = new SolanaWalletDiscovery({
      ...(options.wallets ? { registry: options.wallets } : {}),
      logger: this.#logger,
      onChange: (connectors) => {
        this.#endUnregistered()
        this.#emit({ type: 'connectorsChanged', connectors })
      },
    })
  }

  getConnectors(): readonly Connector[] {
    return this.#discovery.connectors()
  }

  async connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    prefetchRpcCode()
    try {
      const client = new StandardWalletClient(this.#discovery.wallet(params.connectorId))
      // The network first: a wallet that serves none of them is refused before it prompts.
      const network = await this.#servedNetwork(client, params.network)
      const accounts = await client.connect()
      if (accounts.length === 0) throw new UnauthorizedProviderError({ details: { connectorId: params.connectorId } })
      return this.#open(params.connectorId, client, accounts, network)
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    prefetchRpcCode()
    try {
      if (this.#disconnected.has(params.connectorId)) throw notAuthorized(params.connectorId)
      const client = new StandardWalletClient(this.#discovery.wallet(params.connectorId))
      const network = await this.#servedNetwork(client, params.network)
      // Never a prompt here: the accounts the wallet already shows, else a silent connect.
      let accounts = client.accounts()
      if (accounts.length === 0) accounts = await client.connect({ silent: true }).catch((cause: unknown) => Promise.reject(notAuthorized(params.connectorId, cause)))
      if (accounts.length === 0) throw notAuthorized(params.connectorId)
      return this.#open(params.connectorId, client, accounts, network)
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  async disconnect(params: { readonly connectorId: string }): Promise<void> {
    const session = this.#sessions.get(params.connectorId)
    if (!session) return
    this.#end(params.connectorId)
    this.#disconnected.add(params.connectorId)
    try {
      await session.client.disconnect()
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  async getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    const session = this.#sessions.get(params.connectorId)
    return session ? toPortAccounts(session.accounts) : []
  }

  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    const session = this.#sessions.get(params.connectorId)
    const client = session?.client ?? new StandardWalletClient(this.#discovery.wallet(params.connectorId))
    const network = this.#solanaNetwork(params.network)
    // A Wallet Standard wallet serves all its chains at once: a served network just becomes current.
    if ((await this.#walletChain(client, network)) === undefined) throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
    const current = this.#sessions.get(params.connectorId)
    if (!current || current.network.caipNetworkId === network.caipNetworkId) return
    this.#sessions.set(params.connectorId, { ...current, network })
    this.#emit({ type: 'chainChanged', connectorId: params.connectorId, chainId: network.id })
  }

  async getBalance(params: { readonly address: string; readonly network: Network }): Promise<NativeBalance> {
    assertSolanaAddress(params.address, 'address')
    const network = this.#solanaNetwork(params.network)
    const value = await (await this.#rpc(network)).getBalance(params.address)
    return { value, decimals: LAMPORTS_DECIMALS, symbol: network.nativeCurrency.symbol }
  }

  async getTokenBalances(params: { readonly address: string; readonly network: Network }): Promise<readonly Balance[]> {
    assertSolanaAddress(params.address, 'address')
    const network = this.#solanaNetwork(params.network)
    const rpc = await this.#rpc(network)
    const holdings = await Promise.all(TOKEN_PROGRAMS.map((program) => rpc.getTokenHoldings(params.address, program)))
    return toTokenBalances(network.caipNetworkId, holdings.flat(), this.#tokens)
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    const session = this.#connected(params.connectorId)
    const account = this.#account(session, params.address)
    const message = new TextEncoder().encode(params.message)
    try {
      const output = await session.client.signMessage(account, message)
      if (!sameBytes(output.signedMessage, message)) throw new InvalidWalletResponseError('the wallet signed another message')
      const { isSignedBy } = await import('./signatureChecks.js')
      if (!isSignedBy(account.address, message, output.signature)) throw new InvalidWalletResponseError('the signature is not the account’s', { address: account.address })
      return encodeBase58(output.signature)
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  async signIn(params: { readonly connectorId: string; readonly network: Network; readonly input: SignInInput }): Promise<SignInOutput | undefined> {
    const client = this.#sessions.get(params.connectorId)?.client ?? new StandardWalletClient(this.#discovery.wallet(params.connectorId))
    if (!client.has('solana:signIn')) return undefined
    try {
      const input = toSolanaSignInInput(params.input, await this.#clusterOf(params.input.chainId, params.network, client))
      const output = await client.signIn(input)
      if (output.account.address !== params.input.address) throw new InvalidWalletResponseError('the wallet signed in with another account', { address: output.account.address })
      const { verifySignIn } = await import('./signatureChecks.js')
      if (!verifySignIn(input, output)) throw new InvalidWalletResponseError('the signed sign-in message does not match the request or its signature')
      return { address: output.account.address, message: new TextDecoder().decode(output.signedMessage), signature: encodeBase58(output.signature) }
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  async sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string> {
    const transaction = solanaTransferOf(params.transaction)
    const session = this.#connected(params.connectorId)
    const account = this.#account(session, transaction.from)
    assertSolanaAddress(transaction.to, 'to')
    if ('mint' in transaction) assertSolanaAddress(transaction.mint, 'mint')
    const network = this.#solanaNetwork(params.network)
    try {
      const chain = await this.#walletChain(session.client, network)
      if (chain === undefined) throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
      // The transaction code (kit's messages, the program clients) loads on the first send.
      const { sendSolanaTransfer, walletSigner } = await import('./sendSolanaTransfer.js')
      const rpc = await this.#rpc(network)
      return await sendSolanaTransfer(transaction, {
        rpc,
        ...walletSigner({ wallet: session.client, account, chain, rpc }),
        clock: this.#clock,
        rentExemptMinimum: () => this.#rentMinimum(network),
      })
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  async sendWithSigner(params: { readonly network: Network; readonly transaction: TransactionRequest; readonly signer: TransactionSigner }): Promise<string> {
    const transaction = solanaTransferOf(params.transaction)
    const { signer } = params
    if (transaction.from !== signer.address) throw new TransactionFormError({ expected: 'solana', problem: 'from must be the signer’s account' })
    assertSolanaAddress(transaction.to, 'to')
    if ('mint' in transaction) assertSolanaAddress(transaction.mint, 'mint')
    const network = this.#solanaNetwork(params.network)
    try {
      const { sendSolanaTransfer } = await import('./sendSolanaTransfer.js')
      return await sendSolanaTransfer(transaction, {
        rpc: await this.#rpc(network),
        signAndSend: (bytes) => signer.signAndSendTransaction({ transaction: bytes, network }),
        version: 0,
        clock: this.#clock,
        rentExemptMinimum: () => this.#rentMinimum(network),
      })
    } catch (error) {
      throw toSolanaWalletError(error)
    }
  }

  /** The transfer's message priced by the node (getFeeForMessage), in lamports. */
  async estimateFee(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<NetworkFee> {
    const transaction = solanaTransferOf(params.transaction)
    assertSolanaAddress(transaction.from, 'from')
    assertSolanaAddress(transaction.to, 'to')
    const network = this.#solanaNetwork(params.network)
    const [{ estimateTransferFee }, rpc] = await Promise.all([import('./estimateTransferFee.js'), this.#rpc(network)])
    return { value: await estimateTransferFee(transaction, rpc), decimals: LAMPORTS_DECIMALS, symbol: network.nativeCurrency.symbol }
  }

  /** A send here resolves once confirmed, so this answers at once for its signatures; others are polled to confirmation. */
  async waitForTransaction(params: { readonly network: Network; readonly hash: string }): Promise<TransactionReceipt> {
    const [{ confirmSignature }, rpc] = await Promise.all([import('./confirmSignature.js'), this.#rpc(this.#solanaNetwork(params.network))])
    try {
      await confirmSignature({ signature: params.hash, clock: this.#clock, getSignatureStatus: (signature) => rpc.getSignatureStatus(signature) })
      return { status: 'success' }
    } catch (error) {
      if (error instanceof SolanaTransactionError) return { status: 'reverted' }
      throw error
    }
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    return this.#listeners.add(listener)
  }

  /** Stops discovery and the wallets' event listeners; the adapter is unusable after. */
  destroy(): void {
    this.#discovery.stop()
    for (const connectorId of [...this.#sessions.keys()]) this.#end(connectorId)
    this.#listeners.clear()
  }

  // ── Sessions ────────────────────────────────────────────────────────────────

  #open(connectorId: string, client: StandardWalletClient, accounts: readonly WalletAccount[], network: Network): ConnectResult {
    // The wallet may have unregistered (or been replaced) while its prompt was open.
    if (!this.#isListed(connectorId, client)) throw new ConnectorNotFoundError({ connectorId })
    this.#end(connectorId)
    this.#disconnected.delete(connectorId)
    const stop = client.onChange((change) => this.#onWalletChange(connectorId, client, change))
    this.#sessions.set(connectorId, { client, accounts, network, stop })
    return { accounts: toPortAccounts(accounts), chainId: network.id }
  }

  #end(connectorId: string): void {
    const session = this.#sessions.get(connectorId)
    this.#sessions.delete(connectorId)
    session?.stop()
  }

  #connected(connectorId: string): Session {
    const session = this.#sessions.get(connectorId)
    if (!session) throw new UnauthorizedProviderError({ details: { connectorId, reason: 'not connected' } })
    return session
  }

  #account(session: Session, address: string): WalletAccount {
    const account = session.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new UnauthorizedProviderError({ details: { address, reason: 'not a connected account' } })
    return account
  }

  /** A `change` of the live session's wallet: accounts (none: disconnected) and chains. */
  #onWalletChange(connectorId: string, client: StandardWalletClient, change: StandardWalletChange): void {
    const session = this.#sessions.get(connectorId)
    // Only this session: a late event of an older one must not touch a newer connection.
    if (!session || session.client.wallet !== client.wallet) return
    if (change.accounts !== undefined) {
      let accounts: readonly WalletAccount[]
      try {
        accounts = parseWalletAccounts(change.accounts)
      } catch (error) {
        this.#logger.warn('Ignored a change event with malformed accounts', { connectorId, error })
        return
      }
      if (accounts.length === 0) {
        this.#end(connectorId)
        this.#emit({ type: 'disconnect', connectorId })
        return
      }
      this.#sessions.set(connectorId, { ...session, accounts })
      const addresses = (list: readonly WalletAccount[]) => list.map((account) => account.address).join()
      if (addresses(accounts) !== addresses(session.accounts)) this.#emit({ type: 'accountsChanged', connectorId, accounts: toPortAccounts(accounts) })
    }
    if (change.chains !== undefined) {
      this.#followChains(connectorId).catch((error: unknown) => this.#logger.warn('Could not follow the wallet’s chains', { connectorId, error }))
    }
  }

  /** The wallet's chains changed: when it no longer serves the session's network, the first configured one it serves becomes current. */
  async #followChains(connectorId: string): Promise<void> {
    const session = this.#sessions.get(connectorId)
    if (!session || (await this.#walletChain(session.client, session.network)) !== undefined) return
    // Still the same session on the same network: an account change meanwhile replaced the
    // session object but not the connection, and must not drop this chain change.
    const unmoved = (): Session | undefined => {
      const current = this.#sessions.get(connectorId)
      return current?.client === session.client && current.network.caipNetworkId === session.network.caipNetworkId ? current : undefined
    }
    for (const network of this.#networks) {
      if ((await this.#walletChain(session.client, network)) === undefined) continue
      const current = unmoved()
      if (!current) return
      this.#sessions.set(connectorId, { ...current, network })
      this.#emit({ type: 'chainChanged', connectorId, chainId: network.id })
      return
    }
    // None configured: say where the wallet is, so the core shows the unsupported state.
    const elsewhere = session.client.chains().map((chain) => toSolanaCaipNetworkId(chain)).find((id) => id !== undefined)
    if (elsewhere && unmoved()) this.#emit({ type: 'chainChanged', connectorId, chainId: elsewhere.slice('solana:'.length) })
  }

  /** A wallet that unregistered (or was replaced) while connected: its session ends. */
  #endUnregistered(): void {
    for (const [connectorId, session] of [...this.#sessions]) {
      if (this.#isListed(connectorId, session.client)) continue
      this.#end(connectorId)
      this.#emit({ type: 'disconnect', connectorId })
    }
  }

  /** Whether the discovery still lists `client`'s wallet under `connectorId`. */
  #isListed(connectorId: string, client: StandardWalletClient): boolean {
    return this.#discovery.connectors().some((connector) => connector.id === connectorId) && this.#discovery.wallet(connectorId) === client.wallet
  }

  // ── Networks ────────────────────────────────────────────────────────────────

  #solanaNetwork(network: Network): Network {
    if (network.chainNamespace !== 'solana') throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
    return this.#networks.find((configured) => configured.caipNetworkId === network.caipNetworkId) ?? network
  }

  /** The network to connect on: `preferred` when the wallet serves it, else the first configured one it serves. */
  async #servedNetwork(client: StandardWalletClient, preferred: Network): Promise<Network> {
    const candidates = preferred.chainNamespace === 'solana' ? [this.#solanaNetwork(preferred), ...this.#networks] : this.#networks
    for (const network of candidates) if ((await this.#walletChain(client, network)) !== undefined) return network
    throw new ChainNotSupportedError({ caipNetworkId: preferred.caipNetworkId })
  }

  /** The chain id, in the wallet's own form, under which the wallet serves `network`; undefined when it does not. */
  async #walletChain(client: StandardWalletClient, network: Network): Promise<IdentifierString | undefined> {
    const chains = client.chains()
    const cluster = await this.#clusterFor(network, chains)
    const wanted = toSolanaCaipNetworkId(network.caipNetworkId, cluster)
    const chain = chains.find((candidate) => wanted !== undefined && toSolanaCaipNetworkId(candidate, cluster) === wanted)
    return chain as IdentifierString | undefined
  }

  /** What `solana:localnet` means for `network`: its RPC's genesis hash, asked only when a wallet says localnet and the network is no public cluster. */
  async #clusterFor(network: Network, chains: readonly string[]): Promise<SolanaClusterContext> {
    if (!chains.includes(LOCALNET) || toWalletStandardChain(network.caipNetworkId) !== undefined) return {}
    return { localnetGenesisHash: await this.#genesisHash(network) }
  }

  /** The cluster context of the chain a sign-in names (the configured network with that id, else `network`). */
  async #clusterOf(caipNetworkId: string, network: Network, client: StandardWalletClient): Promise<SolanaClusterContext> {
    const named = this.#networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ?? this.#solanaNetwork(network)
    return this.#clusterFor(named, client.chains())
  }

  #genesisHash(network: Network): Promise<string> {
    return this.#once(this.#genesisHashes, network, async () => (await this.#rpc(network)).getGenesisHash())
  }

  #rentMinimum(network: Network): Promise<bigint> {
    return this.#once(this.#rentMinimums, network, async () => (await this.#rpc(network)).getRentExemptMinimum(0))
  }

  /** One answer per network, asked once; a failure is forgotten so the next call asks again. */
  #once<T>(cache: Map<string, Promise<T>>, network: Network, ask: () => Promise<T>): Promise<T> {
    const known = cache.get(network.caipNetworkId)
    if (known) return known
    const asked = ask()
    cache.set(network.caipNetworkId, asked)
    asked.catch(() => {
      if (cache.get(network.caipNetworkId) === asked) cache.delete(network.caipNetworkId)
    })
    return asked
  }

  /** The network's RPC, created on first use; kit's RPC code loads with the first one. */
  #rpc(network: Network): Promise<SolanaRpcClient> {
    const existing = this.#rpcs.get(network.caipNetworkId)
    if (existing) return existing
    const url = network.rpcUrls.default.http[0]
    const createRpc = this.#createRpc
    if (!createRpc && !url) return Promise.reject(new MissingSolanaRpcUrlError({ caipNetworkId: network.caipNetworkId }))
    const client = loadSolanaRpc().then(({ createSolanaRpc, SolanaRpcClient }) => new SolanaRpcClient(createRpc ? createRpc(network) : createSolanaRpc(url ?? ''), url ?? network.caipNetworkId))
    this.#rpcs.set(network.caipNetworkId, client)
    client.catch(() => this.#rpcs.delete(network.caipNetworkId))
    return client
  }

  #emit(event: ChainAdapterEvent): void {
    this.#listeners.emit(event)
  }
}

/**
 * Starts loading the RPC code while the wallet connects, so the first balance does not wait
 * for it. No RPC call is made. A failed load is not lost: the first real use loads again and
 * throws there.
 */
function prefetchRpcCode(): void {
  loadSolanaRpc().catch(() => undefined)
}

function notAuthorized(connectorId: string, cause?: unknown): ProviderRpcError {
  return new UnauthorizedProviderError({ cause, details: { connectorId, reason: 'not authorized' } })
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
