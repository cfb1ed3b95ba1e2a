import { describe, expect, it } from 'vitest'
import { checkSolTransfer, LAMPORTS_PER_SIGNATURE } from './checkSolTransfer.js'
import { InsufficientSolError, RentExemptionError } from './solanaErrors.js'

const RENT = 890_880n
const FEE = LAMPORTS_PER_SIGNATURE
const facts = (changes: Partial<Parameters<typeof checkSolTransfer>[0]>) => ({ lamports: 1_000_000n, senderLamports: 10_000_000n, recipientLamports: 5n, rentExemptMinimum: RENT, ...changes })
const reasonOf = (run: () => void): string | undefined => {
  try {
    run()
    return undefined
  } catch (error) {
    return error instanceof RentExemptionError ? error.reason : error instanceof InsufficientSolError ? 'insufficient' : 'other'
  }
}

describe('checkSolTransfer', () => {
  it.each([
    ['an existing recipient, the sender keeping more than the minimum', facts({}), undefined],
    ['a new recipient given exactly the minimum', facts({ recipientLamports: undefined, lamports: RENT }), undefined],
    ['a new recipient (no account) given less', facts({ recipientLamports: undefined, lamports: RENT - 1n }), 'recipient'],
    ['a recipient at zero lamports given less', facts({ recipientLamports: 0n, lamports: 1n }), 'recipient'],
    ['a sender emptied to exactly zero', facts({ senderLamports: 1_000_000n + FEE }), undefined],
    ['a sender left with exactly the minimum', facts({ senderLamports: 1_000_000n + FEE + RENT }), undefined],
    ['a sender left with one lamport less than the minimum', facts({ senderLamports: 1_000_000n + FEE + RENT - 1n }), 'sender'],
    ['a sender one lamport short of the fee', facts({ senderLamports: 1_000_000n + FEE - 1n }), 'insufficient'],
    ['a transfer to oneself: only the fee counts', facts({ toSelf: true, senderLamports: FEE, recipientLamports: FEE }), undefined],
    ['a transfer to oneself that leaves dust', facts({ toSelf: true, senderLamports: FEE + 1n, recipientLamports: FEE + 1n }), 'sender'],
    ['a custom fee', facts({ feeLamports: 0n, senderLamports: 1_000_000n }), undefined],
  ])('%s', (_case, input, expected) => {
    expect(reasonOf(() => checkSolTransfer(input))).toBe(expected)
  })

  it('the errors carry the numbers, as strings in details (JSON-safe)', () => {
    try {
      checkSolTransfer(facts({ senderLamports: 10n }))
    } catch (error) {
      expect((error as InsufficientSolError).details).toEqual({ balanceLamports: '10', neededLamports: String(1_000_000n + FEE) })
    }
    expect.assertions(1)
  })
})
