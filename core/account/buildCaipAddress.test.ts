import { describe, expect, it } from 'vitest'
import { buildCaipAddress } from './buildCaipAddress.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('buildCaipAddress', () => {
  it.each([
    ['EVM: eip155:{chainId}:{address}', 'eip155:1', EVM, `eip155:1:${EVM}`],
    ['EVM on another chain', 'eip155:137', EVM, `eip155:137:${EVM}`],
    ['non-EVM: {full CAIP-2 id}:{address}', SOLANA_MAINNET, SOL, `${SOLANA_MAINNET}:${SOL}`],
    [
      'bitcoin',
      'bip122:000000000019d6689c085ae165831e93',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
  ])('%s', (_name, network, address, expected) => {
    expect(buildCaipAddress(network, address)).toBe(expected)
  })

  it.each([
    ['empty address', 'eip155:1', ''],
    ['empty network', '', EVM],
    ['bare namespace smuggling the reference in the address', 'eip155', `1:${EVM}`],
    ['address carrying a colon', 'eip155:1', `x:${EVM}`],
    ['unknown namespace', 'cosmos:cosmoshub-4', EVM],
    ['a chain number instead of a CAIP-2 id', '1', EVM],
    ['network id in wrong case', 'EIP155:1', EVM],
    ['whitespace in the address', 'eip155:1', ` ${EVM}`],
  ])('invalid: %s → undefined', (_name, network, address) => {
    expect(buildCaipAddress(network, address)).toBeUndefined()
  })
})
