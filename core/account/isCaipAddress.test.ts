import { describe, expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress.js'

const EVM = '0x52908400098527886e0f7030069857d2e4169ee7'

describe('isCaipAddress', () => {
  it.each([
    [`eip155:1:${EVM}`, true],
    [`eip155:8453:${EVM}`, true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', true],
    ['bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['', false],
    [EVM, false],
    [`eip155:${EVM}`, false],
    ['eip155:1:', false],
    [`eip155::${EVM}`, false],
    [`:1:${EVM}`, false],
    [`eip155:1:${EVM}:extra`, false],
    [`cosmos:cosmoshub-4:${EVM}`, false],
    [`ETH:1:${EVM}`, false],
    [`eip155:1:${EVM}\n`, false],
  ])('%j → %s', (value, expected) => {
    expect(isCaipAddress(value)).toBe(expected)
  })

  it.each([undefined, null, 0, [`eip155:1:${EVM}`], {}])('wrong type: %j → false', (value) => {
    expect(isCaipAddress(value)).toBe(false)
  })
})
