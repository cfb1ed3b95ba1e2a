import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUPPORTED_CHAINS_CACHE_MS } from '../adapters/http/blockchainApi/accountCalls.js'
import { SystemClock } from '../adapters/clock/SystemClock.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet } from '../core/network/presets.js'
import { parseOptions } from '../core/options/parseOptions.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { Logger } from '../ports/Logger.js'
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
import { composeContainer } from './composeContainer.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

const API = 'https://local-api.test'
const { requests: seen } = useMswServer(...blockchainApiHandlers({ baseUrl: API, projectIds: ['p1'] }))
const withProject = () => parseOptions({ networks: [mainnet], projectId: 'p1', apiUrls: { blockchainApi: API } })

afterEach(() => vi.unstubAllGlobals())

describe('composeContainer', () => {
  it('behavior: each given override rebinds its token', () => {
    const overrides = {
      storage: new InMemoryStorage(),
      clock: new ManualClock(),
      logger: new BufferedLogger({ clock: new ManualClock() }),
      telemetry: new RecordingTelemetry(),
      chainAdapters: [new FakeChainAdapter()],
      blockchainApi: new InMemoryBlockchainApi(),
      walletDirectory: new InMemoryWalletDirectory([]),
      projectConfig: new InMemoryProjectConfig(),
      embeddedWalletFrame: new FakeEmbeddedWalletFrame(),
    } satisfies Required<WalletportOverrides>

    const container = composeContainer(withProject(), overrides)

    for (const [name, override] of Object.entries(overrides)) expect(container.get(TOKENS[name as keyof typeof TOKENS])).toBe(override)
  })

  it('behavior: an override given as undefined keeps the default', () => {
    const container = composeContainer(withProject(), { clock: undefined, embeddedWalletFrame: undefined })

    expect(container.get(TOKENS.clock)).toBeInstanceOf(SystemClock)
    expect(container.isBound(TOKENS.embeddedWalletFrame)).toBe(false)
  })

  it('behavior: the default logger stamps its entries with the overriding clock', () => {
    const clock = new ManualClock({ now: 1_000 })
    const logger = composeContainer(withProject(), { clock }).get<Logger>(TOKENS.logger)

    logger.debug('first')
    clock.advance(500)
    logger.debug('second')

    expect(logger.entries().map((entry) => entry.time)).toEqual([1_000, 1_500])
  })

  it('behavior: the default Blockchain API caches in the overriding storage, its expiry on the overriding clock', async () => {
    const clock = new ManualClock({ now: 5_000 })
    const storage = new InMemoryStorage()
    const api = composeContainer(withProject(), { clock, storage }).get<BlockchainApi>(TOKENS.blockchainApi)
    expect(seen).toEqual([])

    await api.getSupportedChains()

    expect(seen.map((url) => url.pathname)).toEqual(['/v1/supported-chains'])
    expect(JSON.parse(storage.dump()['blockchainApi:supportedChains'] ?? '{}')).toMatchObject({ expiresAt: 5_000 + SUPPORTED_CHAINS_CACHE_MS })
  })

  it('behavior: an overriding storage means the default one is never built (localStorage never probed)', () => {
    const localStorage = { setItem: vi.fn(), removeItem: vi.fn(), getItem: vi.fn() }
    vi.stubGlobal('localStorage', localStorage)

    composeContainer(withProject(), { storage: new InMemoryStorage() }).get(TOKENS.blockchainApi)
    expect(localStorage.setItem).not.toHaveBeenCalled()
    composeContainer(withProject()).get(TOKENS.storage)
    expect(localStorage.setItem).toHaveBeenCalledTimes(1)
  })

  it('behavior: two containers share nothing; within one, each port is built once', () => {
    const tokens = [TOKENS.clock, TOKENS.storage, TOKENS.logger, TOKENS.telemetry, TOKENS.chainAdapters, TOKENS.blockchainApi, TOKENS.walletDirectory, TOKENS.projectConfig]
    const clock = new ManualClock()
    const first = composeContainer(withProject(), { clock })
    const second = composeContainer(withProject())

    for (const token of tokens) {
      expect(first.get(token)).not.toBe(second.get(token))
      expect(first.get(token)).toBe(first.get(token))
    }
    expect(second.get(TOKENS.clock)).toBeInstanceOf(SystemClock)
  })
})
