import type { Connector } from '../../core/connectors/Connector.js'
import type { Logger } from '../../ports/Logger.js'
import { AnnouncedProviders } from './AnnouncedProviders.js'
import { buildEvmConnectors, type EvmConnectorEntry } from './buildEvmConnectors.js'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import { isEip1193Provider, type Eip1193Provider, type EvmWindow } from './Eip1193Provider.js'
import type { ViemChainAdapterOptions } from './ViemChainAdapterOptions.js'

/**
 * The EVM connector list: window.ethereum, EIP-6963 announcements and the providers given,
 * merged by `buildEvmConnectors`. Discovery starts on first use; `onChange` hears of each
 * announcement that changes the list.
 */
export class EvmConnectorDiscovery {
  readonly #options: ViemChainAdapterOptions
  readonly #logger: Logger
  readonly #onChange: (connectors: readonly Connector[]) => void
  #announced: AnnouncedProviders | undefined
  #entries: readonly EvmConnectorEntry[] = []
  #connectors: readonly Connector[] = []
  #started = false

  constructor(options: ViemChainAdapterOptions, logger: Logger, onChange: (connectors: readonly Connector[]) => void) {
    this.#options = options
    this.#logger = logger
    this.#onChange = onChange
  }

  /** The connectors now (the same array as before when nothing changed). */
  connectors(): readonly Connector[] {
    this.#start()
    this.#refresh()
    return this.#connectors
  }

  /** The provider behind `connectorId`; ConnectorNotFoundError when there is none. */
  provider(connectorId: string): Eip1193Provider {
    this.#start()
    this.#refresh()
    const entry = this.#entries.find((candidate) => candidate.connector.id === connectorId)
    if (!entry) throw new ConnectorNotFoundError({ connectorId })
    return entry.provider
  }

  /** Stops listening to announcements. */
  stop(): void {
    this.#announced?.stop()
  }

  #start(): void {
    if (this.#started) return
    this.#started = true
    if (this.#options.enableEIP6963 === false) return
    const global = globalThis.window as EvmWindow | undefined
    // mipd listens on the global window only; a window given in the options has no announcements.
    if (global === undefined || (this.#options.window !== undefined && this.#options.window !== global)) return
    this.#announced = new AnnouncedProviders(this.#logger)
    this.#announced.subscribe(() => {
      if (this.#refresh()) this.#onChange(this.#connectors)
    })
    this.#announced.start()
  }

  /** Recomputes the connector list; true when it changed (the previous array is kept otherwise). */
  #refresh(): boolean {
    const entries = buildEvmConnectors({
      injected: this.#injected(),
      announced: this.#announced?.list() ?? [],
      external: this.#options.providers ?? [],
    })
    const same =
      entries.length === this.#entries.length &&
      entries.every((entry, index) => {
        const before = this.#entries[index]
        return before?.provider === entry.provider && before.connector.id === entry.connector.id && before.connector.type === entry.connector.type
      })
    if (same) return false
    this.#entries = entries
    this.#connectors = entries.map((entry) => entry.connector)
    return true
  }

  #injected(): Eip1193Provider | undefined {
    if (this.#options.enableInjected === false) return undefined
    try {
      const ethereum = (this.#options.window ?? (globalThis.window as EvmWindow | undefined))?.ethereum
      return isEip1193Provider(ethereum) ? ethereum : undefined
    } catch (error) {
      // A hostile or broken getter on window.ethereum must not break the connector list.
      this.#logger.warn('Could not read window.ethereum', error)
      return undefined
    }
  }
}
