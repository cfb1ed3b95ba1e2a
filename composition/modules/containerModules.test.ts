import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import type { Telemetry } from '../../ports/Telemetry.js'
import { TOKENS } from '../../ports/tokens.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { useMswServer } from '../../tests/support/mswServer.js'
import { httpServicesModule } from './httpServicesModule.js'
import type { ProviderApiSettings } from '../ProviderApiSettings.js'
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

describe('the default service modules', () => {
  it('telemetryModule: binds the lazy analytics adapter; resolving it requests nothing', () => {
    const container = containerWith(telemetryModule({ projectId: 'p1', apiUrls: undefined, sdkVersion: 'walletport-test' }))

    expect(typeof container.get<Telemetry>(TOKENS.telemetry).send).toBe('function')
    expect(seen).toEqual([])
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
