/** A walletport with sign-in on the fake wallet, virtual time and in-memory storage, for the flow tests. */
import { createWalletport } from '../../../composition/createWalletport.js'
import type { WalletportEvent } from '../../../core/CoreContext.js'
import { BufferedLogger } from '../../../core/logging/BufferedLogger.js'
import type { SiweConfig, SiwxConfig } from '../../../core/siwx/Siwx.js'
import type { Network } from '../../../core/network/Network.js'
import { mainnet, polygon } from '../../../core/network/presets.js'
import { LocalSiwx, type LocalSiwxOptions } from '../../../core/siwx/LocalSiwx.js'
import type { Walletport } from '../../../core/Walletport.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../../../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../../../test-doubles/ManualClock.js'
import { fakeSiwxVerifier } from './fakeSiwxVerifier.js'

export const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const HOUR = 3_600_000

export interface SiwxSetupOptions {
  readonly storage?: InMemoryStorage
  readonly clock?: ManualClock
  readonly chain?: FakeChainAdapter
  /** Default: Ethereum and Polygon. */
  readonly networks?: readonly Network[]
  readonly siwx?: (deps: { storage: InMemoryStorage; clock: ManualClock }) => SiwxConfig | undefined
  readonly siweConfig?: SiweConfig
  readonly local?: Partial<LocalSiwxOptions>
}

export interface SiwxSetup {
  readonly walletport: Walletport
  readonly chain: FakeChainAdapter
  readonly storage: InMemoryStorage
  readonly clock: ManualClock
  readonly events: WalletportEvent[]
}

/** A LocalSiwx for app.example (24 h sessions) unless `siwx` or `siweConfig` says otherwise. */
export function setupSiwx(options: SiwxSetupOptions = {}): SiwxSetup {
  const storage = options.storage ?? new InMemoryStorage()
  const clock = options.clock ?? new ManualClock()
  const chain = options.chain ?? new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const siwx = options.siwx
    ? options.siwx({ storage, clock })
    : options.siweConfig
      ? undefined
      : new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', storage, clock, verifiers: [fakeSiwxVerifier()], expiresInMs: 24 * HOUR, ...options.local })
  const walletport = createWalletport(
    { networks: options.networks ?? [mainnet, polygon], ...(siwx ? { siwx } : {}), ...(options.siweConfig ? { siweConfig: options.siweConfig } : {}) },
    { chainAdapters: [chain], storage, clock, logger: new BufferedLogger({ clock, level: 'silent' }) },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, chain, storage, clock, events }
}

/** Connects the fake wallet (once the instance, and its lazily loaded sign-in code, is ready) and lets the sign-in check run. */
export async function connectFake(context: SiwxSetup): Promise<void> {
  await context.walletport.ready
  await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  await flushMicrotasks()
}

/** An integrator's own config in front of a LocalSiwx, so a test can break one method. */
export function delegateTo(local: LocalSiwx): SiwxConfig {
  return {
    createMessage: (input) => local.createMessage(input),
    addSession: (session) => local.addSession(session),
    revokeSession: (chainId, address) => local.revokeSession(chainId, address),
    setSessions: (sessions) => local.setSessions(sessions),
    getSessions: (chainId, address) => local.getSessions(chainId, address),
    getRequired: () => local.getRequired(),
  }
}

/** The current modal view. */
export const viewOf = (context: SiwxSetup): string => context.walletport.getRoute().view
