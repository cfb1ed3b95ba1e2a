import * as fc from 'fast-check'
import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { FakeSolanaNode, isolatedRegistry } from '../../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../../adapters/solana/SolanaWalletDiscovery.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../adapters/solana/tokenPrograms.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { solanaDevnet } from '../../core/network/presets.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { checkProperty, fuzzTimeout, mutate, nearValid, oddValue } from './fuzzRuns.js'
import { expectValidState } from './walletStateSchema.js'

// The real adapter and kit's real RPC client over a scripted transport: each JSON-RPC answer body
// is the fake node's valid answer, edited at one place (or replaced by a JSON-RPC error, or a
// transport failure). No network.

const MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
const MINT_2022 = 'mntTyrWq2ayChjXDEhUvG5xkt1r4JZr4smkTcKD2TDX'
const RECIPIENT = 'Bob1111111111111111111111111111111111111111'
const WALLET = new WalletStandardTestWallet({ chains: ['solana:devnet'] })
const METHODS = ['getBalance', 'getMultipleAccounts', 'getMinimumBalanceForRentExemption', 'getLatestBlockhash', 'getFeeForMessage', 'sendTransaction', 'getSignatureStatuses', 'getTokenAccountsByOwner', 'getAccountInfo', 'getGenesisHash'] as const
type Method = (typeof METHODS)[number]

/** How the scripted node answers one method: as the fake node would, edited at one place, a JSON-RPC error, or no answer (the transport throws). */
type Answer = { readonly kind: 'valid' } | { readonly kind: 'edited'; readonly edit: Parameters<typeof mutate> extends [unknown, ...infer Rest] ? Rest : never } | { readonly kind: 'error'; readonly error: unknown } | { readonly kind: 'throw'; readonly thrown: unknown }

const answer: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Answer>({ kind: 'valid' }) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.array(fc.nat(), { maxLength: 6 }), oddValue(), fc.constantFrom('replace' as const, 'delete' as const, 'wrap' as const, 'stringify' as const))
      .map(([steps, odd, mutation]): Answer => ({ kind: 'edited', edit: [steps, odd, mutation] })),
  },
  { weight: 1, arbitrary: nearValid(fc.record({ code: fc.constantFrom(-32002, -32005, -32602, -32601, -32603, 429, 0), message: fc.string(), data: fc.anything() })).map((error): Answer => ({ kind: 'error', error })) },
  { weight: 1, arbitrary: oddValue().map((thrown): Answer => ({ kind: 'throw', thrown })) },
)
const script = fc.record(Object.fromEntries(METHODS.map((method) => [method, answer])) as Record<Method, fc.Arbitrary<Answer>>)

/** The fake node's ledger: the wallet holds SOL and two tokens, and the mints exist. */
function ledger(): FakeSolanaNode {
  const node = new FakeSolanaNode()
  node.balances.set(WALLET.address, 5_000_000_000n)
  node.balances.set(RECIPIENT, 1_000_000_000n)
  node.mints.set(MINT, { program: TOKEN_PROGRAM, decimals: 6 })
  node.mints.set(MINT_2022, { program: TOKEN_2022_PROGRAM, decimals: 2 })
  node.tokenAccounts.push({ owner: WALLET.address, mint: MINT, program: TOKEN_PROGRAM, amount: 1_500_000n }, { owner: WALLET.address, mint: MINT_2022, program: TOKEN_2022_PROGRAM, amount: 1_234n })
  return node
}

/** kit's RPC over a transport that answers each call as `answers` script it; `calls` counts the calls. */
function scriptedRpc(node: FakeSolanaNode, answers: Record<Method, Answer>, calls: string[]) {
  const transport: RpcTransport = async <T>({ payload }: { payload: unknown }): Promise<T> => {
    const { id, method, params } = payload as { id: unknown; method: Method; params?: unknown[] }
    calls.push(method)
    const scripted = answers[method] ?? { kind: 'valid' }
    if (scripted.kind === 'throw') throw scripted.thrown
    if (scripted.kind === 'error') return { jsonrpc: '2.0', id, error: scripted.error } as T
    const handler = node.handlers[method]
    const body = { jsonrpc: '2.0', id, result: handler ? await handler(params ?? []) : null }
    return (scripted.kind === 'valid' ? body : mutate(body, ...scripted.edit)) as T
  }
  return createSolanaRpcFromTransport(transport)
}

