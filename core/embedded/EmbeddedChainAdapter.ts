import type { Account } from '../account/Account.js'
import { ChainDisconnectedError, UnauthorizedProviderError } from '../errors/walletErrors.js'
import type { Network } from '../network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, EvmTransactionRequest, TransactionRequest } from '../../ports/ChainAdapter.js'
import { ChainNotSupportedError } from '../errors/notFoundErrors.js'
import { isSolanaTransfer } from '../transactions/transactionForm.js'
import type { EmbeddedParts } from './EmbeddedParts.js'
import { typeFrameError } from './typeFrameError.js'

import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from './authConnector.js'

const SIGNATURE = /^0x(?:[0-9a-f]{2})+$/i
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

/**
 * The eip155 ChainAdapter with the AUTH connector beside the base adapter's: the embedded wallet
 * signs and sends through the gate (`EmbeddedWalletRpc`); every other connector, and every read
 * (balances), stays with the base adapter.
 * It lives in the embedded wallet's lazy chunk; `withEmbeddedWallet` is the shell a page carries.
 * @example new EmbeddedChainAdapter(viemAdapter, async () => parts)
 */
export class EmbeddedChainAdapter implements ChainAdapter {
  readonly namespace: ChainAdapter['namespace']
  readonly #base: ChainAdapter
  readonly #load: () => Promise<Pick<EmbeddedParts, 'wallet' | 'rpc'>>
  #accounts: readonly Account[] = []
  /** The network the embedded session is on (kept from the last connect or switch). */
  #network: Network | undefined

  constructor(base: ChainAdapter, load: () => Promise<Pick<EmbeddedParts, 'wallet' | 'rpc'>>) {
    this.namespace = base.namespace
    this.#base = base
    this.#load = load
  }

  getConnectors(): ReturnType<ChainAdapter['getConnectors']> {
    return [AUTH_CONNECTOR, ...this.#base.getConnectors()]
  }

  async connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return this.#base.connect(params)
    return this.#session(params.network)
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return this.#base.reconnect(params)
    const { wallet } = await this.#load()
    if (!(await wallet.isConnected())) {
      await wallet.signOut()
      throw new UnauthorizedProviderError({ details: { connectorId: AUTH_CONNECTOR_ID, reason: 'no embedded wallet session' } })
    }
    return this.#session(params.network)
  }

  async disconnect(params: { readonly connectorId: string }): Promise<void> {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return this.#base.disconnect(params)
    this.#accounts = []
    await (await this.#load()).wallet.signOut()
  }

  async getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    return params.connectorId === AUTH_CONNECTOR_ID ? this.#accounts : this.#base.getAccounts(params)
  }

  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return this.#base.switchNetwork(params)
    const { wallet } = await this.#load()
    await typeFrameError(() => wallet.switchNetwork(params.network))
    this.#network = params.network
  }

  getBalance(params: { readonly address: string; readonly network: Network }): ReturnType<ChainAdapter['getBalance']> {
    return this.#base.getBalance(params)
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return this.#base.signMessage(params)
    const network = this.#network
    if (!network) throw new UnauthorizedProviderError({ details: { connectorId: AUTH_CONNECTOR_ID, reason: 'not connected' } })
    const { rpc } = await this.#load()
    const signature = await rpc.request({ method: 'personal_sign', params: [utf8ToHex(params.message), params.address], network })
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new UnauthorizedProviderError({ details: { reason: 'malformed signature' } })
    return signature
  }

  async sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string> {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return this.#base.sendTransaction(params)
    if (this.#network?.caipNetworkId !== params.network.caipNetworkId) {
      throw new ChainDisconnectedError({ details: { walletNetwork: this.#network?.caipNetworkId, requested: params.network.caipNetworkId } })
    }
    const { rpc } = await this.#load()
    if (isSolanaTransfer(params.transaction)) throw new ChainNotSupportedError({ caipNetworkId: params.network.caipNetworkId })
    const transaction = toRpcTransaction(params.transaction)
    const hash = await rpc.request({ method: 'eth_sendTransaction', params: [transaction], network: params.network })
    if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new UnauthorizedProviderError({ details: { reason: 'malformed transaction hash' } })
    return hash
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    return this.#base.on(listener)
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #session(network: Network): Promise<ConnectResult> {
    const { wallet } = await this.#load()
    const user = await typeFrameError(() => wallet.getUser({ network }))
    const addresses = user.accounts?.length ? user.accounts : [{ address: user.address, type: 'eoa' as const }]
    // The preferred account first: it is the one the app uses.
    const ordered = [...addresses].sort((a, b) => Number(b.address === user.address) - Number(a.address === user.address))
    this.#accounts = ordered.map((account) => ({ namespace: 'eip155', address: account.address, type: account.type }))
    this.#network = network
    return { accounts: this.#accounts, chainId: user.chainId, user }
  }
}

function utf8ToHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function toRpcTransaction(transaction: EvmTransactionRequest): Record<string, string> {
  return {
    from: transaction.from,
    to: transaction.to,
    ...(transaction.value !== undefined ? { value: `0x${transaction.value.toString(16)}` } : {}),
    ...(transaction.data !== undefined ? { data: transaction.data } : {}),
    ...(transaction.gas !== undefined ? { gas: `0x${transaction.gas.toString(16)}` } : {}),
  }
}
