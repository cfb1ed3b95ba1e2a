import * as fc from 'fast-check'
import { getAddress, isAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '@walletconnect/utils'
import { WALLET_CONNECT_CONNECTOR_ID, WalletConnectChainAdapter } from '../../adapters/walletconnect/WalletConnectChainAdapter.js'
import { readCacao } from '../../adapters/walletconnect/WalletConnectAuthentication.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { mainnet, polygon } from '../../core/network/presets.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { checkProperty, fuzzTimeout, nearValid } from './fuzzRuns.js'
import { ScriptedSignClient } from './scriptedSignClient.js'
import { expectValidState } from './walletStateSchema.js'

const NETWORKS = [mainnet, polygon] as const
const TOPIC = 'a'.repeat(64)
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => toHex(bytes)).chain((hex) => fc.constantFrom(hex, getAddress(hex), hex.toUpperCase().replace('0X', '0x')))
const chainReference = fc.constantFrom('1', '137', '10', '31337')
/** Chains a session may name: mostly eip155 ids, sometimes what CAIP-2 allows but no EVM chain is. */
const sessionChain = fc.oneof({ weight: 6, arbitrary: chainReference.map((id) => `eip155:${id}`) }, { weight: 1, arbitrary: fc.constantFrom('eip155:abc', 'eip155:0', 'eip155:99999999999999999999', 'cosmos:cosmoshub-4') })

