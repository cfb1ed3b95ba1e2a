import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from './Siwx.js'
import { toSignInInput } from './toSignInInput.js'

const DATA: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('toSignInInput', () => {
  it('default: the required fields, the chain still CAIP-2, nothing absent made up', () => {
    expect(toSignInInput(DATA)).toStrictEqual({
      domain: 'app.example',
      address: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
      uri: 'https://app.example',
      version: '1',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-01-01T00:00:00.000Z',
    })
  })

  it('parameters: every optional field is carried over', () => {
    const full = { ...DATA, statement: 'Hi', expirationTime: '2026-01-02T00:00:00.000Z', notBefore: '2026-01-01T00:00:00.000Z', requestId: 'r1', resources: ['https://app.example/tos'] }

    expect(toSignInInput(full)).toMatchObject({ statement: 'Hi', expirationTime: full.expirationTime, notBefore: full.notBefore, requestId: 'r1', resources: ['https://app.example/tos'] })
  })

  it.each<[string, SiwxMessageData]>([
    ['a scheme (the one-step input has no field for it)', { ...DATA, scheme: 'https' }],
    ['no issuedAt', { ...DATA, issuedAt: undefined }],
  ])('behavior: undefined for %s', (_name, data) => {
    expect(toSignInInput(data)).toBeUndefined()
  })
})
