import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { MemoryStorage } from '../../adapters/storage/MemoryStorage.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import type { Telemetry } from '../../ports/Telemetry.js'
import { TOKENS } from '../../ports/tokens.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { useMswServer } from '../../tests/support/mswServer.js'
import { chainsModule } from './chainsModule.js'
import { clockModule } from './clockModule.js'
import { httpServicesModule } from './httpServicesModule.js'
import { loggingModule } from './loggingModule.js'
import type { ProviderApiSettings } from './ProviderApiSettings.js'
import { storageModule } from './storageModule.js'
import { telemetryModule } from './telemetryModule.js'

// No handlers: a request made while resolving would fail the test.
const { requests: seen } = useMswServer()

/** A container holding a manual clock and memory storage, then the module under test. */
function containerWith(...modules: Parameters<Container['load']>): Container {
  const container = new Container()
  container.bind(TOKENS.clock).toConstantValue(new ManualClock())
  container.bind(TOKENS.storage).toConstantValue(new InMemoryStorage())
  container.load(...modules)
  return container
}

describe('the default modules', () => {
  it('clockModule: binds the system clock, one per container', () => {
    const container = new Container()
    container.load(clockModule())

    expect(container.get(TOKENS.clock)).toBeInstanceOf(SystemClock)
    expect(container.get(TOKENS.clock)).toBe(container.get(TOKENS.clock))
  })

  it('storageModule: binds the default storage (memory where there is no localStorage, as in Node)', () => {
    const container = new Container()
    container.load(storageModule())

    expect(container.get(TOKENS.storage)).toBeInstanceOf(MemoryStorage)
  })

  it('loggingModule: binds a buffered logger at the given level, stamped by the bound clock', () => {
    const container = new Container()
    container.bind(TOKENS.clock).toConstantValue(new ManualClock({ now: 7 }))
    container.load(loggingModule('warn'))
    const logger = container.get<BufferedLogger>(TOKENS.logger)

    logger.debug('kept in the buffer')

    expect(logger).toBeInstanceOf(BufferedLogger)
    expect(logger.level).toBe('warn')
    expect(logger.entries()[0]?.time).toBe(7)
  })

  it('telemetryModule: binds the lazy analytics adapter; resolving it requests nothing', () => {
    const container = containerWith(telemetryModule({ projectId: 'p1', apiUrls: undefined, sdkVersion: 'walletport-test' }))

    expect(typeof container.get<Telemetry>(TOKENS.telemetry).send).toBe('function')
    expect(seen).toEqual([])
  })

  it('chainsModule: binds no chain adapters', () => {
    const container = new Container()
    container.load(chainsModule())

    expect(container.get(TOKENS.chainAdapters)).toEqual([])
  })

  const httpTokens = { blockchainApi: TOKENS.blockchainApi, walletDirectory: TOKENS.walletDirectory, projectConfig: TOKENS.projectConfig }
  it.each<[string, Omit<ProviderApiSettings, 'sdkVersion'>, readonly (keyof typeof httpTokens)[]]>([
    ['a project: the three services', { projectId: 'p1', apiUrls: undefined }, ['blockchainApi', 'walletDirectory', 'projectConfig']],
    ['no project, no local API: none', { projectId: undefined, apiUrls: undefined }, []],
    ['a local Blockchain API only', { projectId: undefined, apiUrls: { blockchainApi: 'https://api.local.test' } }, ['blockchainApi']],
    ['a local directory only: the directory and the config', { projectId: undefined, apiUrls: { directory: 'https://dir.local.test' } }, ['walletDirectory', 'projectConfig']],
  ])('httpServicesModule: %s, lazy (resolving requests nothing)', (_name, settings, bound) => {
    const container = containerWith(httpServicesModule({ ...settings, sdkVersion: 'walletport-test' }))

    expect(Object.entries(httpTokens).filter(([, token]) => container.isBound(token)).map(([name]) => name)).toEqual(bound)
    for (const name of bound) expect(container.get(httpTokens[name])).toBeDefined()
    expect(seen).toEqual([])
  })
})
