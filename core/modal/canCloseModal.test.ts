import { describe, expect, it } from 'vitest'
import { VIEWS } from './views.js'
import { canCloseModal } from './canCloseModal.js'

const BOOLS = [true, false] as const

function expectedFor(view: string, siwxRequired: boolean, hasSession: boolean): boolean {
  if (view === 'UnsupportedChain') return false
  if (view === 'ApproveTransaction' || view === 'SIWXSignMessage') return !(siwxRequired && !hasSession)
  return true
}

// Every view × siwxRequired × hasSession = 29 × 4 = 116 rows.
const ROWS = VIEWS.flatMap((view) =>
  BOOLS.flatMap((siwxRequired) =>
    BOOLS.map((hasSession) => ({ view, siwxRequired, hasSession, expected: expectedFor(view, siwxRequired, hasSession) })),
  ),
)

describe('canCloseModal', () => {
  it('default: 116 combinations; 4 UnsupportedChain rows and 2 sign-in rows refuse', () => {
    // Assert
    expect(ROWS).toHaveLength(116)
    expect(ROWS.filter((row) => !row.expected).map((row) => `${row.view}/${row.siwxRequired}/${row.hasSession}`)).toEqual([
      'SIWXSignMessage/true/false',
      'ApproveTransaction/true/false',
      'UnsupportedChain/true/true',
      'UnsupportedChain/true/false',
      'UnsupportedChain/false/true',
      'UnsupportedChain/false/false',
    ])
  })

  it.each(ROWS)('parameters: $view, required=$siwxRequired, session=$hasSession → $expected', ({ expected, ...parameters }) => {
    // Act
    const result = canCloseModal(parameters)

    // Assert
    expect(result).toBe(expected)
  })
})
