import type { FailedTransactionMetadata } from 'litesvm'

/** An instruction error as the real RPC writes it: a name, `{ Custom: code }` or `{ BorshIoError: text }`. */
export type InstructionErrorJson = string | { readonly Custom: number } | { readonly BorshIoError: string }

/** A transaction error as the real RPC writes it (serde's form of the validator's enum). */
export type TransactionErrorJson =
  | string
  | { readonly InstructionError: readonly [number, InstructionErrorJson] }
  | { readonly DuplicateInstruction: number }
  | { readonly InsufficientFundsForRent: { readonly account_index: number } }
  | { readonly ProgramExecutionTemporarilyRestricted: { readonly account_index: number } }

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>

// litesvm numbers its field-less variants in these orders (its TransactionErrorFieldless and
// InstructionErrorFieldless enums, which are type-only in its typings).
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const

/** The validator's wording of the errors a wallet or a test most often meets; others read as their name. */
const TRANSACTION_TEXTS: Readonly<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
}
const INSTRUCTION_TEXTS: Readonly<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
}

/**
 * A litesvm failure as the JSON the real RPC puts in `err`.
 * @example transactionErrorJson(failed.err()) // { InstructionError: [0, { Custom: 1 }] }
 */
export function transactionErrorJson(error: LiteSvmTransactionError): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${String(error)}`
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const { index } = error as { index: number }
      return { InstructionError: [index, instructionErrorJson((error as { err(): unknown }).err())] }
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: (error as { index: number }).index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: (error as { accountIndex: number }).accountIndex } }
    default:
      return { ProgramExecutionTemporarilyRestricted: { account_index: (error as { accountIndex: number }).accountIndex } }
  }
}

function instructionErrorJson(error: unknown): InstructionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${String(error)}`
  if (typeof error === 'object' && error !== null && 'code' in error) return { Custom: Number(error.code) }
  return { BorshIoError: typeof error === 'object' && error !== null && 'msg' in error ? String(error.msg) : '' }
}

/**
 * The validator's one-line text of a transaction error, as in 'Transaction simulation failed: …'.
 * @example describeTransactionError({ InstructionError: [0, { Custom: 1 }] }) // 'Error processing Instruction 0: custom program error: 0x1'
 */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_TEXTS[error] ?? error
  if ('InstructionError' in error) {
    const [index, inner] = error.InstructionError
    return `Error processing Instruction ${String(index)}: ${describeInstructionError(inner)}`
  }
  if ('DuplicateInstruction' in error) return `Transaction contains a duplicate instruction (${String(error.DuplicateInstruction)}) that is not allowed`
  if ('InsufficientFundsForRent' in error) return `Transaction results in an account (${String(error.InsufficientFundsForRent.account_index)}) with insufficient funds for rent`
  return `Execution of the program referenced by account at index ${String(error.ProgramExecutionTemporarilyRestricted.account_index)} is temporarily restricted.`
}

function describeInstructionError(error: InstructionErrorJson): string {
  if (typeof error === 'string') return INSTRUCTION_TEXTS[error] ?? error
  if ('Custom' in error) return `custom program error: 0x${error.Custom.toString(16)}`
  return `Failed to serialize or deserialize account data: ${error.BorshIoError}`
}
