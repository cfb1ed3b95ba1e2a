import * as fc from 'fast-check'
import { custom, getAddress, BaseError as ViemBaseError } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemChainAdapter } from '../../adapters/evm/ViemChainAdapter.js'
import { createWagmiBridge } from '../../adapters/wagmi/createWagmiBridge.js'
import type { WalletportEip1193Provider } from '../../adapters/wagmi/walletportConnector.js'
import { createWalletport } from '../../composition/createWalletport.js'
import type { Walletport } from '../../core/Walletport.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { ChainDisconnectedError } from '../../core/errors/walletErrors.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { anvilAt } from '../../core/network/presets.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { checkProperty, fuzzTimeout, nearValid, oddValue } from './fuzzRuns.js'
import { ScriptedProvider } from './scriptedProvider.js'
import { expectValidState } from './walletStateSchema.js'

// The wagmi connector's EIP-1193 `request`, on a walletport connected through a scripted wallet,
// with a scripted read node per chain: which side each method reaches, and what comes back.
const NETWORKS = [anvilAt('http://127.0.0.1:9', 1), anvilAt('http://127.0.0.1:9', 137)] as const
const ACCOUNT = getAddress(`0x${'12'.repeat(20)}`)
const OTHER = getAddress(`0x${'34'.repeat(20)}`)
const SIGNATURE = `0x${'ab'.repeat(65)}`
const HASH = `0x${'cd'.repeat(32)}`

/** The real adapter with balances refused without a network call (the boundary here is the connector). */
class WalletOnlyViemChainAdapter extends ViemChainAdapter {
  override getBalance(): ReturnType<ViemChainAdapter['getBalance']> {
    return Promise.reject(new ChainDisconnectedError())
  }
}

/** What the wallet answers; it records every method it is asked. */
function scriptedWallet(walletCalls: string[]) {
  let chainId = '0x1'
  const provider: ScriptedProvider = new ScriptedProvider({
    eth_requestAccounts: async () => [ACCOUNT],
    eth_accounts: async () => [ACCOUNT],
    eth_chainId: async () => chainId,
    personal_sign: async () => SIGNATURE,
    eth_sendTransaction: async () => HASH,
    eth_signTypedData_v4: async () => SIGNATURE,
    wallet_switchEthereumChain: async () => null,
    wallet_getCapabilities: async () => ({}),
    wallet_sendCalls: async () => ({ id: 'calls-1' }),
    wallet_getCallsStatus: async () => ({ version: '2.0.0', id: 'calls-1', chainId, status: 200, atomic: true, receipts: [] }),
    wallet_getAssets: async () => ({}),
  })
  const request = provider.request.bind(provider)
  provider.request = (args: { readonly method: string; readonly params?: unknown }) => {
    walletCalls.push(args.method)
    if (args.method === 'wallet_switchEthereumChain') {
      const next = (args.params as [{ chainId?: string }] | undefined)?.[0]?.chainId
      if (typeof next === 'string') queueMicrotask(() => provider.emit('chainChanged', (chainId = next)))
    }
    return request(args)
  }
  return provider
}

/** What a chain's RPC node answers to reads: a few known methods; any other is -32601. */
const NODE_ANSWERS: Readonly<Record<string, unknown>> = { eth_blockNumber: '0x10', eth_getBalance: '0x0', eth_call: '0x', eth_gasPrice: '0x1', eth_getCode: '0x', eth_getTransactionCount: '0x0' }
function readNode(readCalls: unknown[]) {
  return custom({
    request: async ({ method }: { method: unknown }) => {
      readCalls.push(method)
      if (typeof method === 'string' && Object.hasOwn(NODE_ANSWERS, method)) return NODE_ANSWERS[method]
      throw Object.assign(new Error('Method not found'), { code: -32601 })
    },
  })
}