/** Settles `promise`, moving the clock while it waits (the confirmation polls every 500 ms for up to 90 s). */
async function settle<T>(promise: Promise<T>, clock: ManualClock): Promise<{ readonly value?: T; readonly error?: unknown }> {
  const outcome: { value?: T; error?: unknown; done?: boolean } = {}
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: unknown) => Object.assign(outcome, { error, done: true }),
  )
  // The adapter's code loads by dynamic import (real tasks, slower on a busy machine); the polls wait on the manual clock.
  const started = performance.now()
  while (!outcome.done && performance.now() - started < 20_000) {
    await flushMicrotasks(50)
    if (outcome.done) break
    const due = clock.nextDueAt
    if (due === undefined) await new Promise((resolve) => setImmediate(resolve))
    else await clock.advanceAsync(Math.max(0, due - clock.now()))
  }
  expect(outcome.done).toBe(true)
  return outcome
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

describe('fuzz: Solana RPC answers', () => {
  beforeAll(async () => {
    // The adapter's lazily loaded parts, loaded once so a case waits only for its own answers.
    await Promise.all([import('../../adapters/solana/solanaRpcModule.js'), import('../../adapters/solana/sendSolanaTransfer.js'), import('../../adapters/solana/confirmSignature.js'), import('../../adapters/solana/estimateTransferFee.js')])
  })

  it(
    'property: any answers to the adapter’s reads (balance, token accounts, fee, confirmation) → a valid value or a typed error, never another throw',
    async () => {
      await checkProperty(
        fc.asyncProperty(script, fc.constantFrom('balance', 'tokens', 'solFee', 'splFee', 'confirm'), async (answers, read) => {
          const node = ledger()
          const calls: string[] = []
          // Few microtask turns per timer: a confirmation polls up to 180 times (settle flushes more when a poll is slower).
          const clock = new ManualClock({ microtaskTurns: 10 })
          const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: isolatedRegistry(), clock, createRpc: () => scriptedRpc(node, answers, calls), logger: new BufferedLogger({ clock, level: 'silent' }) })
          const network = solanaDevnet
          const reads: Record<typeof read, () => Promise<unknown>> = {
            balance: () => adapter.getBalance({ address: WALLET.address, network }),
            tokens: () => adapter.getTokenBalances({ address: WALLET.address, network }),
            solFee: () => adapter.estimateFee({ network, transaction: { from: WALLET.address, to: RECIPIENT, lamports: 1_000n } }),
            splFee: () => adapter.estimateFee({ network, transaction: { from: WALLET.address, to: RECIPIENT, mint: MINT, amount: 1n } }),
            confirm: () => adapter.waitForTransaction({ network, hash: '5'.repeat(88) }),
          }
          const { value, error } = await settle(reads[read](), clock)
          if (error !== undefined) {
            expect(error).toBeInstanceOf(BaseError)
            return
          }
          if (read === 'balance' || read === 'solFee' || read === 'splFee') {
            const { value: amount, decimals, symbol } = value as { value: bigint; decimals: number; symbol: string }
            expect(typeof amount).toBe('bigint')
            expect(amount >= 0n).toBe(true)
            expect([decimals, symbol]).toEqual([9, 'SOL'])
          } else if (read === 'tokens') {
            for (const row of value as readonly { address: string; quantity: { decimals: string; numeric: string } }[]) {
              expect(row.address).toMatch(new RegExp(`^${solanaDevnet.caipNetworkId}:[1-9A-HJ-NP-Za-km-z]+$`))
              expect(row.quantity.decimals).toMatch(/^\d{1,3}$/)
              expect(row.quantity.numeric).toMatch(/^\d+(\.\d+)?$/)
            }
          } else expect(['success', 'reverted']).toContain((value as { status: string }).status)
        }),
      )
    },
    fuzzTimeout(60_000),
  )

  it(
    'property: a connected wallet’s SOL or SPL send with any RPC answers → a base58 signature or a typed error; the connection stays and the state stays valid',
    async () => {
      await checkProperty(
        fc.asyncProperty(script, fc.boolean(), async (answers, spl) => {
          const registry = isolatedRegistry()
          WALLET.register(registry)
          const node = ledger()
          const calls: string[] = []
          const clock = new ManualClock()
          const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry, clock, createRpc: () => scriptedRpc(node, answers, calls), logger: new BufferedLogger({ clock, level: 'silent' }) })
          const walletport = createWalletport({ networks: [solanaDevnet] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock, telemetry: new RecordingTelemetry(), logger: new BufferedLogger({ clock, level: 'silent' }) })
          await walletport.connect({ connectorId: solanaConnectorIdOf(WALLET.name) })
          await flushMicrotasks(20)
          const before = walletport.getState().connections
          expectValidState(walletport.getState())
          const { value, error } = await settle(walletport.sendTransaction(spl ? { namespace: 'solana', to: RECIPIENT, mint: MINT, amount: 1n } : { namespace: 'solana', to: RECIPIENT, lamports: 1_000n }), clock)
          if (error !== undefined) expect(error).toBeInstanceOf(BaseError)
          else expect(value).toMatch(BASE58)
          await flushMicrotasks(20)
          expect(walletport.getState().connections).toEqual(before)
          expectValidState(walletport.getState())
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(120_000),
  )
})

