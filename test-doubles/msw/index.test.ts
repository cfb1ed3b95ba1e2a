import { describe, expect, it } from 'vitest'
import * as msw from './index.js'

/** The directory and project-config fakes (listed on their own below). */
const DIRECTORY_AND_CONFIG = [
  'DIRECTORY_IMAGE_COLOURS',
  'DIRECTORY_WALLETS',
  'PROJECT_ALLOWED_ORIGINS',
  'PROJECT_CONFIG_PATHS',
  'PROJECT_FEATURES',
  'PROJECT_REMOTE_FEATURES',
  'configFailure',
  'configHandlers',
  'directoryFailure',
  'directoryHandlers',
  'directoryImageSvg',
  'manyWallets',
]

// walletport/testing/msw: API changes must be deliberate.
describe('walletport/testing/msw', () => {
  it('exports', () => {
    expect(Object.keys(msw).filter((name) => !DIRECTORY_AND_CONFIG.includes(name)).sort()).toEqual([
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

  it('exports: the directory and project-config fakes', () => {
    expect(Object.keys(msw).filter((name) => DIRECTORY_AND_CONFIG.includes(name)).sort()).toEqual(DIRECTORY_AND_CONFIG)
  })
})
