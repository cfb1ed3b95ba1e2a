import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { parseTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, parseTransferCheckedInstruction } from '@solana-program/token'
import { decompileTransactionMessage, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address, type Instruction } from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import { TransactionFormError } from '../../core/transactions/transactionForm.js'
import { FAKE_RENT_MINIMUM, RpcFailure } from './fakeSolanaRpc.fixture.js'
import { solanaAdapterSetup } from './solanaAdapterSetup.fixture.js'
import { InsufficientSolError, InvalidMintError, RentExemptionError, SolanaTransactionError, TransactionNotConfirmedError } from './solanaErrors.js'
import { LAMPORTS_PER_SIGNATURE } from './checkSolTransfer.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './tokenPrograms.js'

const SOL = 1_000_000_000n
const RECIPIENT = 'BPFLoaderUpgradeab1e11111111111111111111111'
const MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function connected(options: Parameters<typeof solanaAdapterSetup>[0] = {}) {
  const setup = solanaAdapterSetup(options)
  await setup.adapter.connect({ connectorId: setup.connectorId, network: setup.localnet })
  setup.node.calls.length = 0
  setup.wallet.clearRequests()
  return setup
}

/** The instructions of a sent wire transaction, and its fee payer's signature check. */
function decodeSent(bytes: Uint8Array, feePayer: string) {
  const transaction = getTransactionDecoder().decode(bytes)
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes))
  const signature = transaction.signatures[feePayer as Address]
  return {
    instructions: message.instructions as readonly Instruction[],
    feePayer: message.feePayer.address,
    signedByFeePayer: signature ? ed25519.verify(signature, Uint8Array.from(transaction.messageBytes), base58.decode(feePayer)) : false,
    signature: signature ? base58.encode(signature) : undefined,
  }
}

