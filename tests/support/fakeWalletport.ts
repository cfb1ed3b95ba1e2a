import { mainnet, polygon } from '../../core/network/presets.js'
import type { WalletportEvent } from '../../core/CoreContext.js'
import { createWalletport, type WalletportOverrides } from '../../composition/createWalletport.js'
import { FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'

/**
 * A fresh instance on mainnet and polygon with a fake EVM wallet, memory storage, a manual
 * clock and recording telemetry (each replaceable), plus the events it emitted.
 * @example const { walletport, chain } = fakeWalletport()
 */
export function fakeWalletport(overrides: WalletportOverrides = {}, options: Partial<Parameters<typeof createWalletport>[0]> = {}) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const storage = new InMemoryStorage()
  const clock = new ManualClock()
  const telemetry = new RecordingTelemetry()
  const walletport = createWalletport({ networks: [mainnet, polygon], ...options }, { chainAdapters: [chain], storage, clock, telemetry, ...overrides })
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, chain, storage, clock, telemetry, events }
}
