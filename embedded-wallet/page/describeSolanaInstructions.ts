import { identifySystemInstruction, parseTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS, SystemInstruction } from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { AccountRole, type Address, type CompiledTransactionMessage, type ReadonlyUint8Array } from '@solana/kit'
import { formatUnits } from 'viem'

/** Token-2022 shares the Token program's TransferChecked layout. */
const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const SOL_DECIMALS = 9

/** One instruction of a compiled message, whatever its version. */
interface CompiledCall {
  readonly programIndex: number
  readonly accountIndices: readonly number[]
  readonly data: ReadonlyUint8Array | undefined
}

/** What the program parsers take: an instruction with its accounts and data (they check both themselves). */
type Parseable = Parameters<typeof parseTransferSolInstruction>[0]

/**
 * One line per instruction, for the visitor: a System transfer as 'Send <SOL> SOL to <address>',
 * a Token/Token-2022 TransferChecked as 'Send <amount> of <mint> to <token account>', an
 * Associated Token CreateIdempotent as 'Create the receiver's token account', anything else
 * (or an instruction whose accounts come from a lookup table) as 'Call program <id>'.
 * @example describeSolanaInstructions(message) // ['Send 0.5 SOL to 9xQe…']
 */
export function describeSolanaInstructions(message: CompiledTransactionMessage): string[] {
  return compiledCalls(message).map((call) => {
    const programAddress = message.staticAccounts[call.programIndex]
    if (programAddress === undefined) return 'Call program (not in the transaction)'
    const accounts = call.accountIndices.map((index) => message.staticAccounts[index])
    // Accounts from a lookup table are not known here: such an instruction is not decoded.
    if (!call.data || accounts.includes(undefined)) return `Call program ${programAddress}`
    const instruction = { programAddress, accounts: accounts.map((address) => ({ address: address as Address, role: AccountRole.READONLY })), data: call.data }
    return describeKnown(instruction) ?? `Call program ${programAddress}`
  })
}

function compiledCalls(message: CompiledTransactionMessage): CompiledCall[] {
  if (message.version === 1) {
    return message.instructionHeaders.map((header, index) => {
      const payload = message.instructionPayloads[index]
      return { programIndex: header.programAccountIndex, accountIndices: payload?.instructionAccountIndices ?? [], data: payload?.instructionData }
    })
  }
  return message.instructions.map((instruction) => ({ programIndex: instruction.programAddressIndex, accountIndices: instruction.accountIndices ?? [], data: instruction.data }))
}

function describeKnown(instruction: Parseable & { readonly programAddress: Address }): string | undefined {
  const { programAddress, data } = instruction
  if (programAddress === SYSTEM_PROGRAM_ADDRESS && tryParse(() => identifySystemInstruction(data)) === SystemInstruction.TransferSol) {
    const parsed = tryParse(() => parseTransferSolInstruction(instruction))
    return parsed && `Send ${formatUnits(parsed.data.amount, SOL_DECIMALS)} SOL to ${parsed.accounts.destination.address}`
  }
  if ((programAddress === TOKEN_PROGRAM_ADDRESS || programAddress === TOKEN_2022_PROGRAM_ADDRESS) && tryParse(() => identifyTokenInstruction(data)) === TokenInstruction.TransferChecked) {
    const parsed = tryParse(() => parseTransferCheckedInstruction(instruction))
    return parsed && `Send ${formatUnits(parsed.data.amount, parsed.data.decimals)} of ${parsed.accounts.mint.address} to ${parsed.accounts.destination.address}`
  }
  if (programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS && tryParse(() => identifyAssociatedTokenInstruction(data)) === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent) {
    return "Create the receiver's token account"
  }
  return undefined
}

/** The parsers throw on data they do not know: that is "not this instruction". */
function tryParse<T>(parse: () => T): T | undefined {
  try {
    return parse()
  } catch {
    return undefined
  }
}
