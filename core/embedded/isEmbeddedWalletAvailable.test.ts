import { describe, expect, it } from 'vitest'
import { isEmbeddedWalletAvailable } from './isEmbeddedWalletAvailable.js'

describe('isEmbeddedWalletAvailable', () => {
  it.each([
    ['all conditions', { namespace: 'eip155', projectId: 'p', email: true, socials: false }, true],
    ['socials only', { namespace: 'solana', projectId: 'p', email: false, socials: ['google'] }, true],
    ['chain without embedded support', { namespace: 'bip122', projectId: 'p', email: true, socials: ['google'] }, false],
    ['polkadot', { namespace: 'polkadot', projectId: 'p', email: true, socials: false }, false],
    ['no projectId', { namespace: 'eip155', projectId: undefined, email: true, socials: ['x'] }, false],
    ['empty projectId', { namespace: 'eip155', projectId: '', email: true, socials: ['x'] }, false],
    ['neither email nor socials', { namespace: 'eip155', projectId: 'p', email: false, socials: false }, false],
    ['empty socials list, no email', { namespace: 'eip155', projectId: 'p', email: false, socials: [] }, false],
  ] as const)('%s', (_name, params, expected) => {
    expect(isEmbeddedWalletAvailable(params)).toBe(expected)
  })
})