describe('regressions found by fuzzing: Solana RPC', () => {
  it('default: with the node’s own answers every read and the send resolve (the properties start from valid bodies)', async () => {
    const valid = Object.fromEntries(METHODS.map((method) => [method, { kind: 'valid' }])) as Record<Method, Answer>
    const registry = isolatedRegistry()
    WALLET.register(registry)
    const clock = new ManualClock()
    const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry, clock, createRpc: () => scriptedRpc(ledger(), valid, []), logger: new BufferedLogger({ clock, level: 'silent' }) })
    const network = solanaDevnet

    expect((await adapter.getBalance({ address: WALLET.address, network })).value).toBe(5_000_000_000n)
    expect(await adapter.getTokenBalances({ address: WALLET.address, network })).toHaveLength(2)
    expect((await adapter.estimateFee({ network, transaction: { from: WALLET.address, to: RECIPIENT, mint: MINT, amount: 1n } })).value).toBe(5_000n)
    await adapter.connect({ connectorId: solanaConnectorIdOf(WALLET.name), network })
    const { value } = await settle(adapter.sendTransaction({ connectorId: solanaConnectorIdOf(WALLET.name), network, transaction: { from: WALLET.address, to: RECIPIENT, lamports: 1_000n } }), clock)
    expect(value).toMatch(BASE58)
  })

  it('regression: a transport throwing a value neither JSON nor String() can print (a BigInt in a null-prototype object) → HttpRequestError, not a TypeError', async () => {
    const thrown = Object.assign(Object.create(null) as object, { '': [0n] })
    const answers = { getBalance: { kind: 'throw', thrown } } as unknown as Record<Method, Answer>
    const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: isolatedRegistry(), createRpc: () => scriptedRpc(ledger(), answers, []), logger: new BufferedLogger({ clock: new ManualClock(), level: 'silent' }) })

    const error = await adapter.getBalance({ address: WALLET.address, network: solanaDevnet }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).message).toContain('[object Object]')
  })

  it('regression: a node pricing a transfer at -1 lamports → a typed error, not a negative fee (every u64 it answers is checked so)', async () => {
    const answers = { getFeeForMessage: { kind: 'edited', edit: [[319175732, 436773555], -1, 'replace'] } } as unknown as Record<Method, Answer>
    const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: isolatedRegistry(), createRpc: () => scriptedRpc(ledger(), answers, []), logger: new BufferedLogger({ clock: new ManualClock(), level: 'silent' }) })

    const fee = await adapter.estimateFee({ network: solanaDevnet, transaction: { from: WALLET.address, to: RECIPIENT, mint: MINT, amount: 1n } }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )

    expect(fee).toEqual({ error: expect.any(BaseError) })
  })
})
