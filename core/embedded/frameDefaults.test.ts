import { describe, expect, it } from 'vitest'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, FRAME_READY_DELAY_MS, UNKNOWN_RPC_MESSAGE_DELAY_MS, HEARTBEAT_INTERVAL_MS, DEFAULT_SECURE_SITE_ORIGIN } from './frameDefaults.js'

describe('frameDefaults: pinned values', () => {
  it('default: the spec values', () => {
    expect({ FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, FRAME_READY_DELAY_MS, UNKNOWN_RPC_MESSAGE_DELAY_MS, HEARTBEAT_INTERVAL_MS, DEFAULT_SECURE_SITE_ORIGIN }).toStrictEqual({
      FRAME_LOAD_TIMEOUT_MS: 20_000,
      FRAME_REQUEST_TIMEOUT_MS: 30_000,
      FRAME_READY_DELAY_MS: 500,
      UNKNOWN_RPC_MESSAGE_DELAY_MS: 300,
      HEARTBEAT_INTERVAL_MS: 5_000,
      DEFAULT_SECURE_SITE_ORIGIN: 'https://secure.walletconnect.org',
    })
  })
})
