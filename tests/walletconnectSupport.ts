/**
 * Shared set-up of the WalletConnect tests: one local relay and two anvils per file, a real
 * walletkit wallet and a walletport instance with the WalletConnect adapter per test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { WalletConnectChainAdapter } from '../adapters/walletconnect/WalletConnectChainAdapter.js'
import type { SignClientModule } from '../adapters/walletconnect/WalletConnectChainAdapterOptions.js'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import type { Clock } from '../ports/Clock.js'
import type { SiwxConfig } from '../core/siwx/Siwx.js'
import { AnvilWalletKit } from '../demo/wallet/AnvilWalletKit.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { startLocalRelay, type LocalRelay } from '../test-doubles/relay/index.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

export const FIRST = ANVIL_ACCOUNTS[0] as (typeof ANVIL_ACCOUNTS)[number]
export const SECOND = ANVIL_ACCOUNTS[1] as (typeof ANVIL_ACCOUNTS)[number]

/** What a test file gets: filled in `beforeAll`. */
export interface WalletConnectWorld {
  relay: LocalRelay
  chainA: AnvilInstance
  chainB: AnvilInstance
  networkA: Network
  networkB: Network
}

/** Registers the file's relay + anvils and the per-test cleanup; returns the (late-filled) world. */
export function useWalletConnectWorld(): WalletConnectWorld {
  const world = {} as WalletConnectWorld
  beforeAll(async () => {
    process.env.IS_VITEST = 'true' // walletkit skips the verify server
    process.env.DISABLE_GLOBAL_CORE = 'true' // each client its own core, as in separate pages
    ;[world.relay, world.chainA, world.chainB] = await Promise.all([startLocalRelay(), startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
    world.networkA = anvilAt(world.chainA.rpcUrl, 31337)
    world.networkB = anvilAt(world.chainB.rpcUrl, 31338)
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  afterAll(async () => {
    await Promise.all([world.relay.stop(), world.chainA.stop(), world.chainB.stop()])
  })
  return world
}

const cleanups: (() => Promise<void>)[] = []

/** A walletkit wallet with anvil's first key, on both chains unless told otherwise. */
export async function createWallet(world: WalletConnectWorld, chainIds: readonly number[] = [31337, 31338], options: { readonly authenticate?: boolean } = {}): Promise<AnvilWalletKit> {
  const rpc = { 31337: world.chainA.directUrl, 31338: world.chainB.directUrl } as Record<number, string>
  const wallet = await AnvilWalletKit.create({
    relayUrl: world.relay.url,
    privateKey: FIRST.privateKey,
    chains: chainIds.map((chainId) => ({ chainId, rpcUrl: rpc[chainId] ?? '' })),
    ...options,
  })
  cleanups.push(() => wallet.destroy())
  return wallet
}

/** A dapp: walletport with the WalletConnect adapter over a viem base adapter. */
export function createDapp(
  world: WalletConnectWorld,
  options: { siwx?: SiwxConfig; storage?: InMemoryStorage; clock?: Clock; relayUrl?: string; relayTimeoutMs?: number; storagePrefix?: string; loadSignClient?: () => Promise<SignClientModule> } = {},
) {
  const networks = [world.networkA, world.networkB]
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const storage = options.storage ?? new InMemoryStorage()
  const adapter = new WalletConnectChainAdapter({
    networks,
    projectId: 'walletport-test',
    relayUrl: options.relayUrl ?? world.relay.url,
    metadata: { name: 'walletport test dapp', description: 'tests', url: 'http://127.0.0.1', icons: [] },
    base: new ViemChainAdapter({ networks, logger, enableInjected: false, enableEIP6963: false }),
    storage,
    storagePrefix: options.storagePrefix ?? `dapp-${Math.random().toString(36).slice(2)}`,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.relayTimeoutMs ? { relayTimeoutMs: options.relayTimeoutMs } : {}),
    ...(options.loadSignClient ? { loadSignClient: options.loadSignClient } : {}),
  })
  cleanups.push(() => adapter.destroy())
  const walletport = createWalletport({ networks, ...(options.siwx ? { siwx: options.siwx } : {}) }, { chainAdapters: [adapter], storage, logger })
  return { adapter, walletport, storage }
}

/** Resolves when the pairing view would show a URI. */
export function nextPairingUri(adapter: WalletConnectChainAdapter, previous?: string): Promise<string> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const state = adapter.pairing.getSnapshot()
      if (state.status === 'pending' && state.uri !== previous) {
        off()
        resolve(state.uri)
        return true
      }
      return false
    }
    const off = adapter.pairing.subscribe(() => void check())
    check()
  })
}

/** Connects through WalletConnect with the wallet approving `chainIds` (default: all it has). */
export async function connectThroughWallet(dapp: ReturnType<typeof createDapp>, wallet: AnvilWalletKit, chainIds?: readonly number[]) {
  const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
  const uri = await nextPairingUri(dapp.adapter)
  const proposal = wallet.nextProposal()
  await wallet.pair(uri)
  const session = await wallet.approve((await proposal).id, chainIds ? { chainIds } : {})
  await connecting
  return session
}
