import { describe, expect, it } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../../test-doubles/ManualClock.js'
import type { Balance } from '../account/Balance.js'
import { mainnet } from '../network/presets.js'
import { WALLET_ASSETS_TIMEOUT_MS } from './readWalletAssets.js'

// The Tokens tab with a wallet that may discover assets (EIP-7811): the wallet's RPC is a
// scripted `request` on the fake adapter, the API an in-memory one that counts its calls.
const ADDRESS = '0x1111111111111111111111111111111111111111'
const DUSD = '0x663F3ad617193148711d28f5334eE4Ed07016602'
const API_ROW: Balance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 2000, quantity: { decimals: '18', numeric: '5' }, iconUrl: '' }
const ASSETS = {
  '0x1': [
    { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000, iconUrl: '' } },
    { address: DUSD, balance: '0x3b9aca00', type: 'ERC20', metadata: { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, price: 1, iconUrl: '' } },
  ],
}

type Answer = unknown | ((params: readonly unknown[]) => unknown)

async function connected(answers: Readonly<Record<string, Answer>>, clock?: ManualClock) {
  const asked: { method: string; params: readonly unknown[] }[] = []
  const chain = Object.assign(new FakeChainAdapter({ chainId: 1, knownChainIds: [1], accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }] }), {
    request: async ({ method, params }: { method: string; params: readonly unknown[] }) => {
      asked.push({ method, params })
      const answer = answers[method]
      if (answer === undefined) throw Object.assign(new Error(`${method} unsupported`), { code: 4200 })
      return typeof answer === 'function' ? (answer as (params: readonly unknown[]) => unknown)(params) : answer
    },
  })
  const api = new InMemoryBlockchainApi({ supportedChains: { http: ['eip155:1'], ws: [] }, balances: [{ address: ADDRESS, caipNetworkId: 'eip155:1', balances: [API_ROW] }] })
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), ...(clock ? { clock } : {}) })
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  asked.length = 0
  const apiBalanceCalls = () => api.calls.filter((call) => call.method === 'getBalances').length
  return { walletport, asked, apiBalanceCalls }
}

const discovers = { '0x1': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } } }

describe('loadTokens with a wallet that discovers assets (EIP-7811)', () => {
  it('default: the wallet answers the Tokens tab (capabilities, then wallet_getAssets for the chain); the API is not asked', async () => {
    const { walletport, asked, apiBalanceCalls } = await connected({ wallet_getCapabilities: discovers, wallet_getAssets: ASSETS })

    await walletport.loadTokens()

    const { tokens } = walletport.getAccountData()
    expect(tokens.status).toBe('ready')
    expect(tokens.balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([['ETH', '1', 2000], ['DUSD', '1000', 1000]])
    expect(asked).toEqual([
      { method: 'wallet_getCapabilities', params: [ADDRESS, ['0x1']] },
      { method: 'wallet_getAssets', params: [{ account: ADDRESS, chainFilter: ['0x1'] }] },
    ])
    expect(apiBalanceCalls()).toBe(0)
  })

  it('behavior: the capabilities are asked once; a reload is one wallet_getAssets', async () => {
    const { walletport, asked } = await connected({ wallet_getCapabilities: discovers, wallet_getAssets: ASSETS })
    await walletport.loadTokens()
    await walletport.loadTokens({ force: true })
    expect(asked.map((request) => request.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets', 'wallet_getAssets'])
  })

  it('behavior: a wallet without assetDiscovery costs one request, then the API answers as before', async () => {
    const { walletport, asked, apiBalanceCalls } = await connected({ wallet_getCapabilities: { '0x1': { atomic: { status: 'unsupported' } } }, wallet_getAssets: ASSETS })
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens.balances).toEqual([API_ROW])
    expect(asked.map((request) => request.method)).toEqual(['wallet_getCapabilities'])
    expect(apiBalanceCalls()).toBe(1)
  })

  it('behavior: a wallet without wallet_getCapabilities (4200): the API answers', async () => {
    const { walletport, apiBalanceCalls } = await connected({})
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'ready', balances: [API_ROW] })
    expect(apiBalanceCalls()).toBe(1)
  })

  it.each([
    ['a malformed answer', { wallet_getAssets: [{ address: 'native' }] }],
    ['an ERC-20 without decimals', { wallet_getAssets: { '0x1': [{ address: DUSD, balance: '0x1', type: 'ERC20', metadata: { name: 'X', symbol: 'X' } }] } }],
    ['a failing wallet_getAssets', { wallet_getAssets: () => Promise.reject(new Error('wallet busy')) }],
  ])('errors: %s falls back to the API', async (_, answers) => {
    const { walletport, apiBalanceCalls } = await connected({ wallet_getCapabilities: discovers, ...answers })
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'ready', balances: [API_ROW] })
    expect(apiBalanceCalls()).toBe(1)
  })

  it('behavior: a wallet that does not answer (a phone asleep) holds the tab at most WALLET_ASSETS_TIMEOUT_MS, then the API answers', async () => {
    const clock = new ManualClock({ now: Date.UTC(2026, 10, 27) })
    const { walletport, apiBalanceCalls } = await connected({ wallet_getCapabilities: discovers, wallet_getAssets: () => new Promise(() => undefined) }, clock)

    const loading = walletport.loadTokens()
    await flushMicrotasks()
    expect(walletport.getAccountData().tokens.status).toBe('loading')
    await clock.advanceAsync(WALLET_ASSETS_TIMEOUT_MS - 1)
    expect(walletport.getAccountData().tokens.status).toBe('loading')
    await clock.advanceAsync(1)
    await loading

    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'ready', balances: [API_ROW] })
    expect(apiBalanceCalls()).toBe(1)
  })

  it('behavior: capabilities for every chain ("0x0") count too', async () => {
    const { walletport, apiBalanceCalls } = await connected({ wallet_getCapabilities: { '0x0': { assetDiscovery: { supported: true } } }, wallet_getAssets: ASSETS })
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens.balances).toHaveLength(2)
    expect(apiBalanceCalls()).toBe(0)
  })
})
