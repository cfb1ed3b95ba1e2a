import type { Account } from '../account/Account.js'
import { ChainDisconnectedError, UnauthorizedProviderError, UnsupportedProviderMethodError } from '../errors/walletErrors.js'
import type { Network } from '../network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, TransactionRequest, WalletRpcMethod } from '../../ports/ChainAdapter.js'
import type { EmbeddedSigning } from './EmbeddedSigning.js'
import type { EmbeddedWallet } from './EmbeddedWallet.js'
import { typeFrameError } from './typeFrameError.js'

import { authConnectorFor, AUTH_CONNECTOR_ID } from './authConnector.js'

/**
 * The AUTH connector's calls in one namespace: the embedded wallet's session (its user and
 * accounts on a network), signing through the namespace's `EmbeddedSigning`; reads (balances)
 * and events stay with the base adapter. It lives in the embedded wallet's lazy chunk;
 * `withEmbeddedWallet` routes the AUTH connector's calls here and every other connector's to the
 * base adapter.
 * @example new EmbeddedChainAdapter({ base: viemAdapter, wallet, signing: evmEmbeddedSigning(rpc) })
 */
export class EmbeddedChainAdapter implements ChainAdapter {
  readonly namespace: ChainAdapter['namespace']
  readonly #base: ChainAdapter
  readonly #wallet: EmbeddedWallet
  readonly #signing: EmbeddedSigning
  #accounts: readonly Account[] = []
  /** The network the embedded session is on (kept from the last connect or switch). */
  #network: Network | undefined

  constructor(parts: { readonly base: ChainAdapter; readonly wallet: EmbeddedWallet; readonly signing: EmbeddedSigning }) {
    this.namespace = parts.base.namespace
    this.#base = parts.base
    this.#wallet = parts.wallet
    this.#signing = parts.signing
  }

  getConnectors(): ReturnType<ChainAdapter['getConnectors']> {
    return [authConnectorFor(this.namespace), ...this.#base.getConnectors()]
  }

  async connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    return this.#session(params.network)
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    const wallet = this.#wallet
    if (!(await wallet.isConnected())) {
      await wallet.signOut()
      throw new UnauthorizedProviderError({ details: { connectorId: AUTH_CONNECTOR_ID, reason: 'no embedded wallet session' } })
    }
    return this.#session(params.network)
  }

  async disconnect(_params: { readonly connectorId: string }): Promise<void> {
    this.#accounts = []
    await this.#wallet.signOut()
  }

  async getAccounts(_params: { readonly connectorId: string }): Promise<readonly Account[]> {
    return this.#accounts
  }

  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    await typeFrameError(() => this.#wallet.switchNetwork(params.network))
    this.#network = params.network
  }

  getBalance(params: { readonly address: string; readonly network: Network }): ReturnType<ChainAdapter['getBalance']> {
    return this.#base.getBalance(params)
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    const network = this.#network
    if (!network) throw new UnauthorizedProviderError({ details: { connectorId: AUTH_CONNECTOR_ID, reason: 'not connected' } })
    return this.#signing.signMessage({ address: params.address, message: params.message, network })
  }

  async sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string> {
    if (this.#network?.caipNetworkId !== params.network.caipNetworkId) {
      throw new ChainDisconnectedError({ details: { walletNetwork: this.#network?.caipNetworkId, requested: params.network.caipNetworkId } })
    }
    return this.#signing.sendTransaction({ network: params.network, transaction: params.transaction })
  }

  async request(params: { readonly connectorId: string; readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown> {
    if (!this.#signing.request) throw new UnsupportedProviderMethodError({ details: { method: params.method } })
    return this.#signing.request({ network: params.network, method: params.method, params: params.params })
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    return this.#base.on(listener)
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #session(network: Network): Promise<ConnectResult> {
    const user = await typeFrameError(() => this.#wallet.getUser({ network }))
    const addresses = user.accounts?.length ? user.accounts : [{ address: user.address, type: 'eoa' as const }]
    // The preferred account first: it is the one the app uses.
    const ordered = [...addresses].sort((a, b) => Number(b.address === user.address) - Number(a.address === user.address))
    this.#accounts = ordered.map((account) => ({ namespace: this.namespace, address: account.address, type: account.type }))
    this.#network = network
    return { accounts: this.#accounts, chainId: chainReference(user.chainId), user }
  }
}

/** The frame names a solana chain by its CAIP-2 id; a connection result carries the reference part. */
function chainReference(chainId: number | string): number | string {
  return typeof chainId === 'string' && chainId.includes(':') ? chainId.slice(chainId.indexOf(':') + 1) : chainId
}