/** A session as a wallet settles it (sign-client's SessionTypes.Struct, the parts walletport reads). */
const sessionOn = (chain: fc.Arbitrary<string>) => fc
  .record({ chains: fc.uniqueArray(chain, { minLength: 1, maxLength: 3 }), addresses: fc.array(address, { minLength: 1, maxLength: 2 }), name: fc.string(), expiry: fc.integer({ min: 1, max: 4_000_000_000 }) })
  .map(({ chains, addresses, name, expiry }) => ({
    topic: TOPIC,
    expiry,
    peer: { metadata: { name, url: 'https://wallet.example', icons: ['https://wallet.example/icon.png'] } },
    namespaces: {
      eip155: {
        chains,
        accounts: chains.flatMap((chain) => addresses.map((each) => `${chain}:${each}`)),
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  }))
const validSession = sessionOn(chainReference.map((id) => `eip155:${id}`))

/** An instance whose only adapter is WalletConnect over the scripted sign-client. */
function setup() {
  const client = new ScriptedSignClient()
  const clock = new ManualClock()
  const adapter = new WalletConnectChainAdapter({ networks: [...NETWORKS], loadSignClient: client.module, clock, storage: new InMemoryStorage() })
  const walletport = createWalletport({ networks: [...NETWORKS] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock, telemetry: new RecordingTelemetry() })
  const events: ChainAdapterEvent[] = []
  adapter.on((event) => events.push(event))
  return { client, adapter, walletport, events }
}

/** Connects; a refusal must be a typed error and leave nothing connected. */
async function connectOrRefuse({ walletport }: ReturnType<typeof setup>): Promise<boolean> {
  try {
    await walletport.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    return true
  } catch (error) {
    expect(error).toBeInstanceOf(BaseError)
    expect(walletport.getState().connections).toEqual([])
    return false
  }
}

const isChecksummed = (value: string): boolean => isAddress(value, { strict: true }) && getAddress(value) === value

describe('regressions found by fuzzing: WalletConnect', () => {
  it('regression: a session whose chains are no eip155 chain ids (eip155:abc, cosmos:…) is refused, never connected on "eip155:NaN"', async () => {
    for (const chain of ['eip155:abc', 'cosmos:cosmoshub-4', 'eip155:0']) {
      const world = setup()
      world.client.settle = { session: { topic: TOPIC, expiry: 4e9, peer: { metadata: { name: 'w', url: 'https://w.example' } }, namespaces: { eip155: { chains: [chain], accounts: [`${chain}:0x${'11'.repeat(20)}`], methods: [], events: [] } } } }
      await expect(world.walletport.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).rejects.toBeInstanceOf(InvalidWalletResponseError)
      expect(world.walletport.getState().connections).toEqual([])
      world.walletport.destroy()
    }
  })

  it('regression: a CACAO payload sign-client cannot format (no aud) → InvalidWalletResponseError, not a plain Error', () => {
    const cacao = { h: { t: 'caip122' }, p: { iss: `did:pkh:eip155:1:0x${'11'.repeat(20)}`, domain: 'a.aa', aud: null, version: '1', nonce: '0AaaA0AA', iat: '2026-01-01T00:00:00.000Z' }, s: { t: 'eip191', s: `0x${'ab'.repeat(65)}` } }
    expect(() => readCacao(cacao, (payload, iss) => formatMessage(payload as never, iss))).toThrow(InvalidWalletResponseError)
  })
})

describe('fuzz: WalletConnect sessions, events and requests', () => {
  it(
    'property: any settled session → connected with checksummed accounts on a known chain, or a typed error with nothing connected',
    async () => {
      await checkProperty(
        fc.asyncProperty(nearValid(sessionOn(sessionChain)), async (session) => {
          const world = setup()
          world.client.settle = { session }
          const connected = await connectOrRefuse(world)
          expectValidState(world.walletport.getState())
          if (connected) {
            const accounts = await world.adapter.getAccounts({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
            expect(accounts.length).toBeGreaterThan(0)
            expect(accounts.every((account) => isChecksummed(account.address))).toBe(true)
            expect(world.walletport.getState().connections[0]?.caipNetworkId).toMatch(/^eip155:[1-9][0-9]*$/)
          }
          world.walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: session_event / session_update with any params → only valid chainChanged / accountsChanged reach the core; a bad one changes nothing',
    async () => {
      const event = fc.oneof(
        fc.record({ event: fc.record({ name: fc.constant('chainChanged'), data: fc.oneof(chainReference.map(Number), chainReference.map((id) => toHex(Number(id))), chainReference) }), chainId: fc.constant('eip155:1') }),
        fc.record({ event: fc.record({ name: fc.constant('accountsChanged'), data: fc.array(fc.oneof(address, address.map((each) => `eip155:1:${each}`)), { maxLength: 2 }) }), chainId: fc.constant('eip155:1') }),
      )
      await checkProperty(
        fc.asyncProperty(validSession, fc.array(fc.tuple(fc.constantFrom('session_event', 'session_update'), nearValid(event), nearValid(validSession).filter(isRecord), fc.boolean()), { minLength: 1, maxLength: 3 }), async (session, script) => {
          const world = setup()
          world.client.settle = { session }
          await world.walletport.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
          for (const [kind, params, update, ours] of script) {
            const before = world.walletport.getState()
            const emitted = world.events.length
            if (kind === 'session_event') world.client.emit(kind, { topic: ours ? TOPIC : 'b'.repeat(64), params })
            else {
              world.client.stored = [update]
              world.client.emit(kind, { topic: ours ? TOPIC : 'b'.repeat(64) })
            }
            await flushMicrotasks()
            expectValidState(world.walletport.getState())
            const fresh = world.events.slice(emitted)
            if (fresh.length === 0) expect(world.walletport.getState()).toBe(before)
            for (const each of fresh) {
              if (each.type === 'chainChanged') expect(typeof each.chainId === 'number' && Number.isSafeInteger(each.chainId) && each.chainId > 0).toBe(true)
              if (each.type === 'accountsChanged') expect(each.accounts.every((account) => account.namespace === 'eip155' && isChecksummed(account.address))).toBe(true)
            }
          }
          world.walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: any answer to a request (personal_sign, eth_sendTransaction) → a hex result of the right shape, or a typed error; the connection stays',
    async () => {
      const answer = fc.oneof(
        nearValid(fc.constantFrom(`0x${'ab'.repeat(65)}`, `0x${'cd'.repeat(32)}`)).map((value) => () => Promise.resolve(value)),
        nearValid(fc.record({ code: fc.constantFrom(4001, 5000, -32603, 4100), message: fc.string() })).map((error) => () => Promise.reject(error)),
      )
      await checkProperty(
        fc.asyncProperty(validSession, answer, fc.boolean(), async (session, reply, sign) => {
          const world = setup()
          world.client.settle = { session }
          const { address: from } = await world.walletport.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
          world.client.answer = reply
          const before = world.walletport.getState()
          try {
            const result = sign ? await world.walletport.signMessage({ message: 'fuzz' }) : await world.walletport.sendTransaction({ to: from as `0x${string}`, value: 1n })
            expect(result).toMatch(sign ? /^0x(?:[0-9a-f]{2})+$/i : /^0x[0-9a-f]{64}$/i)
          } catch (error) {
            expect(error).toBeInstanceOf(BaseError)
          }
          expect(world.walletport.getState().connections).toEqual(before.connections)
          expectValidState(world.walletport.getState())
          world.walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: any CACAO of a one-click sign-in → account, chain and EIP-4361 text, or InvalidWalletResponseError',
    async () => {
      const cacao = fc.record({ chain: chainReference, address, domain: fc.domain(), nonce: fc.stringMatching(/^[A-Za-z0-9]{8,16}$/), signature: fc.constant(`0x${'ab'.repeat(65)}`) }).map(({ chain, address: account, domain, nonce, signature }) => ({
        h: { t: 'caip122' },
        p: { iss: `did:pkh:eip155:${chain}:${account}`, domain, aud: `https://${domain}`, version: '1', nonce, iat: '2026-01-01T00:00:00.000Z', statement: 'Sign in', resources: [] },
        s: { t: 'eip191', s: signature },
      }))
      await checkProperty(
        fc.property(nearValid(cacao), (value) => {
          let read
          try {
            read = readCacao(value, (payload, iss) => formatMessage(payload as never, iss))
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidWalletResponseError)
            return
          }
          expect(isChecksummed(read.address)).toBe(true)
          expect(read.chainId).toMatch(/^eip155:[0-9]+$/)
          expect(typeof read.message).toBe('string')
        }),
      )
    },
    fuzzTimeout(),
  )
})

// sign-client's session store holds objects (its own structs); their fields are what a wallet sent.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
