import { isAddress } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { invalidParams, ProviderRpcError, RPC_ERROR } from './ProviderRpcError.js'
import { toHexChainId } from './rpcParams.js'

/** A chain the test wallet knows: where it reads and sends for that chain id. */
export interface TestWalletChain {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name?: string
}

/** One EIP-1193 request as the wallet received it. */
export interface TestWalletRequest {
  readonly method: string
  readonly params?: unknown
}

/** The EIP-1193 provider events. */
export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

/** An event listener, typed loosely as EIP-1193 listeners are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the EIP-1193 listener signature; each event has its own arguments
export type TestWalletListener = (...args: any[]) => void

/**
 * The state a wallet keeps (known chains, accounts, selection, current chain, authorization,
 * lock) and the events a site observes when it changes.
 */
export class TestWalletState {
  readonly chains = new Map<number, TestWalletChain>()
  readonly accounts: readonly PrivateKeyAccount[]
  selected = 0
  chainId: number
  authorized: boolean
  locked = false
  gone = false
  readonly #listeners = new Map<string, Set<TestWalletListener>>()

  constructor(chains: readonly TestWalletChain[], accounts: readonly PrivateKeyAccount[], authorized: boolean) {
    const [current] = chains
    if (!current) throw new TypeError('Eip1193TestWallet: give at least one chain')
    for (const chain of chains) this.chains.set(chain.chainId, chain)
    this.chainId = current.chainId
    this.accounts = accounts
    this.authorized = authorized
  }

  /** Applies a change of state and emits what a site would observe: accountsChanged and/or chainChanged. */
  change(mutate: () => void): void {
    const accountsBefore = this.visibleAddresses()
    const chainBefore = this.chainId
    mutate()
    const accountsAfter = this.visibleAddresses()
    if (accountsAfter.join() !== accountsBefore.join()) this.emit('accountsChanged', accountsAfter)
    if (this.chainId !== chainBefore) this.emit('chainChanged', toHexChainId(this.chainId))
  }

  /** Every account, selected first. */
  orderedAccounts(): readonly PrivateKeyAccount[] {
    const selected = this.accounts[this.selected]
    return selected ? [selected, ...this.accounts.filter((account) => account !== selected)] : this.accounts
  }

  /** What eth_accounts shows the site: every account, selected first, once authorized and unlocked. */
  visibleAddresses(): `0x${string}`[] {
    return this.authorized && !this.locked ? this.orderedAccounts().map((account) => account.address) : []
  }

  /** The account behind `value` if the site may use it: -32602 for no address, 4100 for one not authorized (unknown, or the wallet locked). */
  authorizedAccount(value: unknown): PrivateKeyAccount {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalidParams(`expected an address, got ${JSON.stringify(value)}`)
    const wanted = value.toLowerCase()
    const account = this.authorized && !this.locked ? this.accounts.find((candidate) => candidate.address.toLowerCase() === wanted) : undefined
    if (!account) throw new ProviderRpcError(RPC_ERROR.unauthorized, `The requested account and/or method has not been authorized by the user (${value}).`)
    return account
  }

  on(event: string, listener: TestWalletListener): void {
    const listeners = this.#listeners.get(event) ?? new Set()
    listeners.add(listener)
    this.#listeners.set(event, listeners)
  }

  off(event: string, listener: TestWalletListener): void {
    this.#listeners.get(event)?.delete(listener)
  }

  /** How many listeners `event` has (every event's when none is named). */
  listenerCount(event?: string): number {
    const sets = event === undefined ? [...this.#listeners.values()] : [this.#listeners.get(event) ?? new Set()]
    return sets.reduce((sum, listeners) => sum + listeners.size, 0)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // Like a real provider's safe emitter: one failing listener neither stops the others nor the wallet.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
}