/** The methods a wallet answers through walletport, and their valid parameters. */
const WALLET_REQUESTS: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  eth_accounts: fc.constant([]),
  eth_requestAccounts: fc.constant([]),
  eth_chainId: fc.constant([]),
  personal_sign: fc.constant(['0x68656c6c6f', ACCOUNT]),
  eth_sendTransaction: fc
    .record(
      { from: fc.constant(ACCOUNT), to: fc.constantFrom<unknown>(ACCOUNT, OTHER, OTHER.toLowerCase(), '0x12', [OTHER]), value: fc.constantFrom<unknown>('0x0', '0x1', '0xde0b6b3a7640000', '0x', 'abc', '1.5', 1.5, -1), gas: fc.constantFrom<unknown>('0x5208', 'x'), data: fc.constantFrom<unknown>('0x', '0xa9059cbb', '0xabc', 7) },
      { requiredKeys: ['from', 'to'] },
    )
    .map((transaction) => [transaction]),
  eth_signTypedData_v4: fc.constant([ACCOUNT, JSON.stringify({ types: { EIP712Domain: [] }, domain: {}, primaryType: 'EIP712Domain', message: {} })]),
  wallet_switchEthereumChain: fc.constantFrom('0x1', '0x89', '0x2').map((chainId) => [{ chainId }]),
  wallet_getCapabilities: fc.constant([ACCOUNT]),
  wallet_sendCalls: fc.constant([{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls: [{ to: OTHER, value: '0x1' }] }]),
  wallet_getCallsStatus: fc.constant(['calls-1']),
  wallet_getAssets: fc.constant([{ account: ACCOUNT }]),
}
/** Reads the node answers, and methods of a wallet that walletport does not serve. */
const READS = [...Object.keys(NODE_ANSWERS), 'eth_getLogs', 'net_version']
const UNSERVED_WALLET_METHODS = ['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3', 'personal_ecRecover', 'wallet_addEthereumChain', 'wallet_watchAsset', 'wallet_requestPermissions', 'wallet_revokePermissions', 'wallet_showCallsStatus', 'eth_decrypt', 'eth_getEncryptionPublicKey']

/** Whether a method is a wallet's (walletport answers or refuses it; it never goes to a node). */
function isWalletMethod(method: unknown): boolean {
  return typeof method !== 'string' || Object.hasOwn(WALLET_REQUESTS, method) || UNSERVED_WALLET_METHODS.includes(method) || /^(wallet_|personal_|eth_sign)/.test(method)
}

/** What walletport may send: `to` an address, `value` and `gas` hex quantities, `data` hex bytes (each but `to` may be absent). */
function isValidTransaction(transaction: unknown): boolean {
  const { to, value, gas, data } = (transaction ?? {}) as Record<string, unknown>
  const hex = (field: unknown, pattern: RegExp) => field === undefined || field === null || field === '' || (typeof field === 'string' && pattern.test(field))
  return typeof to === 'string' && /^0x[0-9a-f]{40}$/i.test(to) && hex(value, /^0x[0-9a-f]+$/i) && hex(gas, /^0x[0-9a-f]+$/i) && hex(data, /^0x(?:[0-9a-f]{2})*$/i)
}

const request = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...Object.keys(WALLET_REQUESTS)).chain((method) => fc.tuple(fc.constant<unknown>(method), nearValid(WALLET_REQUESTS[method] as fc.Arbitrary<unknown>))) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom<unknown>(...READS), nearValid(fc.constant<unknown>(['0x1', 'latest']))) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom<unknown>(...UNSERVED_WALLET_METHODS), nearValid(fc.constant<unknown>([ACCOUNT, '0x68656c6c6f']))) },
  { weight: 1, arbitrary: fc.tuple(fc.oneof(fc.string({ maxLength: 30 }), oddValue()), oddValue()) },
)

let walletport: Walletport
let provider: WalletportEip1193Provider
const walletCalls: string[] = []
const readCalls: unknown[] = []

beforeAll(async () => {
  // One connected walletport and one wagmi config for all cases: a request may switch the chain, nothing else.
  const logger = new BufferedLogger({ clock: { now: () => 0 }, level: 'silent' })
  const wallet = scriptedWallet(walletCalls)
  const adapter = new WalletOnlyViemChainAdapter({ networks: [...NETWORKS], providers: [{ id: 'scripted', name: 'Scripted Wallet', provider: wallet }], enableEIP6963: false, enableInjected: false, logger })
  walletport = createWalletport({ networks: [...NETWORKS] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock: new ManualClock(), telemetry: new RecordingTelemetry(), logger })
  await walletport.connect({ connectorId: 'scripted' })
  const config = createWagmiBridge({ walletport, storage: null, transports: { 1: readNode(readCalls), 137: readNode(readCalls) } })
  provider = (await config.connectors[0]?.getProvider()) as WalletportEip1193Provider
})
afterAll(() => walletport.destroy())