describe('SolanaChainAdapter: sendTransaction', () => {
  it('SOL: checked, built, signed by the wallet, sent by the adapter, confirmed; resolves the signature', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)

    const signature = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: SOL / 2n } })

    const sent = decodeSent(node.sent[0]!, wallet.address)
    expect(sent.feePayer).toBe(wallet.address)
    expect(sent.signedByFeePayer).toBe(true)
    expect(signature).toBe(sent.signature)
    expect(sent.instructions).toHaveLength(1)
    const transfer = parseTransferSolInstruction(sent.instructions[0] as never)
    expect([transfer.accounts.source.address, transfer.accounts.destination.address, transfer.data.amount]).toEqual([wallet.address, RECIPIENT, SOL / 2n])
    expect(node.calls.map((call) => call.method)).toEqual(['getMultipleAccounts', 'getMinimumBalanceForRentExemption', 'getLatestBlockhash', 'sendTransaction', 'getSignatureStatuses'])
    expect(wallet.requests.map((request) => [request.method, (request.params as { chain: string }[])[0]?.chain])).toEqual([['signTransaction', 'solana:localnet']])
  })

  it('SOL: a wallet with signAndSendTransaction sends it itself; the adapter only confirms', async () => {
    const probe = solanaAdapterSetup()
    const served = await probe.node.serve()
    closers.push(served.close)
    const { adapter, connectorId, localnet, wallet, node } = await connected({ wallet: { rpcUrl: served.url } })
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    node.handlers.sendTransaction = probe.node.handlers.sendTransaction!

    const signature = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } })

    expect(probe.node.sent).toHaveLength(1)
    expect(decodeSent(probe.node.sent[0]!, wallet.address).signature).toBe(signature)
    expect(wallet.requests.map((request) => request.method)).toEqual(['signAndSendTransaction'])
    expect(node.calls.map((call) => call.method)).toEqual(['getMultipleAccounts', 'getMinimumBalanceForRentExemption', 'getLatestBlockhash', 'getSignatureStatuses'])
  })

  it('SPL: the receiver’s associated token account created idempotently, then transferChecked with the mint’s decimals', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.mints.set(MINT, { program: TOKEN_PROGRAM, decimals: 6 })

    await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, amount: 1_500_000n, mint: MINT } })

    const { instructions } = decodeSent(node.sent[0]!, wallet.address)
    const [destination] = await findAssociatedTokenPda({ owner: RECIPIENT as Address, mint: MINT as Address, tokenProgram: TOKEN_PROGRAM as Address })
    const [source] = await findAssociatedTokenPda({ owner: wallet.address as Address, mint: MINT as Address, tokenProgram: TOKEN_PROGRAM as Address })
    expect(instructions.map((instruction) => instruction.programAddress)).toEqual([ATA_PROGRAM, TOKEN_PROGRAM])
    expect(instructions[0]?.data?.[0]).toBe(1) // CreateIdempotent
    const transfer = parseTransferCheckedInstruction(instructions[1] as never)
    expect([transfer.accounts.source.address, transfer.accounts.destination.address, transfer.accounts.mint.address, transfer.data.amount, transfer.data.decimals]).toEqual([
      source,
      destination,
      MINT,
      1_500_000n,
      6,
    ])
    expect(node.calls.map((call) => call.method)).toEqual(['getAccountInfo', 'getLatestBlockhash', 'sendTransaction', 'getSignatureStatuses'])
  })

  it('SPL: a Token-2022 mint is transferred by the Token-2022 program, into its own associated account', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.mints.set(MINT, { program: TOKEN_2022_PROGRAM, decimals: 2 })

    await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, amount: 5n, mint: MINT } })

    const { instructions } = decodeSent(node.sent[0]!, wallet.address)
    const [destination] = await findAssociatedTokenPda({ owner: RECIPIENT as Address, mint: MINT as Address, tokenProgram: TOKEN_2022_PROGRAM as Address })
    expect(instructions[1]?.programAddress).toBe(TOKEN_2022_PROGRAM)
    expect(instructions[1]?.accounts?.[2]?.address).toBe(destination)
  })

  it('SPL: a mint that does not exist → InvalidMintError, the wallet not asked', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()

    await expect(adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, amount: 5n, mint: MINT } })).rejects.toBeInstanceOf(InvalidMintError)
    expect(wallet.requests).toEqual([])
    expect(node.sent).toEqual([])
  })

  it.each([
    ['a new recipient given less than the rent minimum', { sender: 2n * SOL, recipient: undefined, lamports: 1_000n }, RentExemptionError, 'recipient'],
    ['a sender left below the rent minimum', { sender: SOL, recipient: SOL, lamports: SOL - LAMPORTS_PER_SIGNATURE - 1_000n }, RentExemptionError, 'sender'],
    ['a sender who cannot pay the fee', { sender: SOL, recipient: SOL, lamports: SOL }, InsufficientSolError, undefined],
  ])('rent: %s is refused before the wallet is asked', async (_case, balances, errorClass, reason) => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.balances.set(wallet.address, balances.sender)
    if (balances.recipient !== undefined) node.balances.set(RECIPIENT, balances.recipient)

    const error = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: balances.lamports } }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(errorClass)
    if (reason) expect(error).toMatchObject({ reason, minimumLamports: FAKE_RENT_MINIMUM })
    expect(wallet.requests).toEqual([])
    expect(node.sent).toEqual([])
  })

  it('rent: the error says the minimum in SOL', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.balances.set(wallet.address, 2n * SOL)

    await expect(adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1n } })).rejects.toThrow(
      'The recipient is a new account: send at least 0.00089088 SOL (its rent-exempt minimum)',
    )
  })

  it('fault: the node refuses the send in preflight (-32002) → SolanaTransactionError with the program’s log line', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.mints.set(MINT, { program: TOKEN_PROGRAM, decimals: 6 })
    const logs = [
      `Program ${TOKEN_PROGRAM} invoke [1]`,
      'Program log: Instruction: TransferChecked',
      'Program log: Error: insufficient funds',
      `Program ${TOKEN_PROGRAM} failed: custom program error: 0x1`,
    ]
    node.handlers.sendTransaction = () => {
      throw new RpcFailure(-32002, 'Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1', { err: { InstructionError: [1, { Custom: 1 }] }, logs, accounts: null, unitsConsumed: 4_000 })
    }

    const error = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, amount: 5n, mint: MINT } }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect((error as SolanaTransactionError).shortMessage).toBe('The transaction failed: Error: insufficient funds')
    expect((error as SolanaTransactionError).logs).toEqual(logs)
  })

  it('fault: a wallet that sends and is refused in preflight passes the logs on; the program’s message is shown', async () => {
    const probe = solanaAdapterSetup()
    const served = await probe.node.serve()
    closers.push(served.close)
    const { adapter, connectorId, localnet, wallet, node } = await connected({ wallet: { rpcUrl: served.url } })
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    probe.node.handlers.sendTransaction = () => {
      throw new RpcFailure(-32002, 'Transaction simulation failed', {
        err: { InstructionError: [0, { Custom: 1 }] },
        logs: ['Program 11111111111111111111111111111111 invoke [1]', 'Transfer: insufficient lamports 100, need 1000', 'Program 11111111111111111111111111111111 failed: custom program error: 0x1'],
      })
    }

    const error = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect((error as SolanaTransactionError).programMessage).toBe('Transfer: insufficient lamports 100, need 1000')
  })

  it('fault: a transaction that fails on chain after the send → SolanaTransactionError with the chain’s error', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    node.status = () => ({ err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'confirmed' })

    await expect(adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } })).rejects.toThrow(
      'The transaction failed: InstructionError: [0,{"Custom":1}]',
    )
  })

  it('behavior: confirmation is polled on the clock until the chain confirms', async () => {
    const { adapter, connectorId, localnet, wallet, node, clock } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    const answers = [null, { err: null, confirmationStatus: 'processed' }, { err: null, confirmationStatus: 'confirmed' }]
    node.status = () => answers.shift() ?? null
    let done = false

    const sending = adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } }).then(() => (done = true))
    await expect.poll(() => node.count('getSignatureStatuses')).toBe(1)
    await clock.advanceAsync(500)
    expect(node.count('getSignatureStatuses')).toBe(2)
    expect(done).toBe(false)
    await clock.advanceAsync(500)
    await sending

    expect(node.count('getSignatureStatuses')).toBe(3)
  })

  it('behavior: a status read that fails once after the send is asked again; the send resolves when the chain confirms', async () => {
    const { adapter, connectorId, localnet, wallet, node, clock } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    const answers: (() => unknown)[] = [
      () => {
        throw new RpcFailure(-32005, 'Node is behind by 42 slots')
      },
      () => ({ err: null, confirmationStatus: 'confirmed' }),
    ]
    node.status = () => (answers.shift()?.() ?? null) as ReturnType<typeof node.status>

    const sending = adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } }).catch((caught: unknown) => caught)
    await expect.poll(() => node.count('getSignatureStatuses')).toBe(1)
    await clock.advanceAsync(500)

    expect(await sending).toBe(decodeSent(node.sent[0]!, wallet.address).signature)
  })

  it('behavior: status reads failing until the time limit → TransactionNotConfirmedError with the last failure as cause', async () => {
    const { adapter, connectorId, localnet, wallet, node, clock } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    node.status = () => {
      throw new RpcFailure(-32005, 'Node is behind by 42 slots')
    }

    const sending = adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } }).catch((caught: unknown) => caught)
    await expect.poll(() => node.count('getSignatureStatuses')).toBe(1)
    await clock.advanceAsync(90_000)

    const error = await sending
    expect(error).toBeInstanceOf(TransactionNotConfirmedError)
    expect((error as TransactionNotConfirmedError).cause).toMatchObject({ code: -32005 })
  })

  it('behavior: no confirmation within the time limit → TransactionNotConfirmedError', async () => {
    const { adapter, connectorId, localnet, wallet, node, clock } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    node.status = () => null

    const sending = adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } }).catch((caught: unknown) => caught)
    await expect.poll(() => node.count('getSignatureStatuses')).toBe(1)
    await clock.advanceAsync(90_000)

    expect(await sending).toBeInstanceOf(TransactionNotConfirmedError)
  })

  it('behavior: the person refuses to sign → UserRejectedRequestError, nothing sent', async () => {
    const { adapter, connectorId, localnet, wallet, node } = await connected()
    node.balances.set(wallet.address, 2n * SOL)
    node.balances.set(RECIPIENT, SOL)
    wallet.rejectNext('signTransaction')

    await expect(adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, lamports: 1_000n } })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(node.sent).toEqual([])
  })

  it('parameters: the eip155 form → TransactionFormError; a bad recipient → InvalidParamsRpcError', async () => {
    const { adapter, connectorId, localnet, wallet } = await connected()

    await expect(adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: RECIPIENT, value: 1n } })).rejects.toBeInstanceOf(TransactionFormError)
    await expect(adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: 'not-an-address', lamports: 1n } })).rejects.toMatchObject({ code: -32602 })
  })
})
