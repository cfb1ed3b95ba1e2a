import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import type { SignInInput } from '../../ports/ChainAdapter.js'
import { serializeSiwsMessage } from './serializeSiwsMessage.js'

const INPUT: SignInInput = {
  domain: 'app.example',
  address: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
  uri: 'https://app.example',
  version: '1',
  chainId: 'devnet',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

// The wallet side builds the text with @solana/wallet-standard-util: ours must be the same text.
describe('serializeSiwsMessage', () => {
  it.each<[string, SignInInput]>([
    ['no statement (one blank line)', INPUT],
    ['a statement', { ...INPUT, statement: 'Sign in to Example' }],
    ['every optional field', { ...INPUT, statement: 'Hi', expirationTime: '2026-01-02T00:00:00.000Z', notBefore: '2026-01-01T00:00:00.000Z', requestId: 'req-1' }],
    ['resources', { ...INPUT, resources: ['https://app.example/tos', 'ipfs://bafy'] }],
    ['an empty resource list', { ...INPUT, resources: [] }],
  ])('behavior: the text wallet-standard-util builds: %s', (_name, input) => {
    expect(serializeSiwsMessage(input)).toBe(createSignInMessageText({ ...input, resources: input.resources === undefined ? undefined : [...input.resources] }))
  })

  it('default: the layout, line by line', () => {
    expect(serializeSiwsMessage(INPUT).split('\n')).toEqual([
      'app.example wants you to sign in with your Solana account:',
      'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
      '',
      'URI: https://app.example',
      'Version: 1',
      'Chain ID: devnet',
      'Nonce: abcdefgh12345678',
      'Issued At: 2026-01-01T00:00:00.000Z',
    ])
  })
})
