import * as fc from 'fast-check'
import { getAddress, isAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAccounts } from '../../adapters/evm/parseAccounts.js'
import { parseChainId } from '../../adapters/evm/parseChainId.js'
import { ViemChainAdapter } from '../../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../../composition/createWalletport.js'
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

// No node answers: the RPC URL is a closed port and balances are refused at once (the boundary here is the wallet).
const NETWORKS = [anvilAt('http://127.0.0.1:9', 1), anvilAt('http://127.0.0.1:9', 137)] as const

/** The real adapter with balances refused without a network call. */
class WalletOnlyViemChainAdapter extends ViemChainAdapter {
  override getBalance(): ReturnType<ViemChainAdapter['getBalance']> {
    return Promise.reject(new ChainDisconnectedError())
  }
}

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => toHex(bytes)).chain((hex) => fc.constantFrom(hex, getAddress(hex), `0x${hex.slice(2).toUpperCase()}`))
const accounts = fc.array(address, { maxLength: 3 })
const chainId = fc.oneof(fc.constantFrom(1, 137, 10).map((id) => toHex(id)), fc.integer({ min: 1, max: 2 ** 53 - 1 }).map((id) => toHex(id)))
/** What wallets throw: EIP-1193 errors, Errors, and non-Error values. */
const thrown = nearValid(fc.record({ code: fc.constantFrom(4001, 4100, 4200, 4900, 4901, -32002, -32603, 1013), message: fc.string() }))

function setup(provider: ScriptedProvider) {
  const logger = new BufferedLogger({ clock: { now: () => 0 } })
  const adapter = new WalletOnlyViemChainAdapter({ networks: [...NETWORKS], providers: [{ id: 'scripted', name: 'Scripted Wallet', provider }], enableEIP6963: false, enableInjected: false, logger })
  const walletport = createWalletport({ networks: [...NETWORKS] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock: new ManualClock(), telemetry: new RecordingTelemetry(), logger })
  return { walletport, adapter }
}

const answerOf = (value: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: value.map((each) => () => Promise.resolve(each)) }, { weight: 1, arbitrary: thrown.map((error) => () => Promise.reject(error)) })

describe('fuzz: EIP-1193 answers and events', () => {
  it(
    'property: any eth_requestAccounts / eth_chainId answers (values or throws, Error or not) → connected with valid accounts, or a typed error with nothing connected',
    async () => {
      await checkProperty(
        fc.asyncProperty(answerOf(nearValid(accounts.filter((list) => list.length > 0))), answerOf(nearValid(chainId)), async (requestAccounts, chain) => {
          const provider = new ScriptedProvider({ eth_requestAccounts: requestAccounts, eth_accounts: requestAccounts, eth_chainId: chain })
          const { walletport } = setup(provider)
          try {
            await walletport.connect({ connectorId: 'scripted' })
            expect(walletport.getAccount().status).toBe('connected')
          } catch (error) {
            expect(error).toBeInstanceOf(BaseError)
            expect(walletport.getState().connections).toEqual([])
          }
          expectValidState(walletport.getState())
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: accountsChanged / chainChanged / disconnect with any payload → the state stays valid; a payload the wallet may not send changes nothing',
    async () => {
      const event = fc.oneof(
        fc.tuple(fc.constant('accountsChanged'), nearValid(accounts)),
        fc.tuple(fc.constant('chainChanged'), nearValid(chainId)),
        fc.tuple(fc.constant('disconnect'), oddValue()),
        fc.tuple(fc.constant('connect'), oddValue()),
        fc.tuple(fc.constant('message'), oddValue()),
      )
      await checkProperty(
        fc.asyncProperty(accounts.filter((list) => list.length > 0 && list.every((each) => isAddress(each, { strict: true }))), fc.array(event, { minLength: 1, maxLength: 4 }), async (connected, script) => {
          const provider = new ScriptedProvider({ eth_requestAccounts: async () => connected, eth_accounts: async () => connected, eth_chainId: async () => '0x1' })
          const { walletport } = setup(provider)
          await walletport.connect({ connectorId: 'scripted' })
          for (const [name, payload] of script) {
            const before = walletport.getState()
            provider.emit(name, payload)
            await flushMicrotasks()
            expectValidState(walletport.getState())
            if (isRefused(name, payload)) expect(walletport.getState()).toBe(before)
          }
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

describe('fuzz: EIP-1193 request answers', () => {
  it(
    'property: any personal_sign / eth_sendTransaction answer (values or throws, Error or not) → a hex result of the right shape, or a typed error; the connection stays',
    async () => {
      const connected = [getAddress(`0x${'12'.repeat(20)}`)]
      const provider = new ScriptedProvider({ eth_requestAccounts: async () => connected, eth_accounts: async () => connected, eth_chainId: async () => '0x1' })
      const { walletport } = setup(provider)
      await walletport.connect({ connectorId: 'scripted' })
      await checkProperty(
        fc.asyncProperty(answerOf(nearValid(fc.constantFrom(`0x${'ab'.repeat(65)}`, `0x${'cd'.repeat(32)}`))), fc.boolean(), async (reply, sign) => {
          // One connected instance for all cases (a request changes no connection, which each case checks): only the answer is the case's.
          provider.answers['personal_sign'] = reply
          provider.answers['eth_sendTransaction'] = reply
          const before = walletport.getState().connections
          try {
            const result = sign ? await walletport.signMessage({ message: 'fuzz' }) : await walletport.sendTransaction({ to: connected[0] as `0x${string}`, value: 1n })
            expect(result).toMatch(sign ? /^0x(?:[0-9a-f]{2})+$/i : /^0x[0-9a-f]{64}$/i)
          } catch (error) {
            expect(error).toBeInstanceOf(BaseError)
          }
          expect(walletport.getState().connections).toEqual(before)
          expectValidState(walletport.getState())
        }),
      )
      walletport.destroy()
    },
    fuzzTimeout(30_000),
  )
})

/** What the adapter must ignore: an account list or chain id that does not parse, or an event it does not use. */
function isRefused(name: string, payload: unknown): boolean {
  try {
    if (name === 'accountsChanged') parseAccounts(payload)
    else if (name === 'chainChanged') parseChainId(payload)
    else return name !== 'disconnect'
    return false
  } catch {
    return true
  }
}
