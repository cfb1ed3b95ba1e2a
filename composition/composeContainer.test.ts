import { describe, expect, it } from 'vitest'
import { SUPPORTED_CHAINS_CACHE_MS } from '../adapters/http/blockchainApi/accountCalls.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet } from '../core/network/presets.js'
import { parseOptions } from '../core/options/parseOptions.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import { TOKENS } from '../ports/tokens.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryProjectConfig } from '../test-doubles/InMemoryProjectConfig.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { InMemoryWalletDirectory } from '../test-doubles/InMemoryWalletDirectory.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../test-doubles/RecordingTelemetry.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { useMswServer } from '../tests/support/mswServer.js'
import type { BootPorts } from './bootPorts.js'
import { composeContainer } from './composeContainer.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

const API = 'https://local-api.test'
const { requests: seen } = useMswServer(...blockchainApiHandlers({ baseUrl: API, projectIds: ['p1'] }))
const withProject = () => parseOptions({ networks: [mainnet], projectId: 'p1', apiUrls: { blockchainApi: API } })
const bootWith = (clock = new ManualClock()): BootPorts => ({ clock, logger: new BufferedLogger({ clock }), storage: new InMemoryStorage(), chainAdapters: [new FakeChainAdapter()] })

describe('composeContainer', () => {
  it('behavior: binds the boot ports as given, and each given service override rebinds its token', () => {
    const boot = bootWith()
    const overrides = {
      telemetry: new RecordingTelemetry(),
      blockchainApi: new InMemoryBlockchainApi(),
      walletDirectory: new InMemoryWalletDirectory([]),
      projectConfig: new InMemoryProjectConfig(),
      embeddedWalletFrame: new FakeEmbeddedWalletFrame(),
    } satisfies Omit<Required<WalletportOverrides>, keyof BootPorts>

    const container = composeContainer(withProject(), boot, overrides)

    for (const [name, port] of Object.entries({ ...boot, ...overrides })) expect(container.get(TOKENS[name as keyof typeof TOKENS])).toBe(port)
  })

  it('behavior: an override given as undefined keeps the default; no frame is bound by default', () => {
    const container = composeContainer(withProject(), bootWith(), { blockchainApi: undefined, embeddedWalletFrame: undefined })

    expect(container.get(TOKENS.blockchainApi)).not.toBeInstanceOf(InMemoryBlockchainApi)
    expect(container.isBound(TOKENS.embeddedWalletFrame)).toBe(false)
  })

  it('behavior: the default Blockchain API caches in the instance’s storage, its expiry on the instance’s clock', async () => {
    const boot = bootWith(new ManualClock({ now: 5_000 }))
    const api = composeContainer(withProject(), boot).get<BlockchainApi>(TOKENS.blockchainApi)
    expect(seen).toEqual([])

    await api.getSupportedChains()

    expect(seen.map((url) => url.pathname)).toEqual(['/v1/supported-chains'])
    const stored = await boot.storage.get('blockchainApi:supportedChains')
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ expiresAt: 5_000 + SUPPORTED_CHAINS_CACHE_MS })
  })

  it('behavior: two containers share nothing; within one, each service is built once', () => {
    const tokens = [TOKENS.telemetry, TOKENS.blockchainApi, TOKENS.walletDirectory, TOKENS.projectConfig]
    const first = composeContainer(withProject(), bootWith())
    const second = composeContainer(withProject(), bootWith())

    for (const token of tokens) {
      expect(first.get(token)).not.toBe(second.get(token))
      expect(first.get(token)).toBe(first.get(token))
    }
  })
})
