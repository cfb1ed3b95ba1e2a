import { importUseCases } from '../lazy/importUseCases.js'
import type { Observable } from 'rxjs'
import type { Logger } from '../../ports/Logger.js'
import type { WalletDirectory } from '../../ports/WalletDirectory.js'
import { isAbortError } from '../errors/isAbortError.js'
import type { Wallet } from '../connectors/Wallet.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import { Store } from '../state/Store.js'

/** The directory wallets the Connect view lists: the featured ids and the 4 recommended. */
export interface DirectoryWalletsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed'
  /** Entries of `featuredWalletIds` (the connect list orders them). */
  readonly featured: readonly Wallet[]
  /** The directory's top 4 for the app's chains, honouring include / exclude, featured ones left out. */
  readonly recommended: readonly Wallet[]
}

/** The options the directory queries follow; `networks` narrow the recommended to the app's mainnets. */
export type DirectoryWalletsOptions = Pick<ResolvedOptions, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'> & {
  readonly networks?: ResolvedOptions['networks']
}

const IDLE: DirectoryWalletsState = { status: 'idle', featured: [], recommended: [] }

/**
 * Loads the Connect view's directory wallets once, when first needed (walletport: the first
 * modal open; never at page load). Without a directory nothing is asked. A failure leaves
 * the lists empty (the connectors still show) and the next `load()` tries again.
 * @example await new DirectoryWallets({ directory, options, logger }).load()
 */
export class DirectoryWallets {
  readonly state$: Observable<DirectoryWalletsState>
  readonly #store = new Store<DirectoryWalletsState>(IDLE)
  readonly #directory: WalletDirectory | undefined
  readonly #options: DirectoryWalletsOptions
  readonly #logger: Logger
  #loading: Promise<void> | undefined

  constructor(parameters: {
    readonly directory?: WalletDirectory | undefined
    /** `networks` narrow the recommended to wallets for the app's mainnets (directoryChainsOf). */
    readonly options: DirectoryWalletsOptions
    readonly logger: Logger
  }) {
    this.#directory = parameters.directory
    this.#options = parameters.options
    this.#logger = parameters.logger
    this.state$ = this.#store.state$
  }

  getSnapshot(): DirectoryWalletsState {
    return this.#store.getSnapshot()
  }

  /** Fetches unless loaded or loading. */
  load(): Promise<void> {
    const directory = this.#directory
    if (!directory || this.#store.getSnapshot().status === 'ready') return Promise.resolve()
    this.#loading ??= this.#fetch(directory).finally(() => {
      this.#loading = undefined
    })
    return this.#loading
  }

  complete(): void {
    this.#store.complete()
  }

  async #fetch(directory: WalletDirectory): Promise<void> {
    this.#store.update((state) => ({ ...state, status: 'loading' }))
    try {
      // The queries are in the use cases' lazy chunk, which the first open loads anyway.
      const { fetchDirectoryWallets } = await importUseCases()
      const { featured, recommended } = await fetchDirectoryWallets(directory, this.#options)
      this.#store.set({ status: 'ready', featured, recommended })
    } catch (error) {
      if (!isAbortError(error)) this.#logger.warn('walletport: the wallet directory could not be read; the connect list shows wallets in this browser only', error)
      this.#store.update((state) => ({ ...state, status: 'failed' }))
    }
  }
}
