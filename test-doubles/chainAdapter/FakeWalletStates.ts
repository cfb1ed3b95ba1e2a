import type { Account } from '../../core/account/Account.js'
import { UnauthorizedProviderError } from '../../core/errors/walletErrors.js'
import type { ChainNamespace } from '../../core/network/Network.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'

/** What the wallet behind one connector keeps. */
export interface WalletState {
  authorized: boolean
  connected: boolean
  accounts: readonly Account[]
  chainId: number | string
  readonly knownChainIds: Set<string>
}

/** How every connector's wallet starts. */
export type InitialWalletState = Omit<WalletState, 'knownChainIds'> & { readonly knownChainIds: readonly string[] }

/** The wallet state behind each connector, created from the initial state on first use. */
export class FakeWalletStates {
  readonly #namespace: ChainNamespace
  readonly #initial: InitialWalletState
  readonly #wallets = new Map<string, WalletState>()

  constructor(namespace: ChainNamespace, initial: InitialWalletState) {
    this.#namespace = namespace
    this.#initial = initial
  }

  /** The wallet behind `connectorId` (created on first use). */
  get(connectorId: string): WalletState {
    let wallet = this.#wallets.get(connectorId)
    if (!wallet) {
      wallet = { ...this.#initial, knownChainIds: new Set(this.#initial.knownChainIds) }
      this.#wallets.set(connectorId, wallet)
    }
    return wallet
  }

  /** The wallet behind `connectorId` if it was ever used. */
  find(connectorId: string): WalletState | undefined {
    return this.#wallets.get(connectorId)
  }

  /** Matches the state to what the wallet said: `accountsChanged` to [] and `disconnect` end the connection. */
  apply(event: Exclude<ChainAdapterEvent, { type: 'connectorsChanged' }>): void {
    switch (event.type) {
      case 'accountsChanged': {
        const wallet = this.get(event.connectorId)
        wallet.accounts = event.accounts
        if (event.accounts.length === 0) {
          wallet.connected = false
          wallet.authorized = false
        }
        break
      }
      case 'chainChanged':
        this.get(event.connectorId).chainId = event.chainId
        this.get(event.connectorId).knownChainIds.add(String(event.chainId))
        break
      case 'disconnect': {
        const wallet = this.get(event.connectorId)
        wallet.connected = false
        wallet.authorized = false
        break
      }
    }
  }

  /** Throws UnauthorizedProviderError unless the wallet is connected and holds `address`. */
  assertOwns(wallet: WalletState, connectorId: string, address: string): void {
    const owns = wallet.accounts.some((account) => this.#sameAddress(account.address, address))
    if (!wallet.connected || !owns) throw new UnauthorizedProviderError({ details: { connectorId, address } })
  }

  #sameAddress(a: string, b: string): boolean {
    // EVM addresses are case-insensitive (checksum casing); other namespaces' are not.
    return this.#namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
  }
}
