import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from './ViemSiwxVerifier.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const verifier = new ViemSiwxVerifier()
const request = { message: 'hello', address: account.address, chainId: 'eip155:1' }

describe('ViemSiwxVerifier (EOA, no RPC)', () => {
  it('behavior: a personal_sign signature of the account verifies, also with v as 0/1', async () => {
    const signature = await account.signMessage({ message: 'hello' })
    const v01 = `${signature.slice(0, 130)}${(Number.parseInt(signature.slice(130), 16) - 27).toString(16).padStart(2, '0')}`

    expect(await verifier.verifySignature({ ...request, signature })).toEqual({ valid: true })
    expect(await verifier.verifySignature({ ...request, signature: v01 })).toEqual({ valid: true })
  })

  it.each([
    ['not hex', 'hello', 'malformedSignature'],
    ['an odd number of digits', '0xabc', 'malformedSignature'],
    ['a recovery id of 5', `0x${'11'.repeat(64)}05`, 'malformedSignature'],
    ['a long signature with no RPC to ask', `0x${'11'.repeat(100)}`, 'invalidSignature'],
  ] as const)('refuses %s', async (_name, signature, reason) => {
    expect(await verifier.verifySignature({ ...request, signature })).toEqual({ valid: false, reason })
  })

  it('isAddress: exactly the EIP-55 spelling', () => {
    expect(verifier.isAddress(account.address)).toBe(true)
    expect(verifier.isAddress(account.address.toLowerCase())).toBe(false)
    expect(verifier.isAddress(account.address.replace('f39F', 'F39f'))).toBe(false)
    expect(verifier.isAddress('0x123')).toBe(false)
  })
})
