import { describe, expect, it } from 'vitest'
import { onrampProvidersOf } from './onrampProviders.js'

describe('onrampProvidersOf', () => {
  it('default: the service names none → Coinbase and Meld, fee 1-2%', () => {
    expect(onrampProvidersOf(undefined)).toEqual([
      { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
      { name: 'meld', label: 'Meld.io', feeRange: '1-2%' },
    ])
  })

  it('parameters: the listed names in their order; known ones labelled, others by name', () => {
    expect(onrampProvidersOf(['local-bank', 'local-card', 'acme'])).toEqual([
      { name: 'local-bank', label: 'Local Bank', feeRange: '2%' },
      { name: 'local-card', label: 'Local Card', feeRange: '1%' },
      { name: 'acme', label: 'acme', feeRange: undefined },
    ])
  })

  it.each([['a string', 'meld'], ['null', null], ['a number among names', ['meld', 1]]])('the spec’s rule, not an array of strings → none: %s', (_name, listed) => {
    expect(onrampProvidersOf(listed)).toEqual([])
  })
})
