import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { parseSession } from './parseSession.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOPIC = 'a'.repeat(64)
const session = (overrides: Record<string, unknown> = {}) => ({
  topic: TOPIC,
  expiry: 1_800_000_000,
  peer: { publicKey: 'p', metadata: { name: 'Wallet', description: 'd', url: 'https://wallet.example', icons: ['javascript:alert(1)', 'https://wallet.example/icon.png'] } },
  namespaces: { eip155: { chains: ['eip155:1', 'eip155:10'], accounts: [`eip155:1:${A}`, `eip155:10:${A}`], methods: ['personal_sign'], events: ['chainChanged'] } },
  ...overrides,
})

describe('parseSession', () => {
  it('default: topic, expiry in ms, peer with a safe icon, accounts per chain', () => {
    expect(parseSession(session())).toEqual({
      topic: TOPIC,
      expiresAt: 1_800_000_000_000,
      peer: { name: 'Wallet', url: 'https://wallet.example', icon: 'https://wallet.example/icon.png' },
      namespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:10'],
          accounts: [
            { caipNetworkId: 'eip155:1', address: A },
            { caipNetworkId: 'eip155:10', address: A },
          ],
          methods: ['personal_sign'],
        },
      },
    })
  })

  it('parameters: chains missing → derived from the accounts', () => {
    const parsed = parseSession(session({ namespaces: { eip155: { accounts: [`eip155:137:${A}`], methods: [], events: [] } } }))
    expect(parsed.namespaces.eip155?.chains).toEqual(['eip155:137'])
  })

  it.each([
    ['a short topic', { topic: 'abc' }],
    ['a non-CAIP-10 account', { namespaces: { eip155: { accounts: [A], methods: [], events: [] } } }],
    ['a bad chain id', { namespaces: { eip155: { chains: ['1'], accounts: [`eip155:1:${A}`], methods: [], events: [] } } }],
    ['no expiry', { expiry: undefined }],
    ['no peer', { peer: undefined }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => parseSession(session(overrides))).toThrow(InvalidWalletResponseError)
  })
})
