// `npm run bench` (part): swaps. Each figure is its own function, so that others can join it.
import { createWalletport } from '../composition/createWalletport.js'
import { mainnet } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'

const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

/**
 * Requests per quote while typing: a visitor types '1', '12', '12.', '12.5' (150 ms apart,
 * faster than the 500 ms pause), then, after a pause, changes it to '12.75'. The swap session
 * runs on the in-memory Blockchain API in virtual time (ManualClock), so the counts are exact.
 * Target: one quote request per debounced input (no request storms).
 */
export async function swapRequestsPerQuote(): Promise<Record<string, { readonly value: string; readonly target: string }>> {
  const clock = new ManualClock()
  const api = new InMemoryBlockchainApi()
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })], blockchainApi: api, storage: new InMemoryStorage(), clock })
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  const swap = await walletport.createSwap()
  swap.setTo(USDC)
  const before = api.calls.length
  const typed = ['1', '12', '12.', '12.5']
  for (const text of typed) {
    swap.setAmount(text)
    await clock.advanceAsync(150)
  }
  await clock.advanceAsync(500)
  const firstQuotes = api.callsTo('getSwapQuote').length
  swap.setAmount('12.75')
  await clock.advanceAsync(500)
  const quotes = api.callsTo('getSwapQuote').length
  const requests = api.calls.length - before
  swap.dispose()
  walletport.destroy()
  return {
    [`quote requests while typing ${typed.map((text) => `'${text}'`).join(', ')} (150 ms apart)`]: { value: String(firstQuotes), target: '1' },
    'quote requests for 2 debounced inputs': { value: String(quotes), target: '2' },
    'API requests per debounced input (quote + the fee’s build)': { value: (requests / 2).toFixed(1), target: '—' },
  }
}
