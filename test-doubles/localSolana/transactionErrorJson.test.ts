import { expect, it } from 'vitest'
import { describeTransactionError } from './transactionErrorJson.js'

it('default: the validator\'s wording of instruction errors', () => {
  expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe('Error processing Instruction 0: custom program error: 0x1')
  expect(describeTransactionError({ InstructionError: [2, { Custom: 6001 }] })).toBe('Error processing Instruction 2: custom program error: 0x1771')
  expect(describeTransactionError({ InstructionError: [1, 'InsufficientFunds'] })).toBe('Error processing Instruction 1: insufficient funds for instruction')
})

it('default: field-less transaction errors', () => {
  expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found')
  expect(describeTransactionError('AlreadyProcessed')).toBe('This transaction has already been processed')
  expect(describeTransactionError('WouldExceedMaxBlockCostLimit')).toBe('WouldExceedMaxBlockCostLimit')
})

it('default: errors with fields', () => {
  expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe('Transaction results in an account (1) with insufficient funds for rent')
  expect(describeTransactionError({ DuplicateInstruction: 3 })).toBe('Transaction contains a duplicate instruction (3) that is not allowed')
})
