import { describe, expect, it } from 'vitest'
import type { BaseError } from '../../core/errors/BaseError.js'
import type { Network } from '../../core/network/Network.js'
import { defineNetwork } from '../../core/network/defineNetwork.js'
import { MissingRpcUrlError } from './MissingRpcUrlError.js'
import { buildChainNodeUrl, planEvmTransport, RPC_TIMEOUT_MS, RPC_BATCH_SIZE, FALLBACK_POLL_INTERVAL_MS, FALLBACK_SAMPLE_COUNT, FALLBACK_WEIGHTS } from './planEvmTransport.js'

const withUrls = (http: readonly string[], id = 8453): Network =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: 'Test',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http } },
  })

describe('planEvmTransport', () => {
  it('default: one RPC URL → batched http, batch size 1000, time-out 10 000 ms', () => {
    expect(planEvmTransport(withUrls(['https://a.example']))).toEqual({
      kind: 'http',
      url: 'https://a.example',
      batchSize: 1000,
      timeoutMs: 10_000,
    })
  })

  it('behavior: several RPC URLs → fallback ranked every 4000 ms over 10 samples, stability 0.7 / latency 0.3', () => {
    expect(planEvmTransport(withUrls(['https://a.example', 'https://b.example']))).toEqual({
      kind: 'fallback',
      transports: [
        { kind: 'http', url: 'https://a.example', batchSize: 1000, timeoutMs: 10_000 },
        { kind: 'http', url: 'https://b.example', batchSize: 1000, timeoutMs: 10_000 },
      ],
      rank: { intervalMs: 4000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } },
    })
  })

  it('behavior: a URL listed twice counts once (no fallback to itself)', () => {
    expect(planEvmTransport(withUrls(['https://a.example', 'https://a.example']))).toMatchObject({ kind: 'http', url: 'https://a.example' })
  })

  it('behavior: no RPC URL → the chain node at the default base, with chainId and projectId', () => {
    expect(planEvmTransport(withUrls([], 1), { projectId: 'p123' })).toEqual({
      kind: 'http',
      url: 'https://rpc.walletconnect.org/v1?chainId=eip155:1&projectId=p123',
      batchSize: 1000,
      timeoutMs: 10_000,
    })
  })

  it('parameters: chainNodeUrl replaces the base of the chain-node URL', () => {
    expect(planEvmTransport(withUrls([], 10), { projectId: 'p', chainNodeUrl: 'http://127.0.0.1:9999/rpc' })).toMatchObject({
      url: 'http://127.0.0.1:9999/rpc?chainId=eip155:10&projectId=p',
    })
  })

  it('behavior: no RPC URL and no projectId → a typed configuration error naming the network', () => {
    const error = (() => {
      try {
        return planEvmTransport(withUrls([], 1))
      } catch (caught) {
        return caught
      }
    })()

    expect(error).toBeInstanceOf(MissingRpcUrlError)
    expect((error as BaseError).category).toBe('CONFIGURATION_ERROR')
    expect((error as BaseError).details).toEqual({ caipNetworkId: 'eip155:1' })
  })
})

describe('buildChainNodeUrl', () => {
  it('behavior: the projectId is URL-encoded; a base with a query gets "&"', () => {
    expect(buildChainNodeUrl({ id: 1 }, { projectId: 'a b&c', chainNodeUrl: 'https://node.example/v1?x=1' })).toBe(
      'https://node.example/v1?x=1&chainId=eip155:1&projectId=a%20b%26c',
    )
  })

  it('behavior: undefined without a projectId', () => {
    expect(buildChainNodeUrl({ id: 1 }, {})).toBeUndefined()
  })
})

describe('planEvmTransport: pinned values', () => {
  it('default: the spec values', () => {
    expect({ RPC_TIMEOUT_MS, RPC_BATCH_SIZE, FALLBACK_POLL_INTERVAL_MS, FALLBACK_SAMPLE_COUNT, FALLBACK_WEIGHTS }).toStrictEqual({
      RPC_TIMEOUT_MS: 10_000,
      RPC_BATCH_SIZE: 1_000,
      FALLBACK_POLL_INTERVAL_MS: 4_000,
      FALLBACK_SAMPLE_COUNT: 10,
      FALLBACK_WEIGHTS: { stability: 0.7, latency: 0.3 },
    })
  })
})
