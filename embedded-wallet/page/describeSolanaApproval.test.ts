import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, AccountRole, createNoopSigner, lamports } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeSolanaTransaction, type SolanaWireTransaction } from './decodeSolanaTransaction.js'
import { describeApproval } from './describeApproval.js'
import { unsignedWire } from './solanaWire.fixture.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const USER = address('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
const RECEIVER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const MINT = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
const PROGRAM = address('MemoSq4gqABAXKb96qnH8TuhGT1HbBGaHqtXxwE2Ryz')
const user = createNoopSigner(USER)

function decoded(wire: string): SolanaWireTransaction {
  const transaction = decodeSolanaTransaction(wire)
  if (!transaction) throw new Error('the fixture is no transaction')
  return transaction
}

describe('describeApproval: Solana', () => {
  it('solana_signMessage: the account, the network and the message as text (hex when not text)', () => {
    const description = describeApproval({ method: 'solana_signMessage', message: new TextEncoder().encode('Sign in'), address: USER, chainId: SOLANA })
    expect(description).toEqual({ title: 'Sign message', fields: [{ label: 'Account', value: USER }, { label: 'Network', value: SOLANA }], detail: { label: 'Message', text: 'Sign in' } })
    expect(describeApproval({ method: 'solana_signMessage', message: new Uint8Array([0, 255]), address: USER, chainId: SOLANA }).detail?.text).toBe('0x00ff')
  })

  it('solana_signTransaction: a SOL transfer as the amount in SOL and the receiver, with the fee payer', () => {
    const wire = unsignedWire(USER, [getTransferSolInstruction({ source: user, destination: RECEIVER, amount: lamports(1_500_000_000n) })])

    const description = describeApproval({ method: 'solana_signTransaction', transactions: [decoded(wire)], chainId: SOLANA })

    expect(description).toEqual({
      title: 'Sign transaction',
      fields: [
        { label: 'Network', value: SOLANA },
        { label: 'Fee payer', value: USER },
        { label: 'Instruction 1', value: `Send 1.5 SOL to ${RECEIVER}` },
      ],
    })
  })

  it('solana_signAndSendTransaction: an SPL transferChecked after creating the receiver\'s token account; other programs by id', async () => {
    const [source] = await findAssociatedTokenPda({ owner: USER, mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const [destination] = await findAssociatedTokenPda({ owner: RECEIVER, mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const wire = unsignedWire(USER, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: user, ata: destination, owner: RECEIVER, mint: MINT }),
      getTransferCheckedInstruction({ source, mint: MINT, destination, authority: user, amount: 2_500_000n, decimals: 6 }),
      { programAddress: PROGRAM, accounts: [{ address: USER, role: AccountRole.READONLY_SIGNER }], data: new TextEncoder().encode('hi') },
    ])

    const description = describeApproval({ method: 'solana_signAndSendTransaction', transactions: [decoded(wire)], chainId: SOLANA, options: {} })

    expect(description.title).toBe('Send transaction')
    expect(description.fields.slice(2)).toEqual([
      { label: 'Instruction 1', value: "Create the receiver's token account" },
      { label: 'Instruction 2', value: `Send 2.5 of ${MINT} to ${destination}` },
      { label: 'Instruction 3', value: `Call program ${PROGRAM}` },
    ])
  })

  it('behavior: an instruction whose accounts come from a lookup table is shown by its program only', () => {
    const table = address('AddressLookupTab1e1111111111111111111111111')
    const wire = unsignedWire(USER, [getTransferSolInstruction({ source: user, destination: RECEIVER, amount: lamports(1n) })], undefined, { [table]: [RECEIVER] })
    const transaction = decoded(wire)

    const description = describeApproval({ method: 'solana_signTransaction', transactions: [transaction], chainId: SOLANA })

    expect(transaction.message.staticAccounts).not.toContain(RECEIVER)
    expect(description.fields.at(-1)).toEqual({ label: 'Instruction 1', value: 'Call program 11111111111111111111111111111111' })
  })

  it('solana_signAllTransactions: each transaction\'s fee payer and instructions, numbered', () => {
    const one = unsignedWire(USER, [getTransferSolInstruction({ source: user, destination: RECEIVER, amount: lamports(1n) })])
    const two = unsignedWire(RECEIVER, [getTransferSolInstruction({ source: user, destination: RECEIVER, amount: lamports(10n ** 9n) })])

    const description = describeApproval({ method: 'solana_signAllTransactions', transactions: [decoded(one), decoded(two)], chainId: SOLANA })

    expect(description.title).toBe('Sign 2 transactions')
    expect(description.fields).toEqual([
      { label: 'Network', value: SOLANA },
      { label: 'Transaction 1: Fee payer', value: USER },
      { label: 'Transaction 1: Instruction 1', value: `Send 0.000000001 SOL to ${RECEIVER}` },
      { label: 'Transaction 2: Fee payer', value: RECEIVER },
      { label: 'Transaction 2: Instruction 1', value: `Send 1 SOL to ${RECEIVER}` },
    ])
  })
})
