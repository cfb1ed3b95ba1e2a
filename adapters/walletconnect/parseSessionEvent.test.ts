import { describe, expect, it } from 'vitest'
import { parseSessionEvent } from './parseSessionEvent.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A with the case of its first letters swapped: mixed case, so it claims a checksum, and a wrong one. */
const WRONG_CHECKSUM = '0xF39fD6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseSessionEvent', () => {
  it.each([
    ['chainChanged number', { event: { name: 'chainChanged', data: 10 } }, { name: 'chainChanged', chainId: 10 }],
    ['chainChanged hex', { event: { name: 'chainChanged', data: '0x7a69' }, chainId: 'eip155:31337' }, { name: 'chainChanged', chainId: 31337 }],
    ['chainChanged decimal string', { event: { name: 'chainChanged', data: '137' } }, { name: 'chainChanged', chainId: 137 }],
    ['chainChanged garbage', { event: { name: 'chainChanged', data: 'mainnet' } }, undefined],
    ['chainChanged zero', { event: { name: 'chainChanged', data: 0 } }, undefined],
    ['accountsChanged plain', { event: { name: 'accountsChanged', data: [A] } }, { name: 'accountsChanged', addresses: [A] }],
    ['accountsChanged CAIP-10, deduplicated', { event: { name: 'accountsChanged', data: [`eip155:1:${A}`, `eip155:10:${A}`] } }, { name: 'accountsChanged', addresses: [A] }],
    ['accountsChanged empty (locked)', { event: { name: 'accountsChanged', data: [] } }, { name: 'accountsChanged', addresses: [] }],
    ['accountsChanged bad address', { event: { name: 'accountsChanged', data: ['0x123'] } }, undefined],
    ['accountsChanged all lower case (no checksum claimed)', { event: { name: 'accountsChanged', data: [A.toLowerCase()] } }, { name: 'accountsChanged', addresses: [A.toLowerCase()] }],
    ['accountsChanged mixed case with a wrong EIP-55 checksum', { event: { name: 'accountsChanged', data: [`eip155:1:${WRONG_CHECKSUM}`] } }, undefined],
    ['unknown event', { event: { name: 'message', data: 'x' } }, undefined],
    ['not an event', 'x', undefined],
  ])('%s', (_name, params, expected) => {
    expect(parseSessionEvent(params)).toEqual(expected)
  })
})
