import { getWallets } from '@wallet-standard/app'
import type { Wallet as StandardWallet } from '@wallet-standard/base'
import type { Connector } from '../../core/connectors/Connector.js'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import type { Logger } from '../../ports/Logger.js'
import { parseStandardWallet, type SolanaStandardWallet } from './parseStandardWallet.js'

/** The registry of Wallet Standard wallets: the page's (`getWallets()`), or one given for tests. */
export interface StandardWalletRegistry {
  get(): readonly StandardWallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: StandardWallet[]) => void): () => void
}

/** The connector id of a Wallet Standard wallet: its name, which the standard makes its identity. */
export const solanaConnectorIdOf = (name: string): string => `wallet-standard:${name.trim()}`

/**
 * The Solana connector list: every registered Wallet Standard wallet that passes
 * `parseStandardWallet`, now and later, and none that has unregistered. Each wallet is an
 * ANNOUNCED connector; a second wallet with a name already listed is refused with a warning.
 * Discovery starts on first use; `onChange` hears of each change to the list.
 */
export class SolanaWalletDiscovery {
  readonly #registry: () => StandardWalletRegistry
  readonly #logger: Logger
  readonly #onChange: (connectors: readonly Connector[]) => void
  #wallets: readonly SolanaStandardWallet[] = []
  #connectors: readonly Connector[] = []
  #stops: (() => void)[] | undefined
  readonly #refused = new WeakSet<object>()

  constructor(parameters: { readonly registry?: StandardWalletRegistry; readonly logger: Logger; readonly onChange: (connectors: readonly Connector[]) => void }) {
    this.#registry = () => parameters.registry ?? getWallets()
    this.#logger = parameters.logger
    this.#onChange = parameters.onChange
  }

  /** The connectors now (the same array while nothing changed). */
  connectors(): readonly Connector[] {
    this.#start()
    return this.#connectors
  }

  /** The wallet behind `connectorId`; ConnectorNotFoundError when there is none. */
  wallet(connectorId: string): SolanaStandardWallet {
    this.#start()
    const wallet = this.#wallets.find((candidate) => solanaConnectorIdOf(candidate.name) === connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ connectorId })
    return wallet
  }

  /** Stops following the registry. */
  stop(): void {
    for (const stop of this.#stops?.splice(0) ?? []) stop()
  }

  #start(): void {
    if (this.#stops) return
    const registry = this.#registry()
    this.#stops = [
      registry.on('register', () => this.#refresh(registry)),
      registry.on('unregister', () => this.#refresh(registry)),
    ]
    this.#refresh(registry, { quiet: true })
  }

  #refresh(registry: StandardWalletRegistry, { quiet = false } = {}): void {
    const kept: SolanaStandardWallet[] = []
    for (const candidate of registry.get()) {
      const parsed = parseStandardWallet(candidate)
      if (!parsed.ok) {
        this.#warnOnce(candidate, `walletport: a Wallet Standard wallet was not listed: ${parsed.reason}`)
        continue
      }
      const id = solanaConnectorIdOf(parsed.wallet.name)
      if (kept.some((wallet) => solanaConnectorIdOf(wallet.name) === id)) {
        this.#warnOnce(candidate, `walletport: a second Wallet Standard wallet named '${parsed.wallet.name}' was not listed`)
        continue
      }
      kept.push(parsed.wallet)
    }
    const changed = kept.length !== this.#wallets.length || kept.some((wallet, index) => wallet !== this.#wallets[index])
    if (!changed) return
    this.#wallets = kept
    this.#connectors = kept.map((wallet) => ({
      id: solanaConnectorIdOf(wallet.name),
      type: 'ANNOUNCED',
      name: wallet.name.trim(),
      chain: 'solana',
      imageUrl: wallet.icon,
      installed: true,
    }))
    if (!quiet) this.#onChange(this.#connectors)
  }

  #warnOnce(wallet: unknown, message: string): void {
    // Any page script can register anything (null, a string): only objects can be remembered.
    if (typeof wallet === 'object' && wallet !== null) {
      if (this.#refused.has(wallet)) return
      this.#refused.add(wallet)
    }
    this.#logger.warn(message)
  }
}
