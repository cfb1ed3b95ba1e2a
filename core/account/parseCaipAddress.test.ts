import { describe, expect, it } from 'vitest'
import { parseCaipAddress } from './parseCaipAddress.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('parseCaipAddress', () => {
  it('parses an EVM account, keeping the address case', () => {
    expect(parseCaipAddress(`eip155:1:${EVM}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: EVM,
      caipNetworkId: 'eip155:1',
      caipAddress: `eip155:1:${EVM}`,
    })
  })

  it('parses a Solana account', () => {
    expect(parseCaipAddress(`${SOLANA_MAINNET}:${SOL}`)).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: SOL,
      caipNetworkId: SOLANA_MAINNET,
      caipAddress: `${SOLANA_MAINNET}:${SOL}`,
    })
  })

  it('boundary: a 128-char address is accepted, 129 is not', () => {
    expect(parseCaipAddress(`eip155:1:${'a'.repeat(128)}`)?.address).toHaveLength(128)
    expect(parseCaipAddress(`eip155:1:${'a'.repeat(129)}`)).toBeUndefined()
  })

  it.each([
    ['empty string', ''],
    ['no colon', EVM],
    ['two parts', `eip155:${EVM}`],
    ['four parts', `eip155:1:2:${EVM}`],
    ['empty address', 'eip155:1:'],
    ['empty reference', `eip155::${EVM}`],
    ['empty namespace', `:1:${EVM}`],
    ['only colons', '::'],
    ['unknown namespace', `cosmos:cosmoshub-4:${EVM}`],
    ['namespace in wrong case', `EIP155:1:${EVM}`],
    ['whitespace around', ` eip155:1:${EVM} `],
    ['whitespace in address', `eip155:1: ${EVM}`],
  ])('rejects: %s', (_name, value) => {
    expect(parseCaipAddress(value)).toBeUndefined()
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['number', 155],
    ['object', { caipAddress: `eip155:1:${EVM}` }],
  ])('wrong type: %s is rejected', (_name, value) => {
    expect(parseCaipAddress(value)).toBeUndefined()
  })
})
