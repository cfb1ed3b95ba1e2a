import { describe, expect, it } from 'vitest'
import * as msw from './index.js'

// walletport/testing/msw: API changes must be deliberate.
describe('walletport/testing/msw', () => {
  it('exports', () => {
    expect(Object.keys(msw).filter((name) => !name.toLowerCase().includes('directory')).sort()).toEqual([
      'BLOCKCHAIN_API_PATHS',
      'FIXTURE_ADDRESS',
      'FIXTURE_BALANCES',
      'FIXTURE_CHAINS',
      'FIXTURE_EMPTY_ADDRESS',
      'FIXTURE_ETHEREUM_TRANSACTIONS',
      'FIXTURE_IDENTITY',
      'FIXTURE_NAME',
      'FIXTURE_PROFILE',
      'FIXTURE_SOLANA_ADDRESS',
      'FIXTURE_TRANSACTIONS',
      'blockchainApiFailure',
      'blockchainApiHandlers',
      'fixtureBlockchainApi',
      'malformedBlockchainApiBody',
      'unreachableBlockchainApi',
    ])
  })
})
