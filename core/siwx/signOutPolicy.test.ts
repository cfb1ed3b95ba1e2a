import { describe, expect, it } from 'vitest'
import { identityChange, shouldSignOut, signOutPolicyOf } from './signOutPolicy.js'

const A1 = { chainId: 'eip155:1', address: '0xAbC0000000000000000000000000000000000001' }

describe('sign-out policy', () => {
  it('default: on disconnect only', () => {
    expect(signOutPolicyOf({})).toEqual({ onDisconnect: true, onAccountChange: false, onNetworkChange: false })
  })

  it('parameters: each option', () => {
    expect(signOutPolicyOf({ signOutOnDisconnect: false, signOutOnAccountChange: true, signOutOnNetworkChange: true })).toEqual({
      onDisconnect: false,
      onAccountChange: true,
      onNetworkChange: true,
    })
  })

  it.each([
    [undefined, undefined, 'none'],
    [undefined, A1, 'connect'],
    [A1, undefined, 'disconnect'],
    [A1, { ...A1, address: A1.address.toLowerCase() }, 'none'],
    [A1, { ...A1, chainId: 'eip155:137' }, 'networkChange'],
    [A1, { chainId: 'eip155:137', address: '0x0000000000000000000000000000000000000002' }, 'accountChange'],
  ] as const)('identityChange %#: %s', (previous, next, change) => {
    expect(identityChange(previous, next)).toBe(change)
  })

  it('shouldSignOut follows the policy for each change', () => {
    const policy = { onDisconnect: true, onAccountChange: false, onNetworkChange: true }
    expect(['connect', 'disconnect', 'accountChange', 'networkChange', 'none'].map((change) => shouldSignOut(change as never, policy))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ])
  })
})
