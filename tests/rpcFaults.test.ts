import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { defineNetwork } from '../core/network/defineNetwork.js'
import { anvil as anvilPreset } from '../core/network/presets.js'
import type { Network } from '../core/network/Network.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { FALLBACK_POLL_INTERVAL_MS } from '../adapters/evm/planEvmTransport.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

// Fault: the RPC nodes of a network go down. Real parts: two anvil nodes behind their counting
// proxies, the real ViemChainAdapter (viem's fallback transport), the whole core.
const CHAIN_ID = 31337
const [first] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number]]
let primary: AnvilInstance
let secondary: AnvilInstance
let network: Network

beforeAll(async () => {
  ;[primary, secondary] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), startAnvil({ chainId: CHAIN_ID })])
  network = defineNetwork({ ...anvilPreset, id: CHAIN_ID, rpcUrls: { default: { http: [primary.rpcUrl, secondary.rpcUrl] } } })
  // The first RPC URL of the network is down: its node and its proxy are gone, the port refuses.
  await primary.stop()
})
afterAll(async () => {
  await Promise.all([primary.stop(), secondary.stop()])
})

const portOf = (url: string): number => Number(new URL(url).port)
const count = (instance: AnvilInstance, method: string): number => instance.stats.methods.filter((each) => each === method).length

function setup() {
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: CHAIN_ID, rpcUrl: secondary.directUrl }] })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger })
  return { adapter, walletport, logger }
}

describe('the first RPC URL is down', () => {
  it('behavior: viem’s fallback moves to the next URL; the balance is read there', async () => {
    secondary.resetStats()
    const { adapter } = setup()
    try {
      const balance = await adapter.getBalance({ address: first.address, network })

      expect(balance).toEqual({ value: 10_000n * 10n ** 18n, decimals: 18, symbol: 'ETH' })
      expect(count(secondary, 'eth_getBalance')).toBe(1)
    } finally {
      adapter.destroy()
    }
  })

  it(`behavior: the endpoints are ranked every ${FALLBACK_POLL_INTERVAL_MS} ms (the spec’s fallback polling), and no longer once destroyed`, async () => {
    secondary.resetStats()
    const { adapter } = setup()
    const pings: number[] = []
    const started = Date.now()
    await adapter.getBalance({ address: first.address, network })
    for (let seen = 0; Date.now() - started < FALLBACK_POLL_INTERVAL_MS + 900; ) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      const now = count(secondary, 'net_listening')
      for (; seen < now; seen += 1) pings.push(Date.now() - started)
    }
    adapter.destroy()
    const afterDestroy = count(secondary, 'net_listening')
    await new Promise((resolve) => setTimeout(resolve, 300))

    expect(pings).toHaveLength(2)
    expect((pings[1] ?? 0) - (pings[0] ?? 0)).toBeGreaterThanOrEqual(FALLBACK_POLL_INTERVAL_MS - 50)
    expect((pings[1] ?? 0) - (pings[0] ?? 0)).toBeLessThan(FALLBACK_POLL_INTERVAL_MS + 800)
    expect(count(secondary, 'net_listening')).toBe(afterDestroy)
  })

  it('behavior: the connected account gets its balance from the live node; no balance error', async () => {
    const { walletport, adapter } = setup()
    try {
      await walletport.connect({ connectorId: 'test-wallet' })
      await walletport.refreshBalance({ force: true })

      expect(walletport.getAccount()).toMatchObject({ status: 'connected', balance: '10000', balanceSymbol: 'ETH' })
      expect(walletport.getAccount().balanceError).toBeUndefined()
    } finally {
      adapter.destroy()
    }
  })
})

describe('every RPC URL is down', () => {
  it('behavior: the balance says so (balanceError, a warning logged, nothing thrown); a retry works once a node returns on the same port', async () => {
    const { walletport, adapter, logger } = setup()
    try {
      await walletport.connect({ connectorId: 'test-wallet' })
      await walletport.refreshBalance({ force: true })
      expect(walletport.getAccount().balance).toBe('10000')
      const port = portOf(secondary.rpcUrl)
      await secondary.stop()

      const started = Date.now()
      await expect(walletport.refreshBalance({ force: true })).resolves.toBeUndefined()
      const failedAfterMs = Date.now() - started

      expect(walletport.getAccount()).toMatchObject({ status: 'connected', balance: '10000', balanceError: 'Token Balance Unavailable' })
      expect(logger.entries().some((entry) => entry.level === 'warn' && entry.message.startsWith('balance read failed'))).toBe(true)
      expect(failedAfterMs).toBeLessThan(5_000)

      secondary = await startAnvil({ chainId: CHAIN_ID, port })
      await walletport.refreshBalance({ force: true })

      expect(walletport.getAccount()).toMatchObject({ status: 'connected', balance: '10000' })
      expect(walletport.getAccount().balanceError).toBeUndefined()
      expect(count(secondary, 'eth_getBalance')).toBe(1)
    } finally {
      adapter.destroy()
    }
  })
})
