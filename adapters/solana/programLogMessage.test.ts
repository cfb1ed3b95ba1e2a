import { describe, expect, it } from 'vitest'
import { programLogMessage } from './programLogMessage.js'

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const SYSTEM = '11111111111111111111111111111111'

describe('programLogMessage', () => {
  it.each([
    ['an SPL program’s error log', [`Program ${TOKEN} invoke [1]`, 'Program log: Instruction: TransferChecked', 'Program log: Error: insufficient funds', `Program ${TOKEN} failed: custom program error: 0x1`], 'Error: insufficient funds'],
    ['a native program’s own line before the failure', [`Program ${SYSTEM} invoke [1]`, 'Transfer: insufficient lamports 100, need 1000', `Program ${SYSTEM} failed: custom program error: 0x1`], 'Transfer: insufficient lamports 100, need 1000'],
    ['only the failure line', [`Program ${TOKEN} invoke [1]`, 'Program log: Instruction: Transfer', `Program ${TOKEN} failed: invalid account data for instruction`], 'invalid account data for instruction'],
    ['no failure: the last program log', ['Program log: first', 'Program log: last'], 'last'],
    ['nothing useful', [`Program ${SYSTEM} invoke [1]`], undefined],
    ['no logs', [], undefined],
  ])('%s', (_case, logs, expected) => {
    expect(programLogMessage(logs)).toBe(expected)
  })
})
