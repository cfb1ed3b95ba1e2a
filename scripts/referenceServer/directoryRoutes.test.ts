import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OfetchProjectConfig } from '../../adapters/http/config/OfetchProjectConfig.js'
import { OfetchWalletDirectory } from '../../adapters/http/directory/OfetchWalletDirectory.js'
import { toRemoteFeatures } from '../../adapters/http/config/projectConfigSchema.js'
import { describeProjectConfigContract } from '../../test-doubles/contracts/describeProjectConfigContract.js'
import { describeWalletDirectoryContract } from '../../test-doubles/contracts/describeWalletDirectoryContract.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { DIRECTORY_WALLETS } from '../../test-doubles/msw/directoryFixtures.js'
import { DIRECTORY_IMAGES_DIR, LOCAL_ALLOWED_ORIGINS, LOCAL_PROJECT_FEATURES } from './directoryRoutes.js'
import { startReferenceServer, type RunningReferenceServer } from './startReferenceServer.js'
import { expectedDirectoryImages, listDirectoryImages } from './writeDirectoryImages.js'

// The same contracts as the msw fakes, against the reference server over real HTTP.
let server: RunningReferenceServer
beforeAll(async () => {
  server = await startReferenceServer({ chains: [], port: 0, deployTokens: false })
})
afterAll(() => server.stop())

const directory = () => new OfetchWalletDirectory({ baseUrl: server.url, projectId: '', clock: new ManualClock() })

describeWalletDirectoryContract('the reference server', () => ({ directory: directory(), wallets: DIRECTORY_WALLETS }))

describeProjectConfigContract('the reference server', () => ({
  config: new OfetchProjectConfig({ baseUrl: server.url, projectId: '', clock: new ManualClock() }),
  features: toRemoteFeatures(LOCAL_PROJECT_FEATURES),
  allowedOrigins: LOCAL_ALLOWED_ORIGINS,
}))

describe('the reference server: directory', () => {
  it('behavior: a dozen real wallets, each with rdns or links and a local image', async () => {
    const page = await directory().getWallets({ page: 1, entries: 40 })

    expect(page.count).toBe(12)
    expect(page.data.map((wallet) => wallet.name)).toContain('MetaMask')
    for (const wallet of page.data) expect(wallet.homepage).toMatch(/^https:\/\//)
  })

  it('behavior: /images/wallets/{id}.svg and /getWalletImage/{id} serve the same file; unknown ids and path tricks are 404', async () => {
    const imageId = DIRECTORY_WALLETS[0]?.image_id ?? ''
    const [a, b] = await Promise.all([fetch(`${server.url}/images/wallets/${imageId}.svg`), fetch(`${server.url}/getWalletImage/${imageId}`)])

    expect(a.headers.get('content-type')).toBe('image/svg+xml')
    expect(await a.text()).toBe(await b.text())
    for (const path of ['/getWalletImage/nope', '/images/wallets/..%2Fchains.svg', '/getWalletImage/../../package.json']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    }
  })

  it('behavior: the listing needs projectId, st and sv like the real service', async () => {
    expect((await fetch(`${server.url}/getWallets?page=1&entries=4`)).status).toBe(400)
  })

  it('default: the committed image files are exactly what the generator writes', async () => {
    const expected = expectedDirectoryImages()

    expect(await listDirectoryImages()).toEqual([...expected.keys()].sort())
    for (const [name, svg] of expected) expect(await readFile(`${DIRECTORY_IMAGES_DIR}${name}`, 'utf8')).toBe(svg)
  })
})
