import { Core } from '@walletconnect/core'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { SessionTypes } from '@walletconnect/types'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { createWalletClient, defineChain, http, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { MemoryKeyValueStorage } from './MemoryKeyValueStorage.js'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { watchRelayDrops, type WatchedRelayer } from '../../adapters/walletconnect/watchRelayDrops.js'

/** One chain the wallet can sign for, reached over JSON-RPC (anvil). */
export interface AnvilWalletChain {
  readonly chainId: number
  readonly rpcUrl: string
}

export interface AnvilWalletKitOptions {
  readonly relayUrl: string
  readonly privateKey: Hex
  readonly chains: readonly AnvilWalletChain[]
  readonly projectId?: string
  readonly name?: string
  /** Distinct per client in one process (WalletConnect keeps a global core otherwise). */
  readonly storagePrefix?: string
  readonly storage?: IKeyValueStorage
  /** Answers one-click sign-in requests (`wc_sessionAuthenticate`); otherwise it sees only the fallback proposal. */
  readonly authenticate?: boolean
  /** Reconnect promptly after a relay drop and resend what it swallowed (watchRelayDrops). Default true; false: sign-client's own timing. */
  readonly promptReconnect?: boolean
}

/** A one-click sign-in request (CAIP-222) as the wallet shows it. */
export interface PendingAuthentication {
  readonly id: number
  readonly dappName: string
  readonly domain: string
  readonly chainIds: readonly number[]
}

/** A session proposal as the wallet shows it to a person. */
export interface PendingProposal {
  readonly id: number
  readonly dappName: string
  readonly dappUrl: string
  /** The eip155 chain ids the dapp asked for (required and optional). */
  readonly chainIds: readonly number[]
}

/** A request the wallet answered, for the page's log and for tests. */
export interface AnsweredRequest {
  readonly method: string
  readonly chainId: string
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string }
}

const EIP155_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']
const EIP155_EVENTS = ['accountsChanged', 'chainChanged']
const USER_REJECTED = { code: 5000, message: 'User rejected.' }

/**
 * A real WalletConnect wallet (@reown/walletkit) that signs with a viem local account and
 * sends transactions to anvil. The demo's wallet page and the Node tests both use it.
 * @example const wallet = await AnvilWalletKit.create({ relayUrl, privateKey, chains }); await wallet.pair(uri)
 */
export class AnvilWalletKit {
  readonly account: PrivateKeyAccount
  readonly answered: AnsweredRequest[] = []
  readonly #kit: InstanceType<typeof WalletKit>
  readonly #chains: readonly AnvilWalletChain[]
  readonly #proposals = new Map<number, WalletKitTypes.SessionProposal>()
  readonly #proposalListeners = new Set<(proposal: PendingProposal) => void>()
  readonly #changeListeners = new Set<() => void>()
  readonly #authentications = new Map<number, WalletKitTypes.SessionAuthenticate>()
  readonly #authenticationListeners = new Set<(request: PendingAuthentication) => void>()
  /** The next answers to give instead of doing the work (tests: "the wallet answers an error"). */
  readonly #scriptedErrors: { readonly code: number; readonly message: string }[] = []
  readonly #stopWatchingRelay: () => void

