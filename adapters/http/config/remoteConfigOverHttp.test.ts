import { describe, expect, it } from 'vitest'
import { RemoteConfig } from '../../../core/projectConfig/RemoteConfig.js'
import { DEFAULT_SOCIALS } from '../../../core/embedded/getSocials.js'
import { BufferedLogger } from '../../../core/logging/BufferedLogger.js'
import type { ResolvedOptions } from '../../../core/options/WalletportOptions.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { configFailure, configHandlers, PROJECT_CONFIG_PATHS } from '../../../test-doubles/msw/configHandlers.js'
import { useMswServer } from '../../../tests/support/mswServer.js'
import { untilTimerArmed } from '../../../tests/support/untilTimerArmed.js'
import { OfetchProjectConfig } from './OfetchProjectConfig.js'

// The core's RemoteConfig on the real adapter, msw as the provider, retries in virtual time.
const BASE = 'https://api.test'
const { server, requests } = useMswServer()

function setup(origin = 'http://127.0.0.1:5173') {
  server.use(...configHandlers({ baseUrl: BASE, projectId: 'p1' }))
  const clock = new ManualClock()
  const logger = new BufferedLogger({ clock, level: 'silent' })
  const features = { email: true, socials: DEFAULT_SOCIALS, swaps: true, onramp: true, history: true } as unknown as ResolvedOptions['features']
  const remoteConfig = new RemoteConfig({
    projectConfig: new OfetchProjectConfig({ baseUrl: BASE, projectId: 'p1', clock }),
    options: { features },
    explicitFeatures: { history: true },
    origin,
    logger,
  })
  return { clock, remoteConfig }
}

describe('RemoteConfig over OfetchProjectConfig', () => {
  it('behavior: the fixture project: its flags apply, activity overrides the explicit local choice, origin allowed', async () => {
    const { remoteConfig } = setup()

    const state = await remoteConfig.load()

    expect(state).toMatchObject({ status: 'remote', originAllowed: true, alert: undefined, features: { activity: false, socials: ['google', 'x', 'discord', 'github'] } })
    expect(state.overridden).toEqual([{ feature: 'activity', local: true, remote: false }])
    expect(requests).toHaveLength(2)
  })

  it('behavior: 429 on every try → Rate Limited after 3 retries (1 s, 2 s, 4 s on the clock); local options apply', async () => {
    const { clock, remoteConfig } = setup()
    server.use(configFailure(429, { baseUrl: BASE, once: false }))

    const loaded = remoteConfig.load()
    for (const wait of [1_000, 2_000, 4_000]) {
      await untilTimerArmed(clock)
      await clock.advanceAsync(wait)
    }

    expect(await loaded).toMatchObject({ status: 'failed', alert: 'APKT010', features: { activity: true, swaps: true } })
  })

  it('behavior: 503 once, then fine → no alert', async () => {
    const { clock, remoteConfig } = setup()
    server.use(configFailure(503, { baseUrl: BASE }))

    const loaded = remoteConfig.load()
    await untilTimerArmed(clock)
    await clock.advanceAsync(1_000)

    expect(await loaded).toMatchObject({ status: 'remote', alert: undefined })
  })

  it('behavior: 500 on the origins only → Server Error, the flags still apply', async () => {
    const { clock, remoteConfig } = setup()
    server.use(configFailure(500, { baseUrl: BASE, path: PROJECT_CONFIG_PATHS.origins, once: false }))

    const loaded = remoteConfig.load()
    for (const wait of [1_000, 2_000, 4_000]) {
      await untilTimerArmed(clock)
      await clock.advanceAsync(wait)
    }

    expect(await loaded).toMatchObject({ status: 'remote', alert: 'APKT009', originAllowed: undefined, features: { activity: false } })
  })

  it("behavior: a page origin the project does not list → 'Invalid App Configuration'", async () => {
    const { remoteConfig } = setup('https://not-listed.example')

    expect(await remoteConfig.load()).toMatchObject({ alert: 'APKT002', originAllowed: false })
  })
})