describe('fuzz: the wagmi connector’s request', () => {
  it(
    'property: any method and params → the right result or a typed error; a wallet method never reaches a node, a read never the wallet, a refused request nothing',
    async () => {
      await checkProperty(
        fc.asyncProperty(request, fc.boolean(), async ([method, params], withParams) => {
          walletCalls.length = 0
          readCalls.length = 0
          const before = walletport.getState().connections.map(({ connectorId, addresses }) => ({ connectorId, addresses }))
          const outcome: { value?: unknown; error?: unknown } = {}
          try {
            outcome.value = await provider.request((withParams ? { method, params } : { method }) as never)
          } catch (error) {
            outcome.error = error
          }
          await flushMicrotasks()
          if (isWalletMethod(method)) expect(readCalls).toEqual([])
          else expect(walletCalls).toEqual([])
          if (outcome.error !== undefined) {
            const error = outcome.error as { code?: unknown }
            expect(error instanceof BaseError || (error instanceof ViemBaseError && Number.isInteger(error.code))).toBe(true)
            // Refused before the wallet: unsupported (4200), bad params (-32602), an unknown chain (4902).
            if ([4200, -32602, 4902].includes(error.code as number)) expect(walletCalls).toEqual([])
          } else if (!isWalletMethod(method)) expect(outcome.value).toEqual(NODE_ANSWERS[method as string])
          else if (method === 'eth_accounts' || method === 'eth_requestAccounts') expect(outcome.value).toEqual([ACCOUNT])
          else if (method === 'eth_chainId') expect(['0x1', '0x89']).toContain(outcome.value)
          else if (method === 'personal_sign' || method === 'eth_signTypedData_v4') expect(outcome.value).toBe(SIGNATURE)
          else if (method === 'eth_sendTransaction') {
            expect(outcome.value).toBe(HASH)
            expect(isValidTransaction((params as unknown[])[0])).toBe(true)
          }
          if (typeof method === 'string' && UNSERVED_WALLET_METHODS.includes(method)) expect((outcome.error as { code?: unknown } | undefined)?.code).toBe(4200)
          expect(walletport.getState().connections.map(({ connectorId, addresses }) => ({ connectorId, addresses }))).toEqual(before)
          expectValidState(walletport.getState())
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

describe('regressions found by fuzzing: the wagmi connector', () => {
  it('regression: eth_sign, eth_signTransaction, wallet_watchAsset… (a wallet’s, unserved) → 4200 from walletport; the chain’s node (a dev node signs eth_sign with its own keys) is never asked', async () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_watchAsset', 'personal_ecRecover']) {
      readCalls.length = 0
      walletCalls.length = 0
      await expect(provider.request({ method, params: [ACCOUNT, '0x68656c6c6f'] } as never)).rejects.toMatchObject({ code: 4200 })
      expect([readCalls, walletCalls]).toEqual([[], []])
    }
  })

  it('regression: eth_sendTransaction whose to is no address, or whose value, gas or data is no hex → InvalidParamsRpcError (-32602) before the wallet, not a SyntaxError, RangeError or a send of { to: {} }', async () => {
    for (const transaction of [{ to: OTHER, value: 'abc' }, { to: OTHER, value: '0x' }, { to: OTHER, gas: 'x' }, { to: OTHER, value: 1.5 }, { to: {} }, { to: 5 }, { to: [OTHER] }, { to: OTHER, data: 7 }, { to: OTHER, data: '0xabc' }]) {
      walletCalls.length = 0
      await expect(provider.request({ method: 'eth_sendTransaction', params: [transaction] } as never)).rejects.toMatchObject({ code: -32602 })
      expect(walletCalls).toEqual([])
    }
  })

  it('regression: wallet_switchEthereumChain whose chainId is no string or number ([{ null prototype }], [\'0x1\'], {}) → UnrecognizedChainError (4902), not a TypeError from Number(); nothing switches', async () => {
    const before = walletport.getState().networks.eip155?.caipNetwork?.caipNetworkId
    for (const chainId of [[Object.create(null)], ['0x1'], {}, null]) {
      walletCalls.length = 0
      await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] } as never)).rejects.toMatchObject({ code: 4902 })
      expect(walletCalls).toEqual([])
    }
    expect(walletport.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe(before)
  })
})