  private constructor(kit: InstanceType<typeof WalletKit>, options: AnvilWalletKitOptions) {
    this.#kit = kit
    this.#chains = options.chains
    this.account = privateKeyToAccount(options.privateKey)
    this.#stopWatchingRelay = options.promptReconnect === false ? () => undefined : watchRelayDrops(kit.core.relayer as unknown as WatchedRelayer, new SystemClock())
    kit.on('session_proposal', (proposal) => {
      this.#proposals.set(proposal.id, proposal)
      const pending = describeProposal(proposal)
      for (const listener of this.#proposalListeners) listener(pending)
      this.#changed()
    })
    kit.on('session_request', (request) => void this.#answer(request))
    if (options.authenticate) {
      kit.on('session_authenticate', (request) => {
        this.#authentications.set(request.id, request)
        for (const listener of this.#authenticationListeners) listener(describeAuthentication(request))
        this.#changed()
      })
    }
    kit.on('session_delete', () => this.#changed())
  }

  static async create(options: AnvilWalletKitOptions): Promise<AnvilWalletKit> {
    const core = new Core({
      projectId: options.projectId ?? 'walletport-local',
      relayUrl: options.relayUrl,
      customStoragePrefix: options.storagePrefix ?? `anvil-wallet-${Math.random().toString(36).slice(2)}`,
      storage: options.storage ?? new MemoryKeyValueStorage(),
      telemetryEnabled: false,
    })
    const kit = await WalletKit.init({
      core,
      metadata: { name: options.name ?? 'Anvil Wallet', description: 'walletport demo wallet (anvil keys)', url: 'http://127.0.0.1', icons: [] },
    })
    // No Verify API lookups (verify.walletconnect.org) from a wallet on a local relay.
    ;(kit.core.verify as unknown as { isDevEnv?: boolean }).isDevEnv = true
    return new AnvilWalletKit(kit, options)
  }

  /** Pastes a `wc:` pairing URI; a proposal follows. */
  async pair(uri: string): Promise<void> {
    await this.#kit.pair({ uri })
  }

  /** Calls `listener` on each proposal; returns the unsubscribe function. */
  onProposal(listener: (proposal: PendingProposal) => void): () => void {
    this.#proposalListeners.add(listener)
    return () => this.#proposalListeners.delete(listener)
  }

  /** Resolves with the next proposal. */
  nextProposal(): Promise<PendingProposal> {
    return new Promise((resolve) => {
      const off = this.onProposal((proposal) => {
        off()
        resolve(proposal)
      })
    })
  }

  /** Calls `listener` whenever sessions or proposals change (for the wallet page). */
  onChange(listener: () => void): () => void {
    this.#changeListeners.add(listener)
    return () => this.#changeListeners.delete(listener)
  }

  pendingProposals(): PendingProposal[] {
    return [...this.#proposals.values()].map(describeProposal)
  }

  /** Approves with this account on `chainIds` (default: every asked chain this wallet has). */
  async approve(proposalId: number, options: { readonly chainIds?: readonly number[] } = {}): Promise<SessionTypes.Struct> {
    const proposal = this.#proposals.get(proposalId)
    if (!proposal) throw new Error(`No pending proposal ${proposalId}`)
    const asked = describeProposal(proposal).chainIds
    const chainIds = options.chainIds ?? asked.filter((id) => this.#chains.some((chain) => chain.chainId === id))
    const session = await this.#kit.approveSession({ id: proposalId, namespaces: this.#namespaces(chainIds) })
    this.#proposals.delete(proposalId)
    this.#changed()
    return session
  }

  async reject(proposalId: number): Promise<void> {
    await this.#kit.rejectSession({ id: proposalId, reason: USER_REJECTED })
    this.#proposals.delete(proposalId)
    this.#changed()
  }

  /** Resolves with the next one-click sign-in request (only with the `authenticate` option). */
  nextAuthentication(): Promise<PendingAuthentication> {
    return new Promise((resolve) => {
      const listener = (request: PendingAuthentication): void => {
        this.#authenticationListeners.delete(listener)
        resolve(request)
      }
      this.#authenticationListeners.add(listener)
    })
  }

  pendingAuthentications(): PendingAuthentication[] {
    return [...this.#authentications.values()].map(describeAuthentication)
  }

  /**
   * Signs in and connects in one step: one CACAO per asked chain this wallet has, each the
   * EIP-4361 text walletkit formats, signed with this account (EIP-191).
   */
  async approveAuthentication(id: number): Promise<SessionTypes.Struct | undefined> {
    const request = this.#authentications.get(id)
    if (!request) throw new Error(`No pending authentication ${id}`)
    const payload = request.params.authPayload
    const chains = payload.chains.filter((chain) => this.#chains.some((known) => `eip155:${known.chainId}` === chain))
    const methods = EIP155_METHODS
    const populated = populateAuthPayload({ authPayload: payload, chains, methods })
    const auths = []
    for (const chain of chains) {
      const iss = `did:pkh:${chain}:${this.account.address}`
      const message = this.#kit.formatAuthMessage({ request: populated, iss })
      const signature = await this.account.signMessage({ message })
      auths.push(buildAuthObject(populated, { t: 'eip191', s: signature }, iss))
    }
    const { session } = await this.#kit.approveSessionAuthenticate({ id, auths })
    this.#authentications.delete(id)
    this.#changed()
    return session
  }

  async rejectAuthentication(id: number): Promise<void> {
    await this.#kit.rejectSessionAuthenticate({ id, reason: USER_REJECTED })
    this.#authentications.delete(id)
    this.#changed()
  }

  sessions(): SessionTypes.Struct[] {
    return Object.values(this.#kit.getActiveSessions())
  }

  /** Ends a session from the wallet's side. */
  async disconnect(topic: string): Promise<void> {
    await this.#kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    this.#changed()
  }

  /** Tells the dapp the wallet moved to `chainId` (must be in the session). */
  async emitChainChanged(topic: string, chainId: number): Promise<void> {
    await this.#kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` })
  }

  /** Adds chains to a session (session_update), as a wallet does after adding a network. */
  async addChains(topic: string, chainIds: readonly number[]): Promise<void> {
    const session = this.#kit.getActiveSessions()[topic]
    const current = (session?.namespaces.eip155?.chains ?? []).map((id) => Number(id.split(':')[1]))
    await this.#kit.updateSession({ topic, namespaces: this.#namespaces([...new Set([...current, ...chainIds])]) })
  }

  /** The next request is answered with this error instead of being done. */
  failNextRequest(error: { readonly code: number; readonly message: string }): void {
    this.#scriptedErrors.push(error)
  }

  async destroy(): Promise<void> {
    this.#stopWatchingRelay()
    await this.#kit.core.relayer.transportClose().catch(() => undefined)
  }

  #namespaces(chainIds: readonly number[]): SessionTypes.Namespaces {
    return {
      eip155: {
        chains: chainIds.map((id) => `eip155:${id}`),
        accounts: chainIds.map((id) => `eip155:${id}:${this.account.address}`),
        methods: EIP155_METHODS,
        events: EIP155_EVENTS,
      },
    }
  }

  async #answer(request: WalletKitTypes.SessionRequest): Promise<void> {
    const { topic, id, params } = request
    const { method } = params.request
    const scripted = this.#scriptedErrors.shift()
    try {
      if (scripted) throw Object.assign(new Error(scripted.message), { code: scripted.code })
      const result = await this.#perform(method, params.request.params, params.chainId)
      this.answered.push({ method, chainId: params.chainId, result })
      await this.#kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (cause) {
      const error = { code: codeOf(cause), message: cause instanceof Error ? cause.message : String(cause) }
      this.answered.push({ method, chainId: params.chainId, error })
      await this.#kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error } })
    }
    this.#changed()
  }

  async #perform(method: string, params: unknown, caipChainId: string): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'personal_sign':
        return this.account.signMessage({ message: { raw: list[0] as Hex } })
      case 'eth_sendTransaction': {
        const chain = this.#chainOf(caipChainId)
        const transaction = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const client = createWalletClient({
          account: this.account,
          chain: defineChain({ id: chain.chainId, name: `anvil ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
          transport: http(chain.rpcUrl),
        })
        return client.sendTransaction({
          ...(transaction.to ? { to: transaction.to } : {}),
          ...(transaction.value ? { value: BigInt(transaction.value) } : {}),
          ...(transaction.data ? { data: transaction.data } : {}),
          ...(transaction.gas ? { gas: BigInt(transaction.gas) } : {}),
        })
      }
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt(String((list[0] as { chainId?: string } | undefined)?.chainId), 16)
        const session = this.sessions().find((each) => each.namespaces.eip155?.chains?.includes(`eip155:${target}`))
        if (!session) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
        await this.emitChainChanged(session.topic, target)
        return null
      }
      default:
        throw Object.assign(new Error(`Method not supported: ${method}`), { code: 4200 })
    }
  }

  #chainOf(caipChainId: string): AnvilWalletChain {
    const chain = this.#chains.find((each) => `eip155:${each.chainId}` === caipChainId)
    if (!chain) throw Object.assign(new Error(`Unrecognized chain ID ${caipChainId}`), { code: 4902 })
    return chain
  }

  #changed(): void {
    for (const listener of this.#changeListeners) listener()
  }
}

function describeProposal(proposal: WalletKitTypes.SessionProposal): PendingProposal {
  const { params } = proposal
  const chains = [
    ...Object.values(params.requiredNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? []),
    ...Object.values(params.optionalNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? []),
  ]
  const chainIds = [...new Set(chains.filter((chain) => chain.startsWith('eip155:')).map((chain) => Number(chain.slice('eip155:'.length))))]
  return { id: proposal.id, dappName: params.proposer.metadata.name, dappUrl: params.proposer.metadata.url, chainIds }
}

function codeOf(cause: unknown): number {
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined
  return typeof code === 'number' ? code : -32603
}

function describeAuthentication(request: WalletKitTypes.SessionAuthenticate): PendingAuthentication {
  const { authPayload, requester } = request.params
  return { id: request.id, dappName: requester.metadata.name, domain: authPayload.domain, chainIds: authPayload.chains.map((chain) => Number(chain.split(':')[1])) }
}
