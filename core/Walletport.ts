import type { Observable } from 'rxjs'
import type { Logger } from '../ports/Logger.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'
import type { WalletportEvent } from './CoreContext.js'
import { WalletportNotReadyError } from './errors/WalletportNotReadyError.js'
import type { NavigationMode } from './modal/Router.js'
import type { PlainView, RouteRequest } from './modal/views.js'
import type { ResolvedOptions, WalletportOptions } from './options/WalletportOptions.js'
import type { WalletportCommands, WalletportState } from './WalletportApi.js'
import type { WalletportCore } from './WalletportCore.js'

export type { WalletportCommands, WalletportState } from './WalletportApi.js'

/** Builds the instance: loads its code, validates the options, composes it. */
export type WalletportBuilder = () => Promise<WalletportCore>

/** How a lazily built instance starts loading by itself: `start` to be run later (e.g. after the first paint); returns a cancel function. */
export type WalletportStartSchedule = (start: () => void) => () => void

/** A `watchX` asked for before the instance arrived: attached on arrival. */
interface PendingWatch {
  readonly attach: (core: WalletportCore) => () => void
  stop?: () => void
  stopped?: boolean
}

/** An `open()` or `navigate()` asked for before the instance arrived: replayed on arrival, in order. */
interface QueuedAction {
  readonly kind: 'open' | 'navigate'
  readonly run: (core: WalletportCore) => void
}

/** The pieces of state, each read through `getX()`, `watchX()` and `x$`. */
const STATE_PIECES = [
  'State', 'Account', 'Network', 'Connectors', 'ConnectorList', 'Modal', 'Route', 'Siwx',
  'RemoteConfig', 'DirectoryWallets', 'AccountData', 'AccountNames', 'EmbeddedWallet', 'Onramp',
] as const
const COMMANDS = [
  'connect', 'disconnect', 'disconnectAll', 'signMessage', 'sendTransaction', 'prepareSend',
  'getSendMax', 'send', 'pay', 'signTypedData', 'getCapabilities', 'sendCalls', 'getCallsStatus',
  'request', 'refreshBalance', 'switchNetwork', 'removeNetwork', 'signIn', 'cancelSignIn',
  'signOut', 'loadTokens', 'loadActivity', 'loadMoreActivity', 'suggestAccountNames',
  'registerAccountName', 'resolveAccountName', 'accountNamesOf', 'connectEmail',
  'prepareEmailLogin', 'connectEmailDevice', 'connectEmailOtp', 'getEmailLoginCooldown',
  'connectSocial', 'connectFarcaster', 'connectSocialResult', 'updateEmail',
  'updateEmailPrimaryOtp', 'updateEmailSecondaryOtp', 'setPreferredAccountType', 'requestEmbedded',
  'loadOnramp', 'selectOnramp', 'fetchOnrampQuote', 'createOnrampCheckout', 'resetOnramp',
  'createSwap', 'loadRemoteConfig', 'prepareOpen',
] as const satisfies readonly (keyof WalletportCommands)[]

type Piece = (typeof STATE_PIECES)[number]
type PieceMember = `get${Piece}` | `watch${Piece}` | `${Uncapitalize<Piece>}$`
// Each member of the two interfaces is installed from the lists (a compile error names one left out).
type Unlisted = Exclude<keyof WalletportState, PieceMember> | Exclude<PieceMember, keyof WalletportState> | Exclude<keyof WalletportCommands, (typeof COMMANDS)[number]>
export const _EVERY_MEMBER_LISTED: [Unlisted] extends [never] ? true : Unlisted = true

// The state readers and the commands are installed on the prototype from the lists above (the
// class's static block), one generic delegate each: the facade stays small in the page's first chunk.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- checked by _EVERY_MEMBER_LISTED
export interface Walletport extends WalletportState, WalletportCommands {}

