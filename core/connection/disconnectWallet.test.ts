import { describe, expect, it } from 'vitest'
import { SIGN_OUT_WAIT_MS } from './disconnectWallet.js'

describe('disconnectWallet: pinned values', () => {
  it('default: the spec values', () => {
    expect({ SIGN_OUT_WAIT_MS }).toStrictEqual({
      SIGN_OUT_WAIT_MS: 3_000,
    })
  })
})
