import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from '../embedded/getSocials.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { BufferedLogger } from '../logging/BufferedLogger.js'
import type { Features, RemoteFeatures, ResolvedOptions } from '../options/WalletportOptions.js'
import { InMemoryProjectConfig } from '../../test-doubles/InMemoryProjectConfig.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { RemoteConfig, type RemoteConfigParameters } from './RemoteConfig.js'

const ORIGIN = 'https://shop.example.com'
const failure = (status: number | undefined) => new HttpRequestError({ url: 'https://api.test/appkit/v1/config', method: 'GET', status })

function setup(parameters: Partial<RemoteConfigParameters> & { readonly explicit?: Features; readonly remoteFeatures?: RemoteFeatures } = {}) {
  const logger = new BufferedLogger({ clock: new ManualClock(), level: 'warn' })
  const projectConfig = new InMemoryProjectConfig({ features: { swaps: false, activity: false }, allowedOrigins: ['https://*.example.com'] })
  const options = {
    features: { email: true, socials: DEFAULT_SOCIALS, swaps: true, onramp: true, history: true, ...parameters.explicit } as ResolvedOptions['features'],
    ...(parameters.remoteFeatures ? { remoteFeatures: parameters.remoteFeatures } : {}),
  }
  const remoteConfig = new RemoteConfig({ projectConfig, options, explicitFeatures: parameters.explicit, origin: ORIGIN, logger, ...parameters })
  return { remoteConfig, projectConfig, logger }
}

describe('RemoteConfig', () => {
  it('default: nothing is fetched until load(); local options are in effect', () => {
    const { remoteConfig, projectConfig } = setup()

    expect(projectConfig.calls).toEqual([])
    expect(remoteConfig.getSnapshot()).toMatchObject({ status: 'local', features: { swaps: true, activity: true }, alert: undefined })
  })

  it('behavior: load() fetches flags and origins once; the remote flags apply', async () => {
    const { remoteConfig, projectConfig } = setup()

    await Promise.all([remoteConfig.load(), remoteConfig.load()])
    await remoteConfig.load()

    expect([...projectConfig.calls].sort()).toEqual(['getAllowedOrigins', 'getFeatures'])
    expect(remoteConfig.getSnapshot()).toMatchObject({ status: 'remote', features: { swaps: false, activity: false, email: true }, originAllowed: true, alert: undefined })
  })

  it('behavior: an explicit local choice that lost is in the state and logged as the local-configuration warning', async () => {
    const { remoteConfig, logger } = setup({ explicit: { swaps: true } })

    await remoteConfig.load()

    expect(remoteConfig.getSnapshot().overridden).toEqual([{ feature: 'swaps', local: true, remote: false }])
    expect(logger.entries().map((entry) => entry.message)).toContainEqual(expect.stringContaining('Local configuration ignored'))
  })

  it("behavior: an origin not on the list → 'Invalid App Configuration' (APKT002)", async () => {
    const { remoteConfig, logger } = setup({ origin: 'https://evil.test' })

    const state = await remoteConfig.load()

    expect(state).toMatchObject({ alert: 'APKT002', originAllowed: false })
    expect(logger.entries().map((entry) => entry.message)).toContainEqual(expect.stringContaining('Invalid App Configuration'))
  })

  it.each([
    [429, 'APKT010'],
    [500, 'APKT009'],
    [503, 'APKT009'],
    [403, 'APKT007'],
    [401, 'APKT007'],
    [404, undefined],
    [undefined, undefined],
  ])('behavior: the config answers %s → alert %s, local options stay', async (status, alert) => {
    const { remoteConfig, projectConfig } = setup()
    projectConfig.failNext('getFeatures', failure(status))

    const state = await remoteConfig.load()

    expect(state).toMatchObject({ status: 'failed', alert, features: { swaps: true, activity: true } })
  })

  it('behavior: a failed load is tried again by the next load(); a successful one is final', async () => {
    const { remoteConfig, projectConfig } = setup()
    projectConfig.failNext('getFeatures', failure(503))

    await remoteConfig.load()
    const second = await remoteConfig.load()
    await remoteConfig.load()

    expect(second).toMatchObject({ status: 'remote', alert: undefined })
    expect(projectConfig.calls.filter((call) => call === 'getFeatures')).toHaveLength(2)
  })

  it('behavior: a rate-limited origin check and a bad origin → the origin alert wins', async () => {
    const { remoteConfig, projectConfig } = setup({ origin: 'https://evil.test' })
    projectConfig.failNext('getFeatures', failure(429))

    expect((await remoteConfig.load()).alert).toBe('APKT002')
  })

  it('parameters: no projectConfig (no projectId) → load() fetches nothing and raises nothing', async () => {
    const { remoteConfig } = setup({ projectConfig: undefined })

    expect(await remoteConfig.load()).toMatchObject({ status: 'local', alert: undefined })
  })

  it('parameters: no origin (not a browser) → the origins are not asked', async () => {
    const { remoteConfig, projectConfig } = setup({ origin: undefined })

    await remoteConfig.load()

    expect(projectConfig.calls).toEqual(['getFeatures'])
    expect(remoteConfig.getSnapshot().originAllowed).toBeUndefined()
  })

  it('parameters: remoteFeatures is what applies while the project is not asked', () => {
    const { remoteConfig } = setup({ remoteFeatures: { activity: false } })

    expect(remoteConfig.getSnapshot().features.activity).toBe(false)
  })
})
