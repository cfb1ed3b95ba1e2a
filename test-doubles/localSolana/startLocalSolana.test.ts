import { createServer } from 'node:net'
import { createSolanaRpc, generateKeyPairSigner, isSolanaError, lamports, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE, type KeyPairSigner, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signedWire } from './kitTransaction.fixture.js'
import { LOCAL_SOLANA_GENESIS_HASH, startLocalSolana, type LocalSolana } from './index.js'

const SOL = 1_000_000_000n

describe('startLocalSolana: kit against the server', () => {
  let solana: LocalSolana
  let rpc: Rpc<SolanaRpcApi>
  let alice: KeyPairSigner
  let bob: KeyPairSigner

  beforeEach(async () => {
    solana = await startLocalSolana()
    rpc = createSolanaRpc(solana.url)
    ;[alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    solana.fund(alice.address, 10n * SOL)
  })
  afterEach(() => solana.close())

  const transfer = async (amount: bigint, from = alice, to = bob) => {
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    return signedWire(from, lifetime, [getTransferSolInstruction({ source: from, destination: to.address, amount: lamports(amount) })])
  }

  it('default: a loopback URL, the fixed genesis hash, health and version', async () => {
    expect(solana.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(solana.genesisHash).toBe(LOCAL_SOLANA_GENESIS_HASH)
    expect(await rpc.getGenesisHash().send()).toBe(LOCAL_SOLANA_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(await rpc.getVersion().send()).toEqual({ 'solana-core': '3.0.0', 'feature-set': 0 })
    const [slot, height] = await Promise.all([rpc.getSlot().send(), rpc.getBlockHeight().send()])
    expect(height).toBe(slot)
  })

  it('behavior: fund() and requestAirdrop credit the account; the airdrop is finalized and the slot moves', async () => {
    expect((await rpc.getBalance(alice.address).send()).value).toBe(10n * SOL)
    const before = await rpc.getSlot().send()
    const signature = await rpc.requestAirdrop(bob.address, lamports(2n * SOL)).send()
    const balance = await rpc.getBalance(bob.address).send()
    expect(balance.value).toBe(2n * SOL)
    expect(balance.context).toEqual({ slot: before + 1n, apiVersion: '3.0.0' })
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses).toEqual([{ slot: before, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' }])
  })

  it('behavior: a transferSol built and signed with kit lands, is finalized and credits the recipient', async () => {
    const { wire, signature } = await transfer(SOL)
    expect(await rpc.sendTransaction(wire, { encoding: 'base64' }).send()).toBe(signature)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL)
    expect((await rpc.getBalance(alice.address).send()).value).toBe(9n * SOL - 5000n)
  })

  it('behavior: two identical transfers both land (each send brings a new blockhash)', async () => {
    const first = await transfer(SOL)
    await rpc.sendTransaction(first.wire, { encoding: 'base64' }).send()
    const second = await transfer(SOL)
    expect(second.signature).not.toBe(first.signature)
    await rpc.sendTransaction(second.wire, { encoding: 'base64' }).send()
    expect((await rpc.getBalance(bob.address).send()).value).toBe(2n * SOL)
  })

  it('behavior: a blockhash stays usable after other transactions land (its 150 blocks)', async () => {
    const signedEarly = await transfer(SOL)
    await rpc.sendTransaction((await transfer(SOL, alice, alice)).wire, { encoding: 'base64' }).send()
    await rpc.sendTransaction(signedEarly.wire, { encoding: 'base64' }).send()
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL)
  })

  it('behavior: the same transaction sent twice fails preflight as already processed', async () => {
    const { wire } = await transfer(SOL)
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toMatchObject({ cause: { message: 'This transaction has already been processed' } })
  })

  it('behavior: a failing transfer answers -32002 with the program logs, and nothing lands', async () => {
    const { wire, signature } = await transfer(100n * SOL)
    const error: unknown = await rpc.sendTransaction(wire, { encoding: 'base64' }).send().catch((caught: unknown) => caught)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    if (!isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) return
    expect(error.context.logs).toContain(`Transfer: insufficient lamports ${String(10n * SOL - 5000n)}, need ${String(100n * SOL)}`)
    expect((await rpc.getSignatureStatuses([signature]).send()).value).toEqual([null])
    expect((await rpc.getBalance(alice.address).send()).value).toBe(10n * SOL)
  })

  it('behavior: with skipPreflight a failing transfer lands with its error (the fee is paid)', async () => {
    const { wire, signature } = await transfer(100n * SOL)
    expect(await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send()).toBe(signature)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({ err: { InstructionError: [0n, { Custom: 1n }] }, status: { Err: { InstructionError: [0n, { Custom: 1n }] } } })
    expect((await rpc.getBalance(alice.address).send()).value).toBe(10n * SOL - 5000n)
  })

  it('behavior: simulateTransaction runs without landing; replaceRecentBlockhash names the blockhash it used', async () => {
    const { wire } = await transfer(SOL)
    const { value } = await rpc.simulateTransaction(wire, { encoding: 'base64', replaceRecentBlockhash: true }).send()
    expect(value).toMatchObject({ err: null, logs: ['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'], unitsConsumed: 150n })
    expect(value.replacementBlockhash?.blockhash).toBe((await rpc.getLatestBlockhash().send()).value.blockhash)
    expect((await rpc.getBalance(bob.address).send()).value).toBe(0n)
  })

  it('behavior: getFeeForMessage and getMinimumBalanceForRentExemption', async () => {
    const { wire } = await transfer(SOL)
    // The message is the wire transaction after its signature count (1) and one signature (64 bytes).
    const message = Buffer.from(wire, 'base64').subarray(65).toString('base64')
    expect((await rpc.getFeeForMessage(message as never).send()).value).toBe(5000n)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
  })

  it('behavior: getSignatureStatuses answers null for a signature never seen', async () => {
    const { signature } = await transfer(SOL)
    expect((await rpc.getSignatureStatuses([signature]).send()).value).toEqual([null])
  })

  it('behavior: getAccountInfo in base64 and getMultipleAccounts, null for a missing account', async () => {
    const { value } = await rpc.getAccountInfo(alice.address, { encoding: 'base64' }).send()
    expect(value).toEqual({ data: ['', 'base64'], executable: false, lamports: 10n * SOL, owner: '11111111111111111111111111111111', rentEpoch: 18_446_744_073_709_551_615n, space: 0n })
    const multiple = await rpc.getMultipleAccounts([alice.address, bob.address], { encoding: 'base64' }).send()
    expect(multiple.value.map((account) => account?.lamports ?? null)).toEqual([10n * SOL, null])
  })
})

describe('startLocalSolana: lifecycle', () => {
  it('behavior: close() stops the server, and is safe to call twice', async () => {
    const solana = await startLocalSolana()
    await Promise.all([solana.close(), solana.close()])
    await expect(fetch(solana.url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('behavior: a port in use is refused, naming the port', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()))
    const { port } = taken.address() as { port: number }
    try {
      await expect(startLocalSolana({ port })).rejects.toThrow(`local Solana RPC: port ${String(port)} on 127.0.0.1 is already in use`)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
