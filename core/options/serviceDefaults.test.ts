import { describe, expect, it } from 'vitest'
import { SDK_TYPE, DEFAULT_SDK_VERSION, DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_DIRECTORY_API_URL, DEFAULT_PULSE_API_URL } from './serviceDefaults.js'

describe('serviceDefaults: pinned values', () => {
  it('default: the spec values', () => {
    expect({ SDK_TYPE, DEFAULT_SDK_VERSION, DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_DIRECTORY_API_URL, DEFAULT_PULSE_API_URL }).toStrictEqual({
      SDK_TYPE: 'walletport',
      DEFAULT_SDK_VERSION: 'walletport-0.1.0',
      DEFAULT_BLOCKCHAIN_API_URL: 'https://rpc.walletconnect.org',
      DEFAULT_DIRECTORY_API_URL: 'https://api.web3modal.org',
      DEFAULT_PULSE_API_URL: 'https://pulse.walletconnect.org',
    })
  })
})
