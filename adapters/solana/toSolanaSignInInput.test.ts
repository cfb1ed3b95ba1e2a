import { describe, expect, it } from 'vitest'
import type { SignInInput } from '../../ports/ChainAdapter.js'
import { toSolanaSignInInput } from './toSolanaSignInInput.js'

const input: SignInInput = {
  domain: 'app.example',
  address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  uri: 'https://app.example',
  version: '1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'abcdefgh',
  issuedAt: '2026-01-01T00:00:00.000Z',
}
const LOCAL_GENESIS = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC'

describe('toSolanaSignInInput', () => {
  it('default: the short chain id, and no optional field that was not given', () => {
    expect(toSolanaSignInInput(input)).toEqual({ ...input, chainId: 'mainnet' })
  })

  it('parameters: the local genesis is localnet; an unknown chain keeps its CAIP-2 id', () => {
    expect(toSolanaSignInInput({ ...input, chainId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' }, { localnetGenesisHash: LOCAL_GENESIS }).chainId).toBe('localnet')
    expect(toSolanaSignInInput({ ...input, chainId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' }).chainId).toBe('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69')
  })

  it('parameters: optional fields are carried over', () => {
    const full = { ...input, statement: 'Hi', expirationTime: '2026-01-02T00:00:00.000Z', notBefore: '2026-01-01T00:00:00.000Z', requestId: 'r1', resources: ['https://a.example'] }
    expect(toSolanaSignInInput(full)).toEqual({ ...full, chainId: 'mainnet' })
  })
})
