import { identifySystemInstruction, parseTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS, SystemInstruction } from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { decompileTransactionMessage, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Instruction } from '@solana/kit'

/** Token-2022 shares the Token program's `transferChecked` layout. */
const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** One transfer a transaction makes. */
export type SolanaTransferSummary =
  | { readonly kind: 'sol'; readonly to: string; readonly lamports: bigint }
  | {
      readonly kind: 'token'
      /** The receiver's wallet when the transaction creates its token account, else that token account. */
      readonly to: string
      readonly toIsTokenAccount: boolean
      readonly mint: string
      readonly amount: bigint
      readonly decimals: number
    }

/** What a wire transaction does, as far as a person approving it needs to know. */
export interface DecodedSolanaTransaction {
  /** The fee payer (the first signer). */
  readonly feePayer: string
  readonly transfers: readonly SolanaTransferSummary[]
  /** The programs of the instructions that are neither transfers nor a receiver's token account. */
  readonly otherPrograms: readonly string[]
}

/**
 * Reads a wire transaction (as `solana:signTransaction` gets it): SOL transfers of the System
 * program, `transferChecked` of the Token programs (the receiver named by the associated token
 * account the same transaction creates for it). Undefined when the bytes are not a transaction
 * it can read (e.g. a v0 message that uses address lookup tables).
 * @example decodeSolanaTransfers(input.transaction)?.transfers[0] // { kind: 'sol', to, lamports: 10_000_000n }
 */
export function decodeSolanaTransfers(wire: Uint8Array): DecodedSolanaTransaction | undefined {
  let instructions: readonly Instruction[]
  let feePayer: string
  try {
    const transaction = getTransactionDecoder().decode(wire)
    const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes))
    instructions = message.instructions
    feePayer = message.feePayer.address
  } catch {
    return undefined
  }
  const owners = tokenAccountOwners(instructions)
  const transfers: SolanaTransferSummary[] = []
  const otherPrograms: string[] = []
  for (const instruction of instructions) {
    const transfer = readTransfer(instruction, owners)
    if (transfer) transfers.push(transfer)
    else if (!isCreateTokenAccount(instruction)) otherPrograms.push(instruction.programAddress)
  }
  return { feePayer, transfers, otherPrograms }
}

/** The owners of the associated token accounts the transaction creates, by token account. */
function tokenAccountOwners(instructions: readonly Instruction[]): ReadonlyMap<string, string> {
  const owners = new Map<string, string>()
  for (const instruction of instructions) {
    if (!isCreateTokenAccount(instruction)) continue
    const parsed = tryParse(() => parseCreateAssociatedTokenIdempotentInstruction(instruction as Parseable))
    if (parsed) owners.set(parsed.accounts.ata.address, parsed.accounts.owner.address)
  }
  return owners
}

function readTransfer(instruction: Instruction, owners: ReadonlyMap<string, string>): SolanaTransferSummary | undefined {
  const { programAddress, data } = instruction
  if (!data) return undefined
  if (programAddress === SYSTEM_PROGRAM_ADDRESS && tryParse(() => identifySystemInstruction(data)) === SystemInstruction.TransferSol) {
    const parsed = tryParse(() => parseTransferSolInstruction(instruction as Parseable))
    return parsed && { kind: 'sol', to: parsed.accounts.destination.address, lamports: parsed.data.amount }
  }
  if ((programAddress === TOKEN_PROGRAM_ADDRESS || programAddress === TOKEN_2022_PROGRAM_ADDRESS) && tryParse(() => identifyTokenInstruction(data)) === TokenInstruction.TransferChecked) {
    const parsed = tryParse(() => parseTransferCheckedInstruction(instruction as Parseable))
    if (!parsed) return undefined
    const tokenAccount = parsed.accounts.destination.address
    const owner = owners.get(tokenAccount)
    return { kind: 'token', to: owner ?? tokenAccount, toIsTokenAccount: owner === undefined, mint: parsed.accounts.mint.address, amount: parsed.data.amount, decimals: parsed.data.decimals }
  }
  return undefined
}

function isCreateTokenAccount(instruction: Instruction): boolean {
  const { data } = instruction
  return instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS && data !== undefined && tryParse(() => identifyAssociatedTokenInstruction(data)) === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent
}

/** What the program parsers take: an instruction with its accounts and data (they check the counts themselves). */
type Parseable = Parameters<typeof parseTransferSolInstruction>[0]

/** The parsers throw on data they do not know: that is "not this instruction". */
function tryParse<T>(parse: () => T): T | undefined {
  try {
    return parse()
  } catch {
    return undefined
  }
}
