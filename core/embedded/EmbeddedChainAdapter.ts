import type { Account } from '../account/Account.js'
import { ChainDisconnectedError, UnauthorizedProviderError } from '../errors/walletErrors.js'
import type { Network } from '../network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, EvmTransactionRequest, TransactionRequest } from '../../ports/ChainAdapter.js'
import { ChainNotSupportedError } from '../errors/notFoundErrors.js'
import { isSolanaTransfer } from '../transactions/transactionForm.js'
import type { EmbeddedWallet } from './EmbeddedWallet.js'
import type { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'
import { typeFrameError } from './typeFrameError.js'

import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from './authConnector.js'

const SIGNATURE = /^0x(?:[0-9a-f]{2})+$/i
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

/**
 * The AUTH connector's calls: the embedded wallet signs and sends through the gate
 * (`EmbeddedWalletRpc`); reads (balances) and events stay with the base adapter.
 * It lives in the embedded wallet's lazy chunk; `withEmbeddedWallet` routes the AUTH connector's
 * calls here and every other connector's to the base adapter.
 * @example new EmbeddedChainAdapter({ base: viemAdapter, wallet, rpc })
 */
export class EmbeddedChainAdapter implements ChainAdapter {
  readonly namespace: ChainAdapter['namespace']
  readonly #base: ChainAdapter
  readonly #wallet: EmbeddedWallet
  readonly #rpc: EmbeddedWalletRpc
  #accounts: readonly Account[] = []
  /** The network the embedded session is on (kept from the last connect or switch). */
  #network: Network | undefined

  constructor(parts: { readonly base: ChainAdapter; readonly wallet: EmbeddedWallet; readonly rpc: EmbeddedWalletRpc }) {
    this.namespace = parts.base.namespace
    this.#base = parts.base
    this.#wallet = parts.wallet
    this.#rpc = parts.rpc
  }

  getConnectors(): ReturnType<ChainAdapter['getConnectors']> {
    return [AUTH_CONNECTOR, ...this.#base.getConnectors()]
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
    const signature = await this.#rpc.request({ method: 'personal_sign', params: [utf8ToHex(params.message), params.address], network })
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new UnauthorizedProviderError({ details: { reason: 'malformed signature' } })
    return signature
  }

  async sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string> {
    if (this.#network?.caipNetworkId !== params.network.caipNetworkId) {
      throw new ChainDisconnectedError({ details: { walletNetwork: this.#network?.caipNetworkId, requested: params.network.caipNetworkId } })
    }
    if (isSolanaTransfer(params.transaction)) throw new ChainNotSupportedError({ caipNetworkId: params.network.caipNetworkId })
    const transaction = toRpcTransaction(params.transaction)
    const hash = await this.#rpc.request({ method: 'eth_sendTransaction', params: [transaction], network: params.network })
    if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new UnauthorizedProviderError({ details: { reason: 'malformed transaction hash' } })
    return hash
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