/**
 * One walletport instance: each piece of state as `getX()`, `watchX(listener)` (called with the
 * current value, then every change; returns unsubscribe) and `x$`, plus the commands, each a
 * use case. Instances share nothing (no module state).
 *
 * `createWalletport` returns it at once; its code (stores, schemas, use cases) loads after the
 * page's first paint, or on the first call that needs it, unless that code was loaded already
 * (`preloadWalletport()`, an earlier instance). Until then `watchX` and the commands wait for it,
 * `open()` opens on arrival, and synchronous reads (`getX()`, `x$`, `options`…) throw
 * WalletportNotReadyError: `await walletport.ready` first.
 * @example const wp = createWalletport({ networks: [mainnet] }); wp.watchAccount((account) => console.log(account.address))
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class Walletport {
  /**
   * Resolves once the instance has loaded, restored stored connections (or found none) and
   * started sign-in. Rejects when it could not be built: InvalidOptionsError, or its code failed
   * to load (a later call tries again).
   */
  readonly ready: Promise<void>
  /** The options as given to `createWalletport`, not yet validated (`options` holds the validated ones). */
  readonly givenOptions: WalletportOptions | undefined
  #instance: WalletportCore | undefined
  #loading: Promise<WalletportCore> | undefined
  readonly #build: WalletportBuilder | undefined
  readonly #logger: Pick<Logger, 'error'>
  #settle: { readonly resolve: (core: WalletportCore) => void; readonly reject: (error: unknown) => void } | undefined
  #queued: QueuedAction[] = []
  readonly #watches: PendingWatch[] = []
  #cancelStart: (() => void) | undefined
  #destroyed = false

  /**
   * An instance built already, or its builder: run when `schedule` says (after the first paint),
   * or by the first call that needs the instance, whichever comes first.
   */
  constructor(
    source: WalletportCore | WalletportBuilder,
    settings: { readonly givenOptions?: WalletportOptions; readonly schedule?: WalletportStartSchedule; readonly logger?: Pick<Logger, 'error'> } = {},
  ) {
    this.givenOptions = settings.givenOptions
    this.#logger = settings.logger ?? globalThis.console
    if (typeof source !== 'function') {
      this.#instance = source
      this.ready = source.ready
      return
    }
    this.#build = source
    const built = new Promise<WalletportCore>((resolve, reject) => (this.#settle = { resolve, reject }))
    this.ready = built.then((core) => core.ready)
    // Whoever awaits `ready` hears of a failed build; nobody awaiting it is no unhandled rejection.
    this.ready.catch(() => undefined)
    this.#cancelStart = settings.schedule?.(() => void this.#load().catch(() => undefined))
  }

  /** True once the instance's code has loaded and its state can be read. */
  get loaded(): boolean { return this.#instance !== undefined }
  /** Loads the instance now (it loads after the first paint otherwise); resolves once its state can be read. */
  load(): Promise<void> { return this.#load().then(() => undefined) }

  get options(): ResolvedOptions { return this.#core().options }
  get logger(): Logger { return this.#core().logger }
  /** The wallet listing AllWallets pages through, when one is configured. */
  get walletDirectory(): WalletDirectory | undefined { return this.#core().walletDirectory }
  /** Domain events (connects, switches, signatures, sign-ins…) as they happen. */
  get events$(): Observable<WalletportEvent> { return this.#core().events$ }

  /** True when an embedded wallet frame is configured (email login can be offered). */
  get hasEmbeddedWallet(): boolean { return this.#core().hasEmbeddedWallet }

  /**
   * Opens the modal (Connect when disconnected, Account when connected, or the given view); the
   * first open loads what a connect needs. Before the instance has loaded, it opens on arrival
   * (and the load starts now).
   */
  open(route?: RouteRequest): void {
    if (this.#instance) return this.#instance.open(route)
    this.#queue((core) => core.open(route), 'open')
  }
  /** Closes the modal unless a rule forbids it (then it shakes); returns whether it closed. Before the instance has loaded: cancels an open asked for meanwhile. */
  close(): boolean {
    if (this.#instance) return this.#instance.close()
    const before = this.#queued.length
    this.#queued = this.#queued.filter((action) => action.kind !== 'open')
    return this.#queued.length < before
  }
  /** Shows a view: pushed on the history (default), in place of the current one, or as the only one. */
  navigate(target: PlainView | RouteRequest, mode?: NavigationMode): void {
    if (this.#instance) return this.#instance.navigate(target, mode)
    this.#queue((core) => core.navigate(target, mode), 'navigate')
  }
  /** Back one view, or back to `history[toIndex]`; false (nothing changes) when there is none (always, before the instance has loaded). */
  goBack(toIndex?: number): boolean { return this.#instance?.goBack(toIndex) ?? false }

  /**
   * Stops listening to wallets, destroys the chain adapters it was given, cancels its timers and
   * completes every observable. Before the instance has loaded: nothing loads any more, and an
   * instance on its way is destroyed on arrival.
   */
  destroy(): void {
    this.#destroyed = true
    this.#cancelStart?.()
    this.#queued = []
    for (const watch of this.#watches.splice(0)) watch.stop?.()
    this.#instance?.destroy()
  }

  static {
    type Members = Record<string, (...args: unknown[]) => unknown>
    const call = (core: WalletportCore, name: string, args: unknown[]) => (core as unknown as Members)[name]?.(...args)
    const install = (name: string, descriptor: PropertyDescriptor) => Object.defineProperty(Walletport.prototype, name, { configurable: true, ...descriptor })
    for (const name of COMMANDS) {
      install(name, { writable: true, value(this: Walletport, ...args: unknown[]) { return this.#then(async (core) => call(core, name, args)) } })
    }
    for (const piece of STATE_PIECES) {
      const observable = `${piece.charAt(0).toLowerCase()}${piece.slice(1)}$`
      install(`get${piece}`, { writable: true, value(this: Walletport, ...args: unknown[]) { return call(this.#core(), `get${piece}`, args) } })
      install(`watch${piece}`, { writable: true, value(this: Walletport, ...args: unknown[]) { return this.#watch((core) => call(core, `watch${piece}`, args) as () => void) } })
      install(observable, { get(this: Walletport) { return (this.#core() as unknown as Record<string, unknown>)[observable] } })
    }
  }

  #core(): WalletportCore {
    if (this.#instance) return this.#instance
    throw new WalletportNotReadyError(this.#destroyed ? 'destroyed' : 'loading')
  }

  #load(): Promise<WalletportCore> {
    if (this.#instance) return Promise.resolve(this.#instance)
    if (this.#destroyed || !this.#build) return Promise.reject(new WalletportNotReadyError('destroyed'))
    this.#cancelStart?.()
    this.#cancelStart = undefined
    this.#loading ??= this.#build().then(
      (core) => this.#arrive(core),
      (error: unknown) => {
        this.#loading = undefined
        this.#settle?.reject(error)
        this.#settle = undefined
        this.#logger.error('walletport: the instance could not be built', error)
        throw error
      },
    )
    return this.#loading
  }

  /** The built instance takes over: pending watches attach, queued opens run, `ready` follows its own. */
  #arrive(core: WalletportCore): WalletportCore {
    if (this.#destroyed) {
      core.destroy()
      throw new WalletportNotReadyError('destroyed')
    }
    this.#instance = core
    this.#settle?.resolve(core)
    this.#settle = undefined
    for (const watch of this.#watches.splice(0)) if (!watch.stopped) watch.stop = watch.attach(core)
    for (const action of this.#queued.splice(0)) action.run(core)
    return core
  }

  #then<T>(call: (core: WalletportCore) => Promise<T>): Promise<T> {
    return this.#instance ? call(this.#instance) : this.#load().then(call)
  }

  #watch(attach: (core: WalletportCore) => () => void): () => void {
    if (this.#instance) return attach(this.#instance)
    const watch: PendingWatch = { attach }
    if (!this.#destroyed) this.#watches.push(watch)
    return () => {
      watch.stopped = true
      watch.stop?.()
    }
  }

  #queue(run: (core: WalletportCore) => void, kind: QueuedAction['kind']): void {
    if (this.#destroyed) return
    this.#queued.push({ kind, run })
    void this.#load().catch(() => undefined)
  }
}
