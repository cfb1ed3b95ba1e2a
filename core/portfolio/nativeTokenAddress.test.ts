import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress.js'

describe('nativeTokenAddress: pinned values', () => {
  it('default: the spec values', () => {
    expect({ NATIVE_TOKEN_ADDRESS }).toStrictEqual({
      NATIVE_TOKEN_ADDRESS: {
        eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        solana: 'So11111111111111111111111111111111111111111',
      },
    })
  })

  it('NATIVE_TOKEN_ADDRESS.eip155 is 0x + 40 hex digits', () => {
    expect(NATIVE_TOKEN_ADDRESS.eip155).toMatch(/^0x[0-9a-f]{40}$/)
  })
})
