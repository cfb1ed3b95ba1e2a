import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from '../embedded/getSocials.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { BufferedLogger } from '../logging/BufferedLogger.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import { InMemoryProjectConfig } from '../../test-doubles/InMemoryProjectConfig.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { RemoteConfig } from './RemoteConfig.js'
import { alertLogLine, raiseProjectAlert } from './raiseProjectAlert.js'

const ORIGIN = 'https://shop.example.com'

/** An error as the Blockchain API adapter throws it for a project fault (`alert` set). */
function refusal(alert: string, status = 401): HttpRequestError & { readonly alert: string } {
  return Object.assign(new HttpRequestError({ url: 'https://api.test/v1/identity/0xabc', method: 'GET', status }), { alert })
}

function setup(projectConfig = new InMemoryProjectConfig({ allowedOrigins: ['https://*.example.com'] })) {
  const logger = new BufferedLogger({ clock: new ManualClock(), level: 'debug' })
  const options = { features: { email: true, socials: DEFAULT_SOCIALS, swaps: true, onramp: true, history: true } as Partial<ResolvedOptions['features']> as ResolvedOptions['features'] }
  const remoteConfig = new RemoteConfig({ projectConfig, options, origin: ORIGIN, logger })
  const context = { logger, raiseAlert: (alert: Parameters<RemoteConfig['raise']>[0]) => remoteConfig.raise(alert) }
  const errorLines = () => logger.entries().filter((entry) => entry.level === 'error').map((entry) => entry.message)
  return { remoteConfig, projectConfig, logger, context, errorLines }
}

describe('raiseProjectAlert', () => {
  it('behavior: a call refused for the project raises its alert on the config state and logs it, once per code', () => {
    const { remoteConfig, context, errorLines } = setup()
    const seen: (string | undefined)[] = []
    remoteConfig.state$.subscribe((state) => seen.push(state.alert))

    raiseProjectAlert(context, refusal('APKT007'))
    raiseProjectAlert(context, refusal('APKT007'))

    expect(remoteConfig.getSnapshot()).toMatchObject({ status: 'local', alert: 'APKT007' })
    expect(seen).toEqual([undefined, 'APKT007'])
    expect(errorLines()).toEqual([alertLogLine('APKT007')])
    expect(alertLogLine('APKT007')).toBe(
      'walletport: Invalid Project ID. The projectId passed to walletport was not recognised. Copy the project ID from the dashboard and pass it as the projectId option.',
    )
  })

  it('behavior: another code is raised too (the last one shows)', () => {
    const { remoteConfig, context, errorLines } = setup()

    raiseProjectAlert(context, refusal('APKT007'))
    raiseProjectAlert(context, refusal('APKT002', 403))

    expect(remoteConfig.getSnapshot().alert).toBe('APKT002')
    expect(errorLines()).toEqual([alertLogLine('APKT007'), alertLogLine('APKT002')])
  })

  it.each([
    ['a plain failure', new HttpRequestError({ url: 'https://api.test/x', method: 'GET', status: 500 })],
    ['an unknown code', refusal('APKT099')],
    ['a non-error', 'boom'],
    ['undefined', undefined],
  ])('behavior: %s raises nothing', (_case, error) => {
    const { remoteConfig, context, errorLines } = setup()

    raiseProjectAlert(context, error)

    expect(remoteConfig.getSnapshot().alert).toBeUndefined()
    expect(errorLines()).toEqual([])
  })

  it('behavior: without a raiseAlert hook (a bare context) it does nothing', () => {
    const { logger, errorLines } = setup()

    raiseProjectAlert({ logger }, refusal('APKT007'))

    expect(errorLines()).toEqual([])
  })
})

describe('RemoteConfig: alerts raised outside the config', () => {
  it('behavior: a config load that raises no alert keeps the alert a call raised', async () => {
    const { remoteConfig, context } = setup()
    raiseProjectAlert(context, refusal('APKT007'))

    const state = await remoteConfig.load()

    expect(state).toMatchObject({ status: 'remote', alert: 'APKT007' })
    expect(remoteConfig.getSnapshot().alert).toBe('APKT007')
  })

  it("behavior: the config's own alert wins, and the same code is not logged twice", async () => {
    const { remoteConfig, context, errorLines } = setup(new InMemoryProjectConfig({ allowedOrigins: ['https://*.example.com'] }).failNext('getFeatures', new HttpRequestError({ url: 'https://api.test/appkit/v1/config', method: 'GET', status: 403 })))
    raiseProjectAlert(context, refusal('APKT007'))

    const state = await remoteConfig.load()

    expect(state).toMatchObject({ status: 'failed', alert: 'APKT007' })
    expect(errorLines()).toEqual([alertLogLine('APKT007')])
  })

  it('behavior: an alert the config raised first is not raised again by a call', async () => {
    const { remoteConfig, context, errorLines } = setup(new InMemoryProjectConfig({ allowedOrigins: ['https://*.example.com'] }).failNext('getFeatures', new HttpRequestError({ url: 'https://api.test/appkit/v1/config', method: 'GET', status: 401 })))
    await remoteConfig.load()
    const seen: (string | undefined)[] = []
    remoteConfig.state$.subscribe((state) => seen.push(state.alert))

    raiseProjectAlert(context, refusal('APKT007'))

    expect(seen).toEqual(['APKT007'])
    expect(errorLines()).toEqual([alertLogLine('APKT007')])
  })

  it('behavior: a raise after the instance is gone (complete) changes nothing and does not throw', () => {
    const { remoteConfig, context } = setup()
    remoteConfig.complete()

    expect(() => raiseProjectAlert(context, refusal('APKT007'))).not.toThrow()
  })
})
