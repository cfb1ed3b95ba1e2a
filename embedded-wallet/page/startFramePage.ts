import type { Clock } from '../../ports/Clock.js'
import { ApproveView } from './ApproveView.js'
import { adoptApproveStyles } from './approveStyles.js'
import type { BackendClient } from './BackendClient.js'
import type { ParentOriginSources } from './detectParentOrigin.js'
import { FetchBackendClient } from './FetchBackendClient.js'
import { FrameAccounts } from './FrameAccounts.js'
import { FrameSession } from './FrameSession.js'
import { FrameSmartAccounts } from './FrameSmartAccounts.js'
import { FrameWallet } from './FrameWallet.js'
import { JsonRpcClient } from './JsonRpcClient.js'
import { KeyVault } from './KeyVault.js'
import { openFrameDatabase } from './openFrameDatabase.js'
import { ParentChannel, type ChannelHost } from './ParentChannel.js'
import { readFrameConfig } from './readFrameConfig.js'
import { registerFrameHandlers } from './registerFrameHandlers.js'
import { renderRefusal } from './renderRefusal.js'
import type { ObserverFactory } from './VisibilityGate.js'

/** Everything the page takes from the browser, so a test can hand in its own. */
export interface FramePageEnvironment {
  readonly document: Document
  /** The page's window as the channel sees it: its parent and its message events. */
  readonly host: ChannelHost
  readonly origins: ParentOriginSources
  /** The page's own origin: the backend's default address. */
  readonly pageOrigin: string
  readonly indexedDB: IDBFactory
  readonly crypto: Crypto
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>
  readonly clock: Clock
  readonly createObserver: ObserverFactory
  /** Default: the HTTP backend at the config's `backendUrl`, else the page's origin. */
  readonly backend?: BackendClient
  readonly log?: (line: string, error?: unknown) => void
}

/** The running page's parts (tests look inside; the real page only starts it). */
export interface FramePage {
  readonly channel: ParentChannel
  readonly session: FrameSession
  readonly wallet: FrameWallet
  readonly approveView: ApproveView
}

/**
 * Reads the config, checks the embedder and, if it is allowed, builds and wires the frame:
 * storage, vault, backend, session, wallet, approve UI, channel. `undefined` when refused.
 * @example startFramePage({ document, host: window, origins, pageOrigin: location.origin, ... })
 */
export function startFramePage(environment: FramePageEnvironment): FramePage | undefined {
  const { document, clock } = environment
  const config = readFrameConfig(document)
  adoptApproveStyles(document)
  const log = environment.log
  const channel = new ParentChannel({
    host: environment.host,
    origins: environment.origins,
    // No readable config means allowed nowhere: refusing is the safe failure.
    allowedOrigins: config?.allowedOrigins ?? [],
    refuse: () => renderRefusal(document),
    ...(log ? { log } : {}),
  })
  const database = openFrameDatabase(environment.indexedDB, log)
  const backend = environment.backend ?? new FetchBackendClient({ baseUrl: config?.backendUrl ?? environment.pageOrigin, fetch: environment.fetch })
  const approveView = new ApproveView({ document, createObserver: environment.createObserver, clock })
  const session = new FrameSession({
    backend,
    database,
    vault: new KeyVault({ database, crypto: environment.crypto }),
    clock,
    randomId: () => environment.crypto.randomUUID(),
    onSessionUpdate: (handle) => channel.emit('SESSION_UPDATE', { handle }),
    onTheme: (theme) => approveView.applyTheme(theme),
  })
  const rpc = new JsonRpcClient({ fetch: environment.fetch, clock })
  const smartAccounts = config?.smartAccountNetworks?.length ? new FrameSmartAccounts({ networks: config.smartAccountNetworks, rpc }) : undefined
  const accounts = smartAccounts ? new FrameAccounts({ session, smartAccounts, database }) : undefined
  const wallet = new FrameWallet({
    account: () => session.account,
    solanaKey: () => session.solanaKey,
    approver: approveView,
    rpc,
    ...(smartAccounts && accounts ? { smartAccounts: { active: accounts, perform: smartAccounts } } : {}),
  })
  registerFrameHandlers({ channel, session, wallet, ...(accounts ? { accounts } : {}) })
  return channel.start() === 'open' ? { channel, session, wallet, approveView } : undefined
}
