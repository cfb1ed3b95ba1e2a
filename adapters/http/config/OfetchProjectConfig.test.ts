import { describe, expect, it } from 'vitest'
import type { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { describeProjectConfigContract } from '../../../test-doubles/contracts/describeProjectConfigContract.js'
import { InMemoryProjectConfig } from '../../../test-doubles/InMemoryProjectConfig.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { PROJECT_ALLOWED_ORIGINS, PROJECT_REMOTE_FEATURES } from '../../../test-doubles/msw/configFixtures.js'
import { configFailure, configHandlers, PROJECT_CONFIG_PATHS } from '../../../test-doubles/msw/configHandlers.js'
import { useMswServer } from '../../../tests/support/mswServer.js'
import { InvalidResponseError } from '../shared/InvalidResponseError.js'
import { OfetchProjectConfig } from './OfetchProjectConfig.js'

const BASE = 'https://config.test'
const { server, requests } = useMswServer()

function setup(projectId = 'p1') {
  server.use(...configHandlers({ baseUrl: BASE, projectId: 'p1' }))
  const clock = new ManualClock()
  return { clock, config: new OfetchProjectConfig({ baseUrl: BASE, projectId, clock }) }
}

describeProjectConfigContract('InMemoryProjectConfig', () => ({
  config: new InMemoryProjectConfig({ features: PROJECT_REMOTE_FEATURES, allowedOrigins: PROJECT_ALLOWED_ORIGINS }),
  features: PROJECT_REMOTE_FEATURES,
  allowedOrigins: PROJECT_ALLOWED_ORIGINS,
}))

describeProjectConfigContract('OfetchProjectConfig through msw', () => ({
  config: setup().config,
  features: PROJECT_REMOTE_FEATURES,
  allowedOrigins: PROJECT_ALLOWED_ORIGINS,
}))

describe('OfetchProjectConfig', () => {
  it('parameters: both calls carry projectId, st and sv', async () => {
    const { config } = setup()

    await Promise.all([config.getFeatures(), config.getAllowedOrigins()])

    expect(requests.map((url) => [url.pathname, url.searchParams.get('projectId'), url.searchParams.get('st'), url.searchParams.has('sv')])).toEqual(
      expect.arrayContaining([
        [PROJECT_CONFIG_PATHS.features, 'p1', 'walletport', true],
        [PROJECT_CONFIG_PATHS.origins, 'p1', 'walletport', true],
      ]),
    )
  })

  it('behavior: an unknown project id → HttpRequestError 403, no retry', async () => {
    const { config } = setup('nope')

    const error: unknown = await config.getFeatures().catch((caught: unknown) => caught)

    expect((error as HttpRequestError).status).toBe(403)
    expect(requests).toHaveLength(1)
  })

  it('behavior: a malformed body → InvalidResponseError', async () => {
    const { config } = setup()
    server.use(configFailure('malformed', { baseUrl: BASE, path: PROJECT_CONFIG_PATHS.origins }))

    await expect(config.getAllowedOrigins()).rejects.toBeInstanceOf(InvalidResponseError)
  })
})
