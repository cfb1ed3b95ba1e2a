// `npm run bench` (part): what the wallet directory and the project config cost. Prints
// figures, asserts nothing. On the real adapters (lazy OfetchWalletDirectory and
// OfetchProjectConfig bound by createWalletport) against the msw fakes, counted on the wire:
// requests at start-up, on the first open (Connect), on the first All wallets view (listing +
// the images of one page), on a second open; and the time from the first open to the 4
// recommended wallets.
import { setupServer } from 'msw/node'
import { performance } from 'node:perf_hooks'
import { firstValueFrom, filter } from 'rxjs'
import { createWalletport } from '../composition/createWalletport.js'
import { WALLET_LISTING } from '../core/directory/walletListing.js'
import { mainnet } from '../core/network/presets.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { configHandlers } from '../test-doubles/msw/configHandlers.js'
import { manyWallets } from '../test-doubles/msw/directoryFixtures.js'
import { directoryHandlers } from '../test-doubles/msw/directoryHandlers.js'

const BASE_URL = 'https://directory.bench'
const server = setupServer(...directoryHandlers({ baseUrl: BASE_URL, wallets: manyWallets(130) }), ...configHandlers({ baseUrl: BASE_URL }))
const paths: string[] = []
server.events.on('request:start', ({ request }) => {
  paths.push(new URL(request.url).pathname)
})
server.listen({ onUnhandledRequest: 'error' })
const take = () => paths.splice(0).length
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

try {
  // open() starts its loads on a zero-delay Clock timer (after the host's frame in a browser): advance(0) runs it.
  const clock = new ManualClock()
  const walletport = createWalletport({ networks: [mainnet], projectId: 'bench', apiUrls: { directory: BASE_URL } }, { storage: new InMemoryStorage(), clock })
  await walletport.ready
  await settle()
  const atStartUp = take()

  const start = performance.now()
  walletport.open()
  clock.advance(0)
  await firstValueFrom(walletport.directoryWallets$.pipe(filter((state) => state.status === 'ready')))
  const toRecommended = performance.now() - start
  await walletport.loadRemoteConfig()
  await settle()
  const firstOpen = take()

  // The AllWallets view's first screen: the recommended 4 and page 1 (40), then one image per row.
  const directory = walletport.walletDirectory
  if (!directory) throw new Error('no directory bound')
  const [recommended, page] = await Promise.all([
    directory.getWallets({ page: 1, entries: WALLET_LISTING.recommended }),
    directory.getWallets({ page: 1, entries: WALLET_LISTING.perPage }),
  ])
  const imageIds = [...new Set([...recommended.data, ...page.data].flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : [])))]
  await Promise.all([...imageIds, ...imageIds].map((id) => directory.getWalletImageUrl(id)))
  const allWallets = take()

  walletport.close()
  walletport.open()
  clock.advance(0)
  await walletport.loadRemoteConfig()
  await Promise.all(imageIds.map((id) => directory.getWalletImageUrl(id)))
  await settle()
  const secondOpen = take()
  walletport.destroy()

  console.log('walletport bench (wallet directory + project config, real adapters on msw)')
  console.table({
    'requests at start-up': { value: atStartUp },
    'requests on the first open (config, origins*, 4 recommended)': { value: firstOpen },
    'first open → 4 recommended shown (ms)': { value: Number(toRecommended.toFixed(1)) },
    [`requests for All wallets (2 listings + ${imageIds.length} images, each asked twice)`]: { value: allWallets },
    'requests on a second open (images again included)': { value: secondOpen },
  })
  console.log('* Node has no page origin, so the allowed origins are not asked here; a browser adds 1.')
} finally {
  server.close()
}
