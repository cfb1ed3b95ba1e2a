import { describe, expect, it } from 'vitest'
import { parseSession } from './parseSession.js'
import { sessionAccounts } from './sessionAccounts.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A with the case of its first letters swapped: mixed case, so it claims a checksum, and a wrong one. */
const WRONG_CHECKSUM = '0xF39fD6e51aad88F6F4ce6aB8827279cffFb92266'

const sessionWith = (accounts: string[]) =>
  parseSession({
    topic: 'a'.repeat(64),
    expiry: 2_000_000_000,
    peer: { publicKey: 'p', metadata: { name: 'Wallet', description: '', url: 'https://wallet.test', icons: [] } },
    namespaces: { eip155: { chains: ['eip155:1', 'eip155:10'], accounts, methods: ['personal_sign'], events: ['accountsChanged'] } },
  })

describe('sessionAccounts', () => {
  it('default: each address once across chains, checksummed (an all-lower one too)', () => {
    expect(sessionAccounts(sessionWith([`eip155:1:${A.toLowerCase()}`, `eip155:10:${A}`, `eip155:1:${B}`])).map((account) => account.address)).toEqual([A, B])
  })

  it('behavior: a mixed-case address with a wrong EIP-55 checksum is not an account (as on the EIP-1193 path)', () => {
    expect(sessionAccounts(sessionWith([`eip155:1:${WRONG_CHECKSUM}`, `eip155:1:${B}`])).map((account) => account.address)).toEqual([B])
  })
})
