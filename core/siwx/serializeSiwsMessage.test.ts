import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from './Siwx.js'
import { serializeSiwsMessage } from './serializeSiwsMessage.js'
import { toSignInInput } from './toSignInInput.js'

const DATA: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
  uri: 'https://app.example',
  version: '1',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

/** What a wallet builds with @solana/wallet-standard-util from the input of `data`, the chain named `chainName`. */
function walletText(data: SiwxMessageData, chainName: string): string {
  const input = toSignInInput(data)
  if (!input) throw new Error('no input')
  return createSignInMessageText({ ...input, chainId: chainName, resources: input.resources === undefined ? undefined : [...input.resources] })
}

describe('serializeSiwsMessage', () => {
  it.each<[string, SiwxMessageData]>([
    ['no statement (one blank line)', DATA],
    ['a statement', { ...DATA, statement: 'Sign in to Example' }],
    ['every optional field', { ...DATA, statement: 'Hi', expirationTime: '2026-01-02T00:00:00.000Z', notBefore: '2026-01-01T00:00:00.000Z', requestId: 'req-1' }],
    ['resources', { ...DATA, resources: ['https://app.example/tos', 'ipfs://bafy'] }],
    ['an empty resource list', { ...DATA, resources: [] }],
    ['resources and no statement', { ...DATA, requestId: 'r', resources: ['https://app.example/tos'] }],
  ])('behavior: the text wallet-standard-util builds: %s', (_name, data) => {
    expect(serializeSiwsMessage(data, 'devnet')).toBe(walletText(data, 'devnet'))
  })

  it('parameters: a chain named by its whole CAIP-2 id (a cluster without a short name)', () => {
    const data = { ...DATA, chainId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' }
    expect(serializeSiwsMessage(data, 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69')).toBe(walletText(data, 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69'))
  })

  it('default: the layout, line by line', () => {
    expect(serializeSiwsMessage(DATA, 'devnet').split('\n')).toEqual([
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
